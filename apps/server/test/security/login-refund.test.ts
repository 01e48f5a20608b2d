import { beforeAll, describe, expect, it } from 'vitest';
import { proofOfWork } from '../../src/auth/proof-of-work';
import { signInGuard } from '../../src/auth/sign-in-guard';
import { addUser, login } from '../../src/auth/test-users';
import { dbRateLimiter } from '../../src/http/db-rate-limiter';
import { useTestServer } from '../harness';

/**
 * A successful sign-in once gave the address one failed attempt back, whoever had made
 * it, so one valid account could keep the address's count down while guessing across many user names.
 */
const PASSWORD = 'valid-account-password-1';
const ADDRESS_LIMIT = 5;

describe('a successful sign-in hands back only its own attempt', () => {
  const server = useTestServer({
    AUTH_LOGIN_MAX_FAILURES_PER_USER: '3',
    AUTH_LOGIN_MAX_FAILURES_PER_ADDRESS: String(ADDRESS_LIMIT),
  });
  beforeAll(async () => {
    await addUser(server.db, { userName: 'valid', password: PASSWORD, roles: ['Customer'] });
  });

  it('stops guesses across many user names at the address limit, however often a valid account signs in between', async () => {
    const address = '203.0.113.50';
    let passwordChecks = 0;
    for (let round = 0; round < 12; round++) {
      const guess = await login(server.app, `someone-${round}`, 'a-guess', address);
      if (guess.statusCode === 401) passwordChecks += 1;
      // Past the address's share each guess owes a proof of work, which this script does not pay.
      else expect(guess.statusCode).toBe(428);
      await login(server.app, 'valid', PASSWORD, address);
    }
    expect(passwordChecks).toBe(ADDRESS_LIMIT);
  });

  it('stops them too when the valid sign-ins run in parallel with the guesses', async () => {
    const address = '203.0.113.51';
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        n % 2 ? login(server.app, 'valid', PASSWORD, address) : login(server.app, `other-${n}`, 'x', address),
      ),
    );
    const guesses = answers.filter((_, n) => n % 2 === 0);
    expect(guesses.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(ADDRESS_LIMIT);
  });

  it('does not refund a failure of a later window when its own window has passed', async () => {
    const counters = dbRateLimiter(server.db, 'test-secret');
    const guard = signInGuard({
      counters,
      db: server.db,
      proofs: proofOfWork({ db: server.db, hmacKey: 'test-secret', cost: 1 }),
      limits: { maxFailuresPerUser: 3, maxFailuresPerAddress: ADDRESS_LIMIT, windowMinutes: 15 },
      secret: 'test-secret',
    });
    const address = '198.51.100.77';
    const attempt = (userName: string) => guard.attempt({ userName, userId: undefined, address }, undefined);
    const own = await attempt('valid');
    // The password check outlasts the window: a new one starts and other user names fail in it.
    await server.db.query(
      `UPDATE rate_counters SET window_ends_at = now() - interval '1 minute' WHERE scope LIKE 'login:%'`,
    );
    for (const name of ['a', 'b', 'c']) await attempt(name);
    const [valid] = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'valid'`);
    await guard.succeeded(own, valid!.id);
    // This address's counter: the table also holds the other tests' addresses.
    const { count } = await counters.peek(
      { scope: 'login:address', limit: ADDRESS_LIMIT, windowSeconds: 15 * 60 },
      address,
    );
    expect(count).toBe(3);
  });
});
