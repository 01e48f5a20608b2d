import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness';
import { dbRateLimiter, type RateWindow } from './db-rate-limiter';

describe('the database rate limiter', () => {
  const server = useTestServer();

  const perMinute = (scope: string, limit: number): RateWindow => ({ scope, limit, windowSeconds: 60 });

  // `take` counts in the database, or in memory on the embedded database (one process): the same answers.
  describe.each([
    { store: 'the database', takeInMemory: false },
    { store: 'memory', takeInMemory: true },
  ])('take, counted in $store', ({ takeInMemory }) => {
    const limiterFor = (name: string) => ({
      limiter: dbRateLimiter(server.db, 'test-secret', { takeInMemory }),
      scope: (what: string, limit: number) => perMinute(`test:${name}:${takeInMemory}:${what}`, limit),
    });

    it('counts a call against each limit in turn and stops at the first one used up', async () => {
      const { limiter, scope } = limiterFor('turns');
      const identity = scope('identity', 2);
      const address = scope('address', 10);
      const take = () =>
        limiter.take([
          [identity, 'guest:a'],
          [address, '10.0.0.1'],
        ]);
      expect((await take()).allowed).toBe(true);
      expect((await take()).allowed).toBe(true);
      const refused = await take();
      expect(refused).toMatchObject({ allowed: false, count: 3, remaining: 0 });
      expect(refused.retryAfterS).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterS).toBeLessThanOrEqual(60);
      // The refused call did not use up the address's share: this is its third call.
      expect((await limiter.take([[address, '10.0.0.1']])).count).toBe(3);
    });

    it('lets exactly the limit through when calls race, and counts refused ones nowhere after', async () => {
      const { limiter, scope } = limiterFor('race');
      const identity = scope('identity', 5);
      const address = scope('address', 100);
      const session = scope('session', 1000);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          limiter.take([
            [session, '10.0.0.9'],
            [identity, 'guest:race'],
            [address, '10.0.0.9'],
          ]),
        ),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(5);
      expect(results.filter((result) => !result.allowed).every((result) => result.count > 5)).toBe(true);
      expect((await limiter.take([[session, '10.0.0.9']])).count).toBe(21);
      expect((await limiter.take([[identity, 'guest:race']])).count).toBe(21);
      expect((await limiter.take([[address, '10.0.0.9']])).count).toBe(6);
    });
  });

  it('counts in memory on the embedded database only, where one process is the whole store', async () => {
    const window = perMinute('test:where', 5);
    await dbRateLimiter(server.db, 'test-secret').take([[window, 'guest:w']]);
    const stored = await server.db.query('SELECT 1 FROM rate_counters WHERE scope = $1', [window.scope]);
    expect(stored).toHaveLength(server.db.kind === 'pglite' ? 0 : 1);
  });

  it('keeps scopes and keys apart, and never stores the values themselves', async () => {
    const limiter = dbRateLimiter(server.db, 'test-secret');
    await limiter.add(perMinute('test:other', 1), 'guest:a');
    expect((await limiter.peek(perMinute('test:other', 1), 'guest:b')).count).toBe(0);
    const keys = await server.db.query<{ key: string }>('SELECT key FROM rate_counters');
    expect(keys.some((row) => row.key.includes('guest') || row.key.includes('10.0.0.1'))).toBe(false);
  });

  it('counts amounts inside a transaction, and a rollback takes them back', async () => {
    const limiter = dbRateLimiter(server.db, 'test-secret');
    const bytes: RateWindow = { scope: 'test:bytes', limit: 1000, windowSeconds: 86_400 };
    await limiter.add(bytes, '10.0.0.2', 600);
    await expect(
      server.db.transaction(async (tx) => {
        const over = await limiter.add(bytes, '10.0.0.2', 500, tx);
        expect(over).toMatchObject({ allowed: false, count: 1100 });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await limiter.peek(bytes, '10.0.0.2')).toMatchObject({ count: 600, remaining: 400 });
  });
});
