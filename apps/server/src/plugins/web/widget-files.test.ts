import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { forThisBlock } from '../../../test/block-resource';
import { useTestServer } from '../../../test/harness';

/** A built widget of our own, as the widget build lays it out: stable loader and entry, hashed panel build. */
const LOADER = 'import("./esm/panel-0123abcd.js"); // the loader\n'.repeat(40);
const CHUNK = 'export const modal = "a chunk of the panel";\n'.repeat(40);
const FILES: Record<string, string> = {
  'chat-widget.js': LOADER,
  'esm/index.js': 'export * from "./panel-0123abcd.js";\n'.repeat(40),
  'esm/panel-0123abcd.js': 'export const mountPanel = () => "the panel";\n'.repeat(40),
  'esm/chunks/Modal-89abcdef.js': CHUNK,
};

function builtWidget() {
  const root = mkdtempSync(path.join(tmpdir(), 'ohmstead-widget-files-'));
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
    writeFileSync(`${file}.map`, '{"version":3}');
  }
  return root;
}

const decoded = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

describe('the widget files under /widget/ (docs/decisions/0039-serving-the-widget.md)', () => {
  const widget = forThisBlock(
    'the built widget',
    async () => ({ root: builtWidget() }),
    async ({ root }) => rmSync(root, { recursive: true, force: true }),
  );
  const server = useTestServer(() => ({ WIDGET_DIST: widget.root }));

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  it.each([
    ['br', 'gzip, deflate, br', 'br'],
    ['gzip', 'gzip, deflate', 'gzip'],
    ['none', undefined, undefined],
  ])(
    'sends the loader and a hashed chunk with %s compression as the browser accepts',
    async (_name, accept, encoding) => {
      for (const [url, text] of [
        ['/widget/chat-widget.js', LOADER],
        ['/widget/esm/chunks/Modal-89abcdef.js', CHUNK],
      ] as const) {
        const response = await get(url, accept ? { 'accept-encoding': accept } : {});
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(response.headers['content-type'], url).toMatch(/javascript/);
        expect(String(response.headers.vary), url).toMatch(/accept-encoding/i);
        expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
        expect(decoded(response.rawPayload, encoding), url).toBe(text);
      }
    },
  );

  it('caches the hashed files for good and revalidates the loader and the ESM entry', async () => {
    for (const url of ['/widget/esm/panel-0123abcd.js', '/widget/esm/chunks/Modal-89abcdef.js']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/widget/chat-widget.js', '/widget/esm/index.js']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.headers['cache-control'], url).toBe('public, max-age=300, stale-while-revalidate=300');
      expect(response.headers.etag, url).toMatch(/^"[\w-]{43}"$/);
    }
  });

  it('answers a revalidation of the unchanged loader with a 304 and no body, per encoding', async () => {
    const brotli = await get('/widget/chat-widget.js', { 'accept-encoding': 'br' });
    const plain = await get('/widget/chat-widget.js');
    const etag = String(brotli.headers.etag);
    // Each encoding is its own representation, with its own strong validator.
    expect(String(plain.headers.etag)).not.toBe(etag);

    const again = await get('/widget/chat-widget.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=300');
    expect(again.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const other = await get('/widget/chat-widget.js', {
      'accept-encoding': 'br',
      'if-none-match': '"another-version"',
    });
    expect(other.statusCode).toBe(200);
    expect(decoded(other.rawPayload, 'br')).toBe(LOADER);
  });

  it('sends a changed loader in full to a browser that holds the old one', async () => {
    const before = await get('/widget/chat-widget.js', { 'accept-encoding': 'gzip' });
    const next = `${LOADER}// the next release\n`;
    const file = path.join(widget.root, 'chat-widget.js');
    writeFileSync(file, next);
    writeFileSync(`${file}.gz`, gzipSync(next, { level: 9 }));
    const after = await get('/widget/chat-widget.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(decoded(after.rawPayload, 'gzip')).toBe(next);
  });

  it('keeps the source maps unserved', async () => {
    for (const url of ['/widget/chat-widget.js.map', '/widget/esm/panel-0123abcd.js.map']) {
      expect((await get(url, { 'accept-encoding': 'br' })).statusCode, url).toBe(404);
    }
  });
});
