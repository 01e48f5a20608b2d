import { INDEXED_PAGES, NOT_CRAWLED } from '@ohmstead/contracts/site-map';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../adapters/mail/html';
import type { Config } from '../../config';
import { errorResponses, notJson } from '../../http/response-schemas';
import { SITE_MAP_MAX_AGE_SECONDS } from '../../limits';

/** A page of the sitemap beyond the fixed ones: a published feed item at its own address. */
export interface SiteMapEntry {
  path: string;
  /** When it last changed. */
  changedAt: Date;
}

/**
 * GET /robots.txt and GET /sitemap.xml (contracts/site-map.ts): what search engines are told. The sitemap
 * lists the fixed public pages and every published feed item (`publishedEntries`, handed over by app.ts
 * from the feeds' table), each at its address under SITE_URL. Not in the spec;
 * docs/decisions/0025-sitemap-and-robots.md.
 */
export const siteMapRoutes: FastifyPluginAsync<{
  config: Config;
  publishedEntries: () => Promise<SiteMapEntry[]>;
}> = async (app, { config, publishedEntries }) => {
  const cacheControl = `public, max-age=${SITE_MAP_MAX_AGE_SECONDS}`;

  // The same for every request: written once.
  const robots = [
    'User-agent: *',
    ...NOT_CRAWLED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${config.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
  // Text and XML, sent as strings: no JSON to serialize.
  const schema = { response: { 200: notJson, ...errorResponses() } };
  app.get('/robots.txt', { schema }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', cacheControl).send(robots),
  );

  app.get('/sitemap.xml', { schema }, async (_request, reply) => {
    const url = (path: string, changedAt?: Date) =>
      [
        '  <url>',
        `    <loc>${escapeHtml(`${config.siteUrl}${path}`)}</loc>`,
        ...(changedAt ? [`    <lastmod>${changedAt.toISOString()}</lastmod>`] : []),
        '  </url>',
      ].join('\n');
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...INDEXED_PAGES.map((path) => url(path)),
      ...(await publishedEntries()).map((entry) => url(entry.path, entry.changedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', cacheControl).send(body);
  });
};
