import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { inlineScriptHashes, sitePolicy, type SitePolicySources } from '../../http/content-security-policy';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The compressed copies of the pages sent lately (the same page is sent from the page cache again and again). */
const compressed = new LRUCache<string, Buffer>({
  max: 1000,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (buffer) => Math.max(1, buffer.length),
});

type Encoding = 'br' | 'gzip';

/** The best encoding the browser accepts: Brotli, else gzip, else none. */
function encodingFor(request: FastifyRequest): Encoding | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
    .map(([name]) => name?.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

async function encode(html: string, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}\n${html}`;
  const kept = compressed.get(key);
  if (kept) return kept;
  const body =
    encoding === 'br'
      ? // Quality 5: most of Brotli's gain at a few milliseconds a page, once per page rendered.
        await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gz(html, { level: 6 });
  compressed.set(key, body);
  return body;
}

/**
 * Sends a page of the site from memory: its Content-Security-Policy (with the hashes of this page's inline
 * scripts, set here because the body goes out compressed) and the body compressed as the browser accepts.
 * Revalidated on every use: a page changes with the content it shows.
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  { status = 200, policySources }: { status?: number; policySources: SitePolicySources },
): Promise<FastifyReply> {
  reply
    .status(status)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('Content-Security-Policy', sitePolicy(policySources, inlineScriptHashes(html)))
    .header('X-Frame-Options', 'SAMEORIGIN')
    .type('text/html; charset=utf-8');
  const encoding = encodingFor(request);
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(await encode(html, encoding));
}
