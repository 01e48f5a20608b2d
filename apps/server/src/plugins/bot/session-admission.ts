import { type ProofOfWork, workFactor } from '../../auth/proof-of-work';
import type { DbRateLimiter, RateWindow } from '../../http/db-rate-limiter';
import { CHAT_SESSION_PROOF_WORK } from '../../limits';

/**
 * Whether a new guest chat session may be issued to an address (docs/security.md "Limits that escalate").
 * The first `freePerHour` sessions of an address in an hour are free; each one after owes a proof of work,
 * dearer as the address asks for more, which the widget solves in the background and sends with the same
 * question again. So the people behind one shared address (a mobile carrier's NAT, an office) all get their
 * answers, a moment later, and a script that mints sessions pays for every one. Only issued sessions are
 * counted: a call that owes a proof and brings none costs the address nothing.
 */
export function sessionAdmission({
  limiter,
  proofs,
  freePerHour,
}: {
  limiter: DbRateLimiter;
  proofs: ProofOfWork;
  freePerHour: number;
}) {
  const issued: RateWindow = { scope: 'chat-session:address', limit: freePerHour, windowSeconds: 3600 };

  return {
    /** True when `proof` pays for a new session: the session is then issued and counted. */
    async redeem(address: string, proof: unknown): Promise<boolean> {
      if (!(await proofs.redeem(proof, 'chat-session'))) return false;
      await limiter.add(issued, address);
      return true;
    },

    /** Resolves when the address may have one more session free; throws a 428 with a challenge when not. */
    async admit(address: string): Promise<void> {
      // Counted first, so that parallel calls cannot all see a free session left.
      const counted = await limiter.add(issued, address);
      if (counted.allowed) return;
      await limiter.giveBack(issued, address, counted);
      throw await proofs.required(
        'chat-session',
        workFactor(counted.count, freePerHour, CHAT_SESSION_PROOF_WORK),
      );
    },
  };
}
export type SessionAdmission = ReturnType<typeof sessionAdmission>;
