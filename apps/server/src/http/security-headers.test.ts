import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { addUser, tokenFor } from '../auth/test-users';
import { loadConfig } from '../config';

/** A built site and widget of our own, so these tests need no build: one inline script, bundles, maps. */
const STUB = 'window.ChatWidget = window.ChatWidget || { q: [] };';
const page = (inline: string) => `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Ohmstead Power</title>
<script type="module" crossorigin src="/static/index-abc123.js"></script></head>
<body><div id="root"></div>
<script>${inline}</script>
<script src="/widget/chat-widget.js" async></script></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function builtFolders() {
  const root = mkdtempSync(path.join(tmpdir(), 'ohmstead-headers-'));
  const site = path.join(root, 'site');
  const widget = path.join(root, 'widget');
  mkdirSync(path.join(site, 'static'), { recursive: true });
  mkdirSync(widget, { recursive: true });
  writeFileSync(path.join(site, 'index.html'), page(STUB));
  writeFileSync(path.join(site, 'static', 'index-abc123.js'), 'console.log("site");');
  writeFileSync(path.join(site, 'static', 'index-abc123.js.map'), '{"version":3}');
  writeFileSync(path.join(widget, 'chat-widget.js'), 'console.log("widget");');
  writeFileSync(path.join(widget, 'chat-widget.js.map'), '{"version":3}');
  return { root, site, widget };
}

const directives = (response: LightMyRequestResponse) =>
  new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

function expectEverywhereHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers (docs/security-headers.md)', () => {
  let server: TestServer;
  let folders: ReturnType<typeof builtFolders>;
  let token: string;
  beforeAll(async () => {
    folders = builtFolders();
    server = await startTestServer({ SITE_DIST: folders.site, WIDGET_DIST: folders.widget });
    await addUser(server.db, { userName: 'headers-admin', password: 'headers-password', roles: ['Admin'] });
    token = await tokenFor(server.app, 'headers-admin', 'headers-password');
  });
  afterAll(async () => {
    await server.close();
    rmSync(folders.root, { recursive: true, force: true });
  });

  it.each(['/', '/contact-us', '/index.html'])(
    'sends the site policy on the page %s, allowing its inline script by hash only',
    async (url) => {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expectEverywhereHeaders(response);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      const policy = directives(response);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'", sha256(STUB), 'https://www.youtube.com']);
      expect(policy.get('style-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval)/);
      // A public page is not personal: revalidated, not forbidden to keep.
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('hashes the page it sends: a rebuilt index.html is allowed its new script without a restart', async () => {
    const changed = `${STUB} window.rebuilt = true;`;
    writeFileSync(path.join(folders.site, 'index.html'), page(changed));
    try {
      const policy = directives(await server.app.inject({ url: '/news-events' }));
      expect(policy.get('script-src')).toContain(sha256(changed));
      expect(policy.get('script-src')).not.toContain(sha256(STUB));
    } finally {
      writeFileSync(path.join(folders.site, 'index.html'), page(STUB));
    }
  });

  it('answers the API with nosniff and a referrer policy, no page policy, and a public read as cacheable', async () => {
    const response = await server.app.inject({ url: '/api/Config/Public' });
    expect(response.statusCode).toBe(200);
    expectEverywhereHeaders(response);
    expect(response.headers['content-security-policy']).toBeUndefined();
    // A public read (http/public-read-cache.ts) may be kept briefly by a CDN; nothing else says so.
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });

  it('never lets an authenticated answer be stored', async () => {
    const profile = await server.app.inject({
      url: '/api/Account/Profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expectEverywhereHeaders(profile);
    expect(profile.headers['cache-control']).toBe('no-store');
    // Refused tokens too: the answer still belongs to whoever sent one.
    const refused = await server.app.inject({
      url: '/api/Account/Profile',
      headers: { authorization: 'Bearer forged.token.value' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    // The sign-in answer carries a token although its request carries none.
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/Auth/AuthTokenLogin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'headers-admin', password: 'headers-password' }),
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('keeps a static asset’s own caching, unless the request was authenticated', async () => {
    const url = '/assets/documents/spec-sheet-power-router.pdf';
    const asset = await server.app.inject({ url });
    expect(asset.statusCode).toBe(200);
    expectEverywhereHeaders(asset);
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['cache-control']).toBe('public, max-age=604800');
    const authenticated = await server.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect(authenticated.headers['cache-control']).toBe('no-store');
  });

  it('serves the site bundles and the widget bundle with nosniff and their own caching', async () => {
    const bundle = await server.app.inject({ url: '/static/index-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    expectEverywhereHeaders(bundle);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const widget = await server.app.inject({ url: '/widget/chat-widget.js' });
    expect(widget.statusCode).toBe(200);
    expect(widget.headers['content-type']).toMatch(/javascript/);
    expectEverywhereHeaders(widget);
    expect(widget.headers['content-security-policy']).toBeUndefined();
  });

  it('adds the headers to a not-found answer too', async () => {
    const response = await server.app.inject({ url: '/api/No/Such/Call' });
    expect(response.statusCode).toBe(404);
    expectEverywhereHeaders(response);
  });

  it.each([
    '/static/index-abc123.js.map',
    '/widget/chat-widget.js.map',
    '/widget/chat-widget.js.m%61p',
    '/widget/chat-widget.js.MAP',
  ])('does not serve the source map %s by default', async (url) => {
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBe(404);
  });
});

describe('security headers as a deployment configures them', () => {
  let server: TestServer;
  let folders: ReturnType<typeof builtFolders>;
  beforeAll(async () => {
    folders = builtFolders();
    server = await startTestServer({
      SITE_DIST: folders.site,
      WIDGET_DIST: folders.widget,
      SERVE_SOURCE_MAPS: 'true',
      ASSET_BASE: 'https://cdn.ohmstead.test/media',
      CSP_CONNECT_SRC: 'https://chat.ohmstead.test, wss://socket.ohmstead.test',
      CSP_SCRIPT_SRC: 'https://chat.ohmstead.test/',
      CSP_IMG_SRC: 'https://images.partner.test',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET_KEY: 'secret-key',
      LEAD_CAPTURE_URL: 'https://leads.partner.test/servlet/WebToLead',
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(folders.root, { recursive: true, force: true });
  });

  it.each(['/static/index-abc123.js.map', '/widget/chat-widget.js.map'])(
    'serves the source map %s with SERVE_SOURCE_MAPS=true',
    async (url) => {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"version":3}');
      expectEverywhereHeaders(response);
    },
  );

  it('adds the configured origins, the CDN, reCAPTCHA and the lead service where each is needed', async () => {
    const policy = directives(await server.app.inject({ url: '/' }));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://cdn.ohmstead.test',
      'https://chat.ohmstead.test',
      'wss://chat.ohmstead.test',
      'wss://socket.ohmstead.test',
    ]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      sha256(STUB),
      'https://www.youtube.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://chat.ohmstead.test',
    ]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'https://cdn.ohmstead.test',
      'https://i.ytimg.com',
      'https://images.partner.test',
    ]);
    expect(policy.get('media-src')).toEqual(["'self'", 'https://cdn.ohmstead.test']);
    expect(policy.get('frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(policy.get('form-action')).toEqual(["'self'", 'https://leads.partner.test', 'http://site.test']);
  });
});

describe('CSP settings', () => {
  it.each(["'unsafe-inline'", 'https://ok.test; script-src *', 'https://cdn.test/path', 'javascript:x', '*'])(
    'refuses %s as an origin, naming the variable',
    (value) => {
      expect(() => loadConfig({ CSP_CONNECT_SRC: value })).toThrow(/CSP_CONNECT_SRC/);
    },
  );
});
