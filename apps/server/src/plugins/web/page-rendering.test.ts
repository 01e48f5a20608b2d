import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';

/**
 * The server's side of the server rendering (docs/decisions/0026-server-rendering.md): a site
 * build whose server entry is a small stand-in, so that what is tested is the serving — in-process public
 * reads, the rendered-page cache and its drops, redirects, the browser's fallback, CSP and compression —
 * not the site's pages (apps/site/src/entry-server.test.tsx tests those).
 */

const STUB = 'window.ChatWidget = { q: [] };';
const TEMPLATE = `<!doctype html><html lang="en"><head><!--page-tags--><title>Default</title><!--/page-tags--></head>
<body><div id="root"><!--page-html--><!--/page-html--></div><!--page-data--><script>${STUB}</script></body></html>`;

/** A server entry of the contract in packages/contracts/src/page-rendering.ts; `version` marks a rebuild. */
const entry = (version: string) => `
let renders = 0;
const escape = (text) => String(text).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
export function createPageRenderer({ template, siteUrl, readApi }) {
  const page = (status, text) => ({
    kind: 'page',
    status,
    html: template
      .replace('<!--page-html--><!--/page-html-->', '<main>' + escape(text) + '</main>')
      .replace('<!--page-data-->', '<script type="application/json" id="page-data">{"x":1}</script>'),
  });
  return {
    async render(url) {
      const { pathname, searchParams } = new URL(url, siteUrl);
      if (pathname === '/elsewhere') return { kind: 'redirect', status: 302, location: '/' };
      if (pathname === '/admin/area') return { kind: 'client' };
      if (pathname === '/broken') throw new Error('the render failed');
      if (pathname === '/read') {
        const answer = await readApi(searchParams.get('path'));
        return page(200, answer.status + ' ' + answer.body);
      }
      const tags = JSON.parse((await readApi('Seo/GetSeoDataByName?pageName=Home')).body);
      renders += 1;
      return page(pathname === '/missing' ? 404 : 200, '${version} render ' + renders + ': ' + tags.title);
    },
  };
}`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('pages rendered by the site server build', () => {
  let server: TestServer;
  let siteDist: string;
  let siteServerDist: string;
  let token = '';
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });
  const main = (body: string) => /<main>([^<]*)<\/main>/.exec(body)?.[1];

  beforeAll(async () => {
    siteDist = mkdtempSync(path.join(tmpdir(), 'ohmstead-ssr-site-'));
    siteServerDist = mkdtempSync(path.join(tmpdir(), 'ohmstead-ssr-server-'));
    mkdirSync(path.join(siteDist, '.vite'));
    writeFileSync(path.join(siteDist, 'index.html'), TEMPLATE);
    writeFileSync(path.join(siteDist, '.vite', 'manifest.json'), '{}');
    writeFileSync(path.join(siteServerDist, 'package.json'), '{ "type": "module" }');
    writeFileSync(path.join(siteServerDist, 'entry-server.js'), entry('first build'));
    server = await startTestServer({
      SITE_DIST: siteDist,
      SITE_SERVER_DIST: siteServerDist,
      PUBLIC_READ_CACHE_TTL_SECONDS: '600',
    });
    await addUser(server.db, {
      userName: 'ssr-admin',
      password: 'ssr-admin-password',
      roles: ['SuperAdmin'],
    });
    token = await tokenFor(server.app, 'ssr-admin', 'ssr-admin-password');
  });
  afterAll(async () => {
    await server.close();
    rmSync(siteDist, { recursive: true, force: true });
    rmSync(siteServerDist, { recursive: true, force: true });
  });

  it('sends the rendered page with the hashes of its inline scripts only (its JSON data is no script)', async () => {
    const response = await get('/about-us');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(main(response.body)).toMatch(/^first build render \d+: /);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${sha256(STUB)} `);
    expect(policy).not.toContain(sha256('{"x":1}'));
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps a rendered page in memory until a write drops what it read', async () => {
    const first = main((await get('/careers')).body);
    expect(main((await get('/careers')).body)).toBe(first);
    // Another address is another page.
    expect(main((await get('/resources')).body)).not.toBe(first);

    const edit = await server.app.inject({
      method: 'PUT',
      url: '/api/HomeConfiguration/UpdateSeo',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        pageName: 'Home',
        title: 'Edited home title',
        metaKeyword: 'edited',
        metaDescription: 'Edited.',
      }),
    });
    expect(edit.statusCode).toBe(200);
    const after = main((await get('/careers')).body);
    expect(after).not.toBe(first);
    expect(after).toMatch(/: Edited home title$/);
  });

  it('renders a 404 page every time: it is never kept', async () => {
    const first = await get('/missing');
    expect(first.statusCode).toBe(404);
    expect(main((await get('/missing')).body)).not.toBe(main(first.body));
  });

  it('answers the route table’s redirects as redirects', async () => {
    const response = await get('/elsewhere');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('sends index.html for the pages the browser renders, and for a page whose render failed', async () => {
    for (const url of ['/admin/area', '/broken']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<!--page-html--><!--/page-html-->');
      expect(String(response.headers['content-security-policy']), url).toContain(sha256(STUB));
    }
  });

  it('answers only the public reads in process, validated as over HTTP', async () => {
    const read = async (address: string) =>
      main((await get(`/read?path=${encodeURIComponent(address)}`)).body);
    expect(await read('Seo/GetSeoDataByName?pageName=AboutUs')).toMatch(/^200 \{"responseStatusCode":200,/);
    expect(await read('Feed/GetAllFeedUser?pageNum=0&pageSize=3')).toMatch(/^400 /);
    expect(await read('Users/GetAll')).toBe(
      '404 {"responseStatusCode":404,"message":"Users/GetAll is not a public read"}',
    );
    expect(await read('Account/Profile')).toMatch(/^404 .*is not a public read/);
  });

  it('compresses the page as the browser accepts: Brotli, else gzip, else not at all', async () => {
    const plain = await get('/contact-us');
    const br = await get('/contact-us', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/contact-us', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('uses a rebuilt server entry without a restart', async () => {
    const file = path.join(siteServerDist, 'entry-server.js');
    writeFileSync(file, entry('second build'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(main((await get('/a-page-after-the-rebuild')).body)).toMatch(/^second build render 1: /);
  });
});

describe('a site without a server build', () => {
  it('sends index.html for every page, for the browser to render', async () => {
    const siteDist = mkdtempSync(path.join(tmpdir(), 'ohmstead-ssr-site-'));
    writeFileSync(path.join(siteDist, 'index.html'), TEMPLATE);
    const server = await startTestServer({
      SITE_DIST: siteDist,
      SITE_SERVER_DIST: path.join(siteDist, 'no-server-build'),
    });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/news-events' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(TEMPLATE);
    } finally {
      await server.close();
      rmSync(siteDist, { recursive: true, force: true });
    }
  });
});
