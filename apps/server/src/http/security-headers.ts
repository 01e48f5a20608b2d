import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes, sitePolicy, type SitePolicySources } from './content-security-policy';

/** Other sites learn our origin from a link, never the path (which can name a feed, a ticket, a user). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The browser-facing headers of every answer (docs/security-headers.md), from one onSend hook:
 * - `X-Content-Type-Options: nosniff` everywhere: a file is only ever what its Content-Type says.
 * - `Referrer-Policy` everywhere, unless a route chose its own.
 * - The site's Content-Security-Policy (and `X-Frame-Options` for browsers without frame-ancestors) on
 *   HTML pages that have no policy of their own, with the hashes of that page's inline scripts.
 * - `Cache-Control: no-store` on every answer to a request with a bearer token, unless the route already
 *   said no-store: what a signed-in user sees never stays in a cache.
 */
export function installSecurityHeaders(app: FastifyInstance, policySources: SitePolicySources): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('Referrer-Policy', REFERRER_POLICY);
    if (carriesBearerToken(request) && !/\bno-store\b/i.test(headerText(reply, 'cache-control'))) {
      reply.header('Cache-Control', 'no-store');
    }
    if (isHtml(reply) && !reply.hasHeader('content-security-policy')) {
      // A page sent from memory (index.html, a rendered page) is hashed; a streamed file gets no inline script.
      const html = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '';
      reply.header('Content-Security-Policy', sitePolicy(policySources, inlineScriptHashes(html)));
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
    return payload;
  });
}

const carriesBearerToken = (request: FastifyRequest) =>
  /^Bearer\s+\S/i.test(request.headers.authorization ?? '');

const isHtml = (reply: FastifyReply) => /^text\/html\b/i.test(headerText(reply, 'content-type'));

function headerText(reply: FastifyReply, name: string): string {
  const value = reply.getHeader(name);
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}
