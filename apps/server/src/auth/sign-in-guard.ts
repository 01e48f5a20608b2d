import { createHmac } from 'node:crypto';
import type { Database } from '../db/database';
import type { DbRateLimiter, RateCount, RateWindow } from '../http/db-rate-limiter';
import { KNOWN_SIGN_IN_ADDRESS_DAYS } from '../limits';
import { type ProofOfWork, workFactor } from './proof-of-work';

export interface SignInLimits {
  /** Failures for one user name, from any addresses, before a sign-in from a new address owes a proof. */
  maxFailuresPerUser: number;
  /** Failures from one address, for any user names, before its sign-ins owe a proof, dearer as it goes on. */
  maxFailuresPerAddress: number;
  windowMinutes: number;
}

/** One sign-in's counts, so that a success hands back exactly what it counted. */
export interface SignInAttempt {
  userName: string;
  address: string;
  counted: { user: RateCount; pair: RateCount; address: RateCount };
}

/**
 * Failed sign-ins are counted per user name, per user name and address, and per address, in `rate_counters`
 * with every other limit (http/db-rate-limiter.ts), so every server process sharing the database sees the
 * same counts. None of them ever refuses the right password (docs/security.md "Limits that escalate"):
 *
 * - past its share of failures, a user name owes a proof of work for each sign-in from an address it has
 *   not signed in from — its owner at their usual address is never asked, whoever guesses meanwhile;
 * - one address guessing one name, or many names, owes a proof for each attempt past its share, dearer the
 *   more it guesses: it is slowed, not the accounts it guesses.
 *
 * An attempt is counted before the password is checked, so parallel guesses cannot overtake the counts; one
 * that owes a proof and brings none is not counted (it checked no password). A success clears the user
 * name's counts and hands the address back its own attempt, in the window it was counted in.
 */
export function signInGuard({
  counters,
  db,
  proofs,
  limits,
  secret,
}: {
  counters: DbRateLimiter;
  db: Database;
  proofs: ProofOfWork;
  limits: SignInLimits;
  /** Keys the hashes of known addresses. */
  secret: string;
}) {
  const windowSeconds = limits.windowMinutes * 60;
  const window = (scope: string, limit: number): RateWindow => ({ scope, limit, windowSeconds });
  const perUser = window('login:user', limits.maxFailuresPerUser);
  const perPair = window('login:user-address', limits.maxFailuresPerUser);
  const perAddress = window('login:address', limits.maxFailuresPerAddress);
  // One count per person whatever the case they type their name in.
  const nameKey = (userName: string) => userName.toLowerCase();
  const pairKey = (userName: string, address: string) => `${nameKey(userName)}\u0000${address}`;
  const addressKey = (address: string) =>
    createHmac('sha256', secret).update(`sign-in-address:${address}`).digest('base64url');

  async function isKnownAddress(userId: number | undefined, address: string): Promise<boolean> {
    if (userId === undefined) return false;
    const rows = await db.query(
      `SELECT 1 FROM sign_in_addresses WHERE user_id = $1 AND address_key = $2
         AND last_signed_in_at > now() - make_interval(days => $3)`,
      [userId, addressKey(address), KNOWN_SIGN_IN_ADDRESS_DAYS],
    );
    return rows.length > 0;
  }

  /** The work a proof must cost for this attempt, or 0 when it owes none. */
  function workOwed(counted: SignInAttempt['counted'], known: boolean): number {
    // The counts include this attempt: it owes a proof once the failures before it used up a share.
    const over = (count: RateCount, limit: number) => count.count > limit;
    const works = [
      over(counted.pair, perPair.limit) ? workFactor(counted.pair.count, perPair.limit) : 0,
      over(counted.address, perAddress.limit) ? workFactor(counted.address.count, perAddress.limit) : 0,
      // The owner pays this one too, from a new address: it stays at the base cost.
      over(counted.user, perUser.limit) && !known ? 1 : 0,
    ];
    return Math.max(...works);
  }

  return {
    /**
     * Counts this attempt and lets it check the password, or throws a 428 with a challenge when it owes a
     * proof of work and `proof` is not a fresh solution of one (the attempt is then not counted).
     */
    async attempt(
      { userName, userId, address }: { userName: string; userId: number | undefined; address: string },
      proof: string | undefined,
    ): Promise<SignInAttempt> {
      const [user, pair, byAddress] = await Promise.all([
        counters.add(perUser, nameKey(userName)),
        counters.add(perPair, pairKey(userName, address)),
        counters.add(perAddress, address),
      ]);
      const attempt: SignInAttempt = { userName, address, counted: { user, pair, address: byAddress } };
      const work = workOwed(attempt.counted, await isKnownAddress(userId, address));
      if (work === 0 || (await proofs.redeem(proof, 'sign-in'))) return attempt;
      await giveBack(attempt);
      throw await proofs.required('sign-in', work);
    },

    /** The password was right: the user name starts afresh, and this address is one of the user's own. */
    async succeeded(attempt: SignInAttempt, userId: number): Promise<void> {
      await counters.clear(perUser, nameKey(attempt.userName));
      await counters.clear(perPair, pairKey(attempt.userName, attempt.address));
      await counters.giveBack(perAddress, attempt.address, attempt.counted.address);
      await db.query(
        `INSERT INTO sign_in_addresses (user_id, address_key) VALUES ($1, $2)
         ON CONFLICT (user_id, address_key) DO UPDATE SET last_signed_in_at = now()`,
        [userId, addressKey(attempt.address)],
      );
      await db.query(
        `DELETE FROM sign_in_addresses
         WHERE user_id = $1 AND last_signed_in_at <= now() - make_interval(days => $2)`,
        [userId, KNOWN_SIGN_IN_ADDRESS_DAYS],
      );
    },
  };

  async function giveBack(attempt: SignInAttempt): Promise<void> {
    await counters.giveBack(perUser, nameKey(attempt.userName), attempt.counted.user);
    await counters.giveBack(perPair, pairKey(attempt.userName, attempt.address), attempt.counted.pair);
    await counters.giveBack(perAddress, attempt.address, attempt.counted.address);
  }
}
export type SignInGuard = ReturnType<typeof signInGuard>;

/**
 * Wrong current passwords of a signed-in user (Account/ChangePassword): a stolen token must not become a
 * way to guess the password. Counted per user, apart from the sign-in counts, so a stranger guessing the
 * user's name cannot stop the owner from changing their password.
 */
export function passwordChangeLimiter(counters: DbRateLimiter, limits: SignInLimits) {
  const perUser: RateWindow = {
    scope: 'password-change:user',
    limit: limits.maxFailuresPerUser,
    windowSeconds: limits.windowMinutes * 60,
  };
  return {
    /** False when the user has used up their wrong guesses: the password must not even be checked. */
    async attempt(userId: number): Promise<boolean> {
      return (await counters.add(perUser, String(userId))).allowed;
    },
    async succeeded(userId: number): Promise<void> {
      await counters.clear(perUser, String(userId));
    },
  };
}
