import type { FeedListResponse } from '@ohmstead/contracts/feeds';
import type { SocialListResponse } from '@ohmstead/contracts/feeds';
import type { HeroResponse } from '@ohmstead/contracts/home-configuration';
import type { NotificationsResponse } from '@ohmstead/contracts/maintenance';
import type { SeoData } from '@ohmstead/contracts/seo';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness';
import { addUser, tokenFor } from '../auth/test-users';
import { createPublicReadCache } from './public-read-cache';

const PASSWORD = 'cache-test-password';
const NEWS = '/api/Feed/GetAllFeedUser?pageNum=1&pageSize=9';

/**
 * The public-read cache through the real routes, on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL. The TTL is set far beyond any test's length, so whatever changes an answer here is an
 * invalidation or a publish date, never the expiry.
 */
describe('public reads answered from the cache', () => {
  const server = useTestServer({ PUBLIC_READ_CACHE_TTL_SECONDS: '600' });
  let token = '';

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const headings = async (url = NEWS) =>
    ((await get(url)).json() as FeedListResponse).feeds.map((f) => f.heading);
  const createFeed = async (heading: string, publishAt: Date) => {
    const response = await write('POST', '/api/Feed/CreateFeed', {
      feedType: 'News',
      heading,
      description: `<p>${heading}</p>`,
      publishAt: publishAt.toISOString(),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: number }).id;
  };

  beforeAll(async () => {
    await addUser(server.db, { userName: 'cache-admin', password: PASSWORD, roles: ['SuperAdmin'] });
    token = await tokenFor(server.app, 'cache-admin', PASSWORD);
  });

  it('serves the second read from memory, with an ETag and a short public Cache-Control', async () => {
    await createFeed('First light', new Date(Date.now() - 60_000));
    const first = await get(NEWS);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=10, stale-while-revalidate=20$/);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    // A row written behind the API's back is not seen: the answer came from memory.
    await server.db.query(`UPDATE feed_items SET heading = 'Changed by hand'`);
    const second = await get(NEWS);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    server.app.publicReads.dropAll();
    expect(await headings()).toEqual(['Changed by hand']);
  });

  it('answers 304 without a body to a matching If-None-Match, and 200 with a new ETag after an edit', async () => {
    const first = await get(NEWS);
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await get(NEWS, { 'if-none-match': ifNoneMatch });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toMatch(/^public, max-age=/);
    }
    expect((await get(NEWS, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    await createFeed('Second light', new Date(Date.now() - 30_000));
    const after = await get(NEWS, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as FeedListResponse).feeds[0]!.heading).toBe('Second light');
  });

  it('keys an answer by the validated query: one entry for every spelling, one per page and size', async () => {
    server.app.publicReads.dropAll();
    await get('/api/Feed/GetAllFeedUser?pageNum=1&pageSize=9');
    await get('/api/Feed/GetAllFeedUser?pageSize=9&pageNum=01');
    expect(server.app.publicReads.size).toBe(1);
    const second = await get('/api/Feed/GetAllFeedUser?pageNum=2&pageSize=1');
    expect((second.json() as FeedListResponse).feeds.map((f) => f.heading)).toEqual(['Changed by hand']);
    expect(await headings('/api/Feed/GetAllFeedUser?pageNum=1&pageSize=1')).toEqual(['Second light']);
    expect(server.app.publicReads.size).toBe(3);
  });

  it('answers a malformed query 400, never from nor into the cache, and never cacheable', async () => {
    const before = server.app.publicReads.size;
    for (const url of [
      '/api/Feed/GetAllFeedUser?pageNum=abc&pageSize=9',
      '/api/Feed/GetAllFeedUser?pageNum=1&pageSize=9&x=1',
      '/api/Feed/GetAllFeedUser?pageNum=1&pageSize=9&x=%00',
      '/api/Feed/GetFeedById?id=0',
      '/api/HomeConfiguration/GetHero?x=%00',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers.etag, url).toBeUndefined();
      expect(response.headers['cache-control'] ?? '', url).not.toMatch(/public/);
    }
    // An unknown item is a 404 that is not kept either.
    const missing = await get('/api/Feed/GetFeedById?id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(server.app.publicReads.size).toBe(before);
  });

  it('answers a call with a token fresh, never from the cache, and marked no-store', async () => {
    await get(NEWS); // cached
    const size = server.app.publicReads.size;
    await server.db.query(`UPDATE feed_items SET heading = 'Seen only fresh' WHERE heading = 'Second light'`);
    const signedIn = await get(NEWS, { authorization: `Bearer ${token}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers.etag).toBeUndefined();
    expect((signedIn.json() as FeedListResponse).feeds[0]!.heading).toBe('Seen only fresh');
    // Nor did it fill the cache: the public answer is still the one from before.
    expect(server.app.publicReads.size).toBe(size);
    expect((await headings())[0]).toBe('Second light');
    // Even a token that is no longer valid (or never was) is answered no-store, never from memory.
    const bogus = await get(NEWS, { authorization: 'Bearer not-a-token' });
    expect(bogus.headers['cache-control']).toBe('no-store');
    expect(bogus.headers.etag).toBeUndefined();
    server.app.publicReads.dropAll();
  });

  it('shows a scheduled item at its publish time, however long the TTL', async () => {
    const publishAt = new Date(Date.now() + 2_000);
    await createFeed('Scheduled light', publishAt);
    const before = await get(NEWS);
    expect((before.json() as FeedListResponse).feeds.map((f) => f.heading)).not.toContain('Scheduled light');
    // A CDN may not keep it past the publish time either: max-age ends then, with no stale use.
    const maxAge = Number(/max-age=(\d+)/.exec(before.headers['cache-control'] as string)?.[1]);
    expect(maxAge).toBeLessThanOrEqual(2);
    expect(before.headers['cache-control']).not.toMatch(/stale-while-revalidate/);
    expect((await get(NEWS)).body).toBe(before.body); // still from memory
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt.getTime() - Date.now()) + 50));
    expect((await headings())[0]).toBe('Scheduled light');
  });

  it('drops the answers each admin write changes: feeds, social items, page tags, hero and notice', async () => {
    // News & Events: update, publish now, delete.
    const id = await createFeed('Edited light', new Date(Date.now() - 10_000));
    expect(await headings()).toContain('Edited light');
    const detail = `/api/Feed/GetFeedById?id=${id}`;
    expect((await get(detail)).json()).toMatchObject({ heading: 'Edited light' });
    const update = await write('PUT', `/api/Feed/UpdateFeed?id=${id}`, {
      feedType: 'News',
      heading: 'Edited again',
      description: '<p>Edited again</p>',
      publishAt: new Date(Date.now() - 10_000).toISOString(),
    });
    expect(update.statusCode).toBe(200);
    expect(await headings()).toContain('Edited again');
    expect((await get(detail)).json()).toMatchObject({ heading: 'Edited again' });
    const later = await createFeed('Later light', new Date(Date.now() + 3_600_000));
    expect(await headings()).not.toContain('Later light');
    expect((await write('POST', `/api/Feed/PublishFeed?id=${later}`)).statusCode).toBe(200);
    expect((await headings())[0]).toBe('Later light');
    expect((await write('DELETE', `/api/Feed/DeleteFeed?id=${id}`)).statusCode).toBe(200);
    expect(await headings()).not.toContain('Edited again');
    expect((await get(detail)).statusCode).toBe(404);

    // Social items: the public list follows a delete.
    await server.db.query(
      `INSERT INTO social_items (kind, heading, description) VALUES ('ExternalLink', 'Logo', 'https://funder.example')`,
    );
    server.app.publicReads.dropAll();
    const logos = async () =>
      ((await get('/api/Feed/GetAllExternalLinks')).json() as SocialListResponse).feeds;
    const [logo] = await logos();
    expect(logo).toBeDefined();
    expect((await write('DELETE', `/api/Feed/DeleteSocialItem?id=${logo!.id}`)).statusCode).toBe(200);
    expect(await logos()).toEqual([]);

    // Page tags, edited from the home configuration screen; any spelling of the name.
    const tags = async () => (await get('/api/Seo/GetSeoDataByName?pageName=home')).json() as SeoData;
    const oldTitle = (await tags()).title;
    const seo = await write('PUT', '/api/HomeConfiguration/UpdateSeo', {
      pageName: 'Home',
      title: 'A new title',
      metaKeyword: 'routers',
      metaDescription: 'Solid-state power routers',
    });
    expect(seo.statusCode).toBe(200);
    expect(oldTitle).not.toBe('A new title');
    expect((await tags()).title).toBe('A new title');

    // The Home hero.
    const hero = async () => (await get('/api/HomeConfiguration/GetHero')).json() as HeroResponse;
    await hero();
    const texts = { beforeTitle: 'Now', title: 'Power, routed', text: 'Every port, every watt.' };
    expect((await write('PUT', '/api/HomeConfiguration/UpdateHero', texts)).statusCode).toBe(200);
    expect(await hero()).toMatchObject(texts);

    // The maintenance notice.
    const notice = async () =>
      ((await get('/api/Notification/GetAllNotification')).json() as NotificationsResponse).notifications[0];
    await notice();
    const maintenance = await write('PUT', '/api/Notification/UpdateMaintenance', {
      message: '<p>Down tonight</p>',
      status: 'Active',
    });
    expect(maintenance.statusCode).toBe(200);
    expect(await notice()).toMatchObject({ message: '<p>Down tonight</p>', status: 'Active' });
  });

  it('keeps the topics apart: a hero edit leaves the news lists in memory', async () => {
    const news = await get(NEWS);
    await server.db.query(`UPDATE feed_items SET heading = 'Unseen'`);
    const texts = { beforeTitle: 'Again', title: 'Power, routed', text: 'Every port.' };
    expect((await write('PUT', '/api/HomeConfiguration/UpdateHero', texts)).statusCode).toBe(200);
    expect((await get(NEWS)).body).toBe(news.body);
    server.app.publicReads.dropAll();
  });
});

describe('the cache itself', () => {
  /** A one-route app over a cache made for the test, its answers counted. */
  const appWith = async (options: { maxEntries?: number; ttlMs?: number } = {}) => {
    let loads = 0;
    let release: () => void = () => {};
    let gate: Promise<void> | undefined;
    const cache = createPublicReadCache({
      ttlMs: options.ttlMs ?? 60_000,
      maxAgeSeconds: 10,
      staleWhileRevalidateSeconds: 20,
      maxEntries: options.maxEntries ?? 100,
      maxBytes: 1024 * 1024,
    });
    const app = Fastify();
    app.get<{ Querystring: { page: string } }>('/read', (request, reply) =>
      cache.send(request, reply, {
        topic: 'feeds',
        key: request.query.page,
        load: async () => {
          loads += 1;
          const answer = { page: request.query.page, load: loads };
          await gate;
          return answer;
        },
      }),
    );
    await app.ready();
    return {
      app,
      cache,
      loads: () => loads,
      hold() {
        gate = new Promise((resolve) => (release = resolve));
      },
      release: () => {
        gate = undefined;
        release();
      },
    };
  };

  it('is bounded: the least recently used answer goes first', async () => {
    const { app, cache, loads } = await appWith({ maxEntries: 2 });
    for (const page of ['1', '2', '1', '3']) await app.inject(`/read?page=${page}`);
    expect(cache.size).toBe(2);
    expect(loads()).toBe(3);
    await app.inject('/read?page=1'); // still there: used more recently than 2
    expect(loads()).toBe(3);
    await app.inject('/read?page=2'); // evicted
    expect(loads()).toBe(4);
    await app.close();
  });

  it('expires an answer after its TTL', async () => {
    const { app, loads } = await appWith({ ttlMs: 50 });
    await app.inject('/read?page=1');
    await app.inject('/read?page=1');
    expect(loads()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await app.inject('/read?page=1');
    expect(loads()).toBe(2);
    await app.close();
  });

  it('makes one answer for concurrent misses, and never keeps one made across a write', async () => {
    const test = await appWith();
    test.hold();
    const together = Promise.all([1, 2, 3].map(() => test.app.inject('/read?page=1')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(test.loads()).toBe(1);
    // A write while the answer is being made: the answer is sent, but not kept.
    await test.cache.invalidate('feeds');
    test.release();
    const answers = await together;
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(test.cache.size).toBe(0);
    await test.app.inject('/read?page=1');
    expect(test.loads()).toBe(2);
    await test.app.close();
  });
});
