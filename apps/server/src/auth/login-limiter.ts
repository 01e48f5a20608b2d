import type { DbRateLimiter, RateCount, RateWindow } from '../http/db-rate-limiter';

export interface LoginLimits {
  maxFailuresPerUser: number;
  maxFailuresPerAddress: number;
  windowMinutes: number;
}

/** A counted sign-in attempt: the address count it made, so that a success hands back only it. */
export interface LoginAttempt {
  allowed: boolean;
  address: RateCount | null;
}

/**
 * Failed sign-ins per user name and per address, counted with every other limit of the product in
 * `rate_counters` (http/db-rate-limiter.ts), so every server process sharing the database sees the same
 * counts. An attempt is counted before the password is checked, so parallel guesses cannot overtake the
 * limit. A success hands back its own attempt only: the one it counted, in the window it counted it in —
 * never a failure of another user name (docs/security.md).
 */
export function loginLimiter(counters: DbRateLimiter, limits: LoginLimits) {
  const windowSeconds = limits.windowMinutes * 60;
  const perUser: RateWindow = { scope: 'login:user', limit: limits.maxFailuresPerUser, windowSeconds };
  const perAddress: RateWindow = {
    scope: 'login:address',
    limit: limits.maxFailuresPerAddress,
    windowSeconds,
  };
  // One count per person whatever the case they type their name in.
  const userKey = (userName: string) => userName.toLowerCase();

  return {
    /**
     * Counts this attempt; false when the user name or the address has used up its window, in which case
     * the password must not even be checked.
     */
    async attempt(userName: string, address: string): Promise<LoginAttempt> {
      const user = await counters.add(perUser, userKey(userName));
      const counted = await counters.add(perAddress, address);
      return { allowed: user.allowed && counted.allowed, address: counted };
    },

    /**
     * A successful sign-in clears the user name's count and hands back the address the one attempt it
     * counted — only while that window lasts: a new window's failures belong to other attempts.
     */
    async succeeded(userName: string, address: string, attempt: LoginAttempt): Promise<void> {
      await counters.clear(perUser, userKey(userName));
      if (attempt.address) await counters.giveBack(perAddress, address, attempt.address);
    },

    /** For the password check of a signed-in user (Account/ChangePassword): the user-name count only. */
    async attemptForUser(userName: string): Promise<boolean> {
      return (await counters.add(perUser, userKey(userName))).allowed;
    },

    async succeededForUser(userName: string): Promise<void> {
      await counters.clear(perUser, userKey(userName));
    },
  };
}
export type LoginLimiter = ReturnType<typeof loginLimiter>;
