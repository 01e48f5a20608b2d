import { INDEXED_PAGES, NOT_CRAWLED } from '@ohmstead/contracts/site-map';
import { describe, expect, it } from 'vitest';
import { startTestServer, useTestServer } from '../../../test/harness';

/** GET /sitemap.xml and /robots.txt: what search engines are told (contracts/site-map.ts). */
describe('sitemap and robots.txt', () => {
  const server = useTestServer({ SITE_URL: 'https://www.example.com/' });

  const addFeed = async (heading: string, publishAt: string, updatedAt = publishAt) =>
    Number(
      (
        await server.db.query<{ id: number }>(
          `INSERT INTO feed_items (feed_type, heading, description, publish_at, updated_at)
           VALUES ('News', $1, 'Text.', $2, $3) RETURNING id`,
          [heading, publishAt, updatedAt],
        )
      )[0]!.id,
    );

  it('asks crawlers to leave the signed-in areas and the API alone, and names the sitemap', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      ...NOT_CRAWLED.map((path) => `Disallow: ${path}`),
      '',
      'Sitemap: https://www.example.com/sitemap.xml',
      '',
    ]);
  });

  it('lists the public pages and each published feed item at its own address, never a scheduled one', async () => {
    const published = await addFeed(
      'Grid & Power: Q3 results',
      '2026-03-01T09:00:00Z',
      '2026-03-04T10:30:00Z',
    );
    const older = await addFeed('First delivery', '2026-01-15T08:00:00Z');
    await addFeed('Next launch', '2999-01-01T00:00:00Z');

    const response = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const body = response.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    const entries = [...body.matchAll(/<url>\s*<loc>([^<]*)<\/loc>(?:\s*<lastmod>([^<]*)<\/lastmod>)?/g)].map(
      ([, loc, lastmod]) => [loc, lastmod],
    );
    expect(entries).toEqual([
      ...INDEXED_PAGES.map((path) => [`https://www.example.com${path}`, undefined]),
      [`https://www.example.com/News/grid-power-q3-results/${published}`, '2026-03-04T10:30:00.000Z'],
      [`https://www.example.com/News/first-delivery/${older}`, '2026-01-15T08:00:00.000Z'],
    ]);
  });

  it('writes an address with XML’s special characters escaped', async () => {
    const odd = await startTestServer({ SITE_URL: 'https://example.com/?a=1&b=<2>' });
    try {
      const response = await odd.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.body).toContain('<loc>https://example.com/?a=1&amp;b=&lt;2&gt;/about-us</loc>');
      expect(response.body).not.toContain('&b=<2>');
    } finally {
      await odd.close();
    }
  });
});
