import { PROOF_REQUIRED_STATUS, proofMessages } from '@ohmstead/contracts/proof-of-work';
import type { Challenge } from 'altcha-lib';
import { altcha } from '../adapters/captcha/altcha';
import type { VerifiedProof } from '../adapters/captcha/proof';
import { proofUses } from '../adapters/captcha/proof-uses';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { PROOF_OF_WORK_MAX_FACTOR } from '../limits';

/** The calls whose limits escalate to a proof of work instead of refusing (docs/security.md). */
export type ProofPurpose = 'chat-session' | 'sign-in';

/** The 428 a call gets while it owes a proof: the error handler sends the challenge with it. */
export class ProofRequired extends HttpError {
  constructor(override readonly challenge: Challenge) {
    super(PROOF_REQUIRED_STATUS, proofMessages.required);
  }
}

/**
 * How much work a proof costs once `count` calls have been made in a window whose free share is `free`:
 * as many times the base as the rate is over the free share, so a script that makes ten times as many
 * calls pays ten times as much for each, up to PROOF_OF_WORK_MAX_FACTOR; `base` scales the whole curve.
 */
export function workFactor(count: number, free: number, base = 1): number {
  return base * Math.min(PROOF_OF_WORK_MAX_FACTOR, Math.max(1, count / Math.max(1, free)));
}

/**
 * The proof of work of the limits that escalate: ALTCHA challenges (always the self-hosted one, whatever
 * captcha the forms use: nobody clicks these) with their purpose signed in, and a record of each solution
 * redeemed, so one solution buys one call.
 */
export function proofOfWork({ db, hmacKey, cost }: { db: Database; hmacKey: string; cost: number }) {
  const pow = altcha({ hmacKey, cost });
  const uses = proofUses(db);

  return {
    /** A 428 to throw: the call must come again with a solution of this challenge. */
    async required(purpose: ProofPurpose, work: number): Promise<ProofRequired> {
      return new ProofRequired(await pow.createChallenge({ work, purpose }));
    },

    /**
     * True once for a solution of a challenge issued for `purpose` that has not expired; false for anything
     * else — another purpose, a forgery, a second use — so the caller asks for a new proof.
     */
    async redeem(token: unknown, purpose: ProofPurpose): Promise<boolean> {
      if (typeof token !== 'string' || token.length === 0) return false;
      const proof: VerifiedProof | undefined = await pow.check(token).catch(() => undefined);
      if (proof?.purpose !== purpose) return false;
      await uses.prune();
      return uses.claim(proof, purpose);
    },
  };
}
export type ProofOfWork = ReturnType<typeof proofOfWork>;
