import type { HeroResponse } from '@ohmstead/contracts/home-configuration';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useServerNodes } from '../../test/server-nodes';
import { PUBLIC_READ_CHANNEL } from './public-read-cache';

/**
 * The public-read cache of two server processes on one PostgreSQL database: a write on one
 * drops the other's answers through LISTEN/NOTIFY. The TTL is ten minutes, so an answer that changes
 * within the test's bound changed by the notification. The bound is a deadline for a notification that
 * never comes, not a speed target (a loaded machine may take seconds), and stays far below the TTL that a
 * missed notification falls back on (PUBLIC_READ_CACHE_TTL_SECONDS). PostgreSQL only: two
 * PGlite apps cannot share a database (vitest.config.ts leaves this file out of the PGlite run).
 */
const NOTIFIED_WITHIN_MS = 15_000;
const HERO = '/api/HomeConfiguration/GetHero';

describe('public reads cached on two server processes', { timeout: 60_000 }, () => {
  const nodes = useServerNodes({
    label: 'cache',
    env: { PUBLIC_READ_CACHE_TTL_SECONDS: '600' },
    user: { userName: 'ada', password: 'cache-nodes-password' },
  });

  const hero = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: HERO })).json() as HeroResponse;
  const updateHero = async (app: FastifyInstance, title: string) => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/HomeConfiguration/UpdateHero',
      headers: { authorization: `Bearer ${nodes.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ beforeTitle: 'Now', title, text: 'Every port, every watt.' }),
    });
    expect(response.statusCode).toBe(200);
  };
  /** Waits until `app` answers the hero with `title`; fails past the bound. */
  const seen = async (app: FastifyInstance, title: string) => {
    const started = Date.now();
    while ((await hero(app)).title !== title) {
      if (Date.now() - started > NOTIFIED_WITHIN_MS) throw new Error(`"${title}" not seen within the bound`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return (await hero(app)).title;
  };

  it('drops the other process’s cached answer when one process writes', async () => {
    const [a, b] = [nodes.apps[0]!, nodes.apps[1]!];
    const before = await hero(b);
    // B keeps its answer in memory: a row changed behind both processes' backs is not seen.
    await nodes.dbs[0]!.query(`UPDATE home_hero SET title = 'Changed by hand'`);
    expect(await hero(b)).toEqual(before);
    await updateHero(a, 'Written on A');
    expect(await seen(b, 'Written on A')).toBe('Written on A');
    await updateHero(b, 'Written on B');
    expect(await seen(a, 'Written on B')).toBe('Written on B');
  });

  it('after losing its LISTEN connection, a process reconnects, drops what it kept, and hears again', async () => {
    const [a, b] = [nodes.apps[0]!, nodes.apps[1]!];
    await hero(b);
    expect(b.publicReads.size).toBeGreaterThan(0);
    // Both processes' listening connections are ended by the server (as a restart or a network cut would).
    const ended = await nodes.admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = $1 AND query = $2`,
      [nodes.name, `LISTEN "${PUBLIC_READ_CHANNEL}"`],
    );
    expect(ended.length).toBe(2);
    const started = Date.now();
    while (b.publicReads.size > 0) {
      if (Date.now() - started > NOTIFIED_WITHIN_MS)
        throw new Error('the cache was not dropped after the reconnection');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await hero(b);
    await updateHero(a, 'After the cut');
    expect(await seen(b, 'After the cut')).toBe('After the cut');
  });
});
