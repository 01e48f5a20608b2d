import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

/**
 * Every file of the widget's panel build is named by a hex content hash (packages/chat-widget/rollup.config.mjs):
 * `esm/panel-[hash].js`, `esm/chunks/[name]-[hash].js`, their maps and their compressed copies.
 */
const CONTENT_HASHED = /-[0-9a-f]{8}\.js(?:\.map)?(?:\.br|\.gz)?$/;
/** A hashed file never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The loader (`chat-widget.js`, whose address hosts paste into their pages) and the ESM entry keep their
 * names: fresh for five minutes, so a release reaches every host page within that, then revalidated (a
 * 304 when nothing changed). Stale for at most five more while the browser revalidates in the background:
 * not longer, because a stale loader names the panel of the release before, whose files a new build
 * replaces (docs/decisions/0039-serving-the-widget.md).
 */
const REVALIDATED = 'public, max-age=300, stale-while-revalidate=300';

/** The strong ETag of a file as sent (each compressed copy has its own), kept while its size and mtime hold. */
function contentEtags() {
  const known = new Map<string, { mtimeMs: number; size: number; etag: string }>();
  return async (file: string, sent: Stats): Promise<string | undefined> => {
    const kept = known.get(file);
    if (kept?.mtimeMs === sent.mtimeMs && kept.size === sent.size) return kept.etag;
    const content = await readFile(file);
    const now = await stat(file);
    // Rewritten since it was sent (a build under way): no validator rather than one of other bytes.
    if (now.mtimeMs !== sent.mtimeMs || now.size !== sent.size || content.length !== sent.size) {
      return undefined;
    }
    const etag = `"${createHash('sha256').update(content).digest('base64url')}"`;
    known.set(file, { mtimeMs: sent.mtimeMs, size: sent.size, etag });
    return etag;
  };
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` is ignored on both sides. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * The widget bundle under `/widget/` (docs/decisions/0039-serving-the-widget.md): the .br and .gz copies the
 * build wrote, as the browser accepts them; hashed files cached for good; the loader and the ESM entry
 * revalidated against a strong ETag of their content, so an unchanged one is a 304 on every node;
 * `Cross-Origin-Resource-Policy: cross-origin`, because every file is loaded by pages of other sites.
 */
export const widgetFiles: FastifyPluginAsync<{
  root: string;
  allowedPath: (pathName: string) => boolean;
}> = async (app, { root, allowedPath }) => {
  const etagOf = contentEtags();
  /** The file each revalidated answer sends, from setHeaders to the onSend hook that sets its ETag. */
  const revalidated = new WeakMap<FastifyReply, { file: string; stat: Stats }>();

  await app.register(fastifyStatic, {
    root,
    prefix: '/widget/',
    decorateReply: false,
    allowedPath,
    preCompressed: true,
    // Our own strong ETag below instead of @fastify/send's weak one of size and mtime, which differs
    // between nodes that built the same bytes. No Last-Modified (the ETag validates, and a hashed file is
    // never revalidated) and no byte ranges (nobody resumes a script): every header is bytes each host's
    // visitors download with each file (docs/benchmarks.md "Bytes on the wire").
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders(reply, file, stat) {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      const hashed = CONTENT_HASHED.test(file);
      reply.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATED);
      if (!hashed) revalidated.set(reply, { file, stat });
    },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const sent = revalidated.get(reply);
    if (!sent) return payload;
    const etag = await etagOf(sent.file, sent.stat);
    if (!etag) return payload;
    reply.header('ETag', etag);
    if (reply.statusCode !== 200 || !matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return payload;
    }
    (payload as Readable | null)?.destroy?.();
    reply.code(304);
    for (const name of ['content-length', 'content-type', 'content-encoding']) reply.removeHeader(name);
    return null;
  });
};
