import type { Queryable } from '../../db/database';
import type { CaptchaPurpose, VerifiedProof } from './proof';

/** The record of which proof served which purpose (table captcha_proof_uses). */
export function proofUses(db: Queryable) {
  return {
    /** Records the use; false when the proof has already served this purpose. */
    async claim(proof: VerifiedProof, purpose: CaptchaPurpose): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO captcha_proof_uses (proof_hash, purpose, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (proof_hash, purpose) DO NOTHING RETURNING proof_hash`,
        [proof.hash, purpose, proof.expiresAt],
      );
      return rows.length === 1;
    },
    /** Forgets expired uses; skips rows other transactions hold, so it never waits or deadlocks. */
    async prune(): Promise<void> {
      await db.query(
        `DELETE FROM captcha_proof_uses WHERE (proof_hash, purpose) IN (
           SELECT proof_hash, purpose FROM captcha_proof_uses WHERE expires_at < now()
           LIMIT 500 FOR UPDATE SKIP LOCKED)`,
      );
    },
    async release(proof: VerifiedProof, purpose: CaptchaPurpose): Promise<void> {
      await db.query('DELETE FROM captcha_proof_uses WHERE proof_hash = $1 AND purpose = $2', [
        proof.hash,
        purpose,
      ]);
    },
    /** The earliest expiry of a still valid use of this proof for any purpose, if there is one. */
    async validUntil(hash: string): Promise<Date | undefined> {
      const rows = await db.query<{ expires_at: Date | string }>(
        'SELECT min(expires_at) AS expires_at FROM captcha_proof_uses WHERE proof_hash = $1 AND expires_at > now()',
        [hash],
      );
      const value = rows[0]?.expires_at;
      return value ? new Date(value) : undefined;
    },
  };
}
