import { CHAT_PROOF_HEADER, CHAT_SESSION_HEADER } from '@ohmstead/contracts/chat';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The calls and files the chat widget makes and loads from pages on other sites: the bot and agent
 * services, media, and the few API calls the widget needs.
 */
// /api/CDN/: the live chat's uploads (UploadBotImage, DeleteSessionMedia) come from the widget too.
const WIDGET_PATH_PREFIXES = ['/bot/', '/agent-service/', '/api/CDN/'];
const WIDGET_API_PATHS = ['/api/Config/Public', '/api/Captcha/Challenge', '/api/Auth/DismissSafetyCheck'];
/** The widget's own scripts: public files any page may load, whatever the list of allowed origins. */
const WIDGET_FILES_PREFIX = '/widget/';
const ALLOWED_HEADERS = ['content-type', 'authorization', CHAT_SESSION_HEADER, CHAT_PROOF_HEADER].join(', ');
const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS';
/** How long a browser may reuse a preflight answer. */
const PREFLIGHT_MAX_AGE_S = 600;

export interface CorsOptions {
  /** Origins allowed to call; `*` allows any. `null` never appears (config.ts refuses it). */
  allowedOrigins: readonly string[];
  /** The media path (ASSET_BASE) when this server serves it. */
  assetBase: string;
}

/**
 * Answers preflights and adds the CORS headers for the widget's paths. Nothing the widget sends is a
 * credential in CORS's sense: a signed-in user's token travels in the Authorization header the widget sets
 * itself, and no cookie is read anywhere. So no answer says `Access-Control-Allow-Credentials`, and with
 * any origin allowed the answer is `*` rather than the caller's origin reflected (docs/security.md).
 */
export function installCors(app: FastifyInstance, options: CorsOptions): void {
  const anyOrigin = options.allowedOrigins.includes('*');
  const allowed = new Set(options.allowedOrigins);
  const prefixes = options.assetBase.startsWith('/')
    ? [...WIDGET_PATH_PREFIXES, `${options.assetBase}/`]
    : WIDGET_PATH_PREFIXES;
  const isWidgetCall = (path: string) =>
    prefixes.some((prefix) => path.startsWith(prefix)) || WIDGET_API_PATHS.includes(path);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const files = path.startsWith(WIDGET_FILES_PREFIX);
    if (!files && !isWidgetCall(path)) return;
    const isPreflight = isCorsPreflight(request);
    const allowOrigin = files || anyOrigin ? '*' : allowedOrigin(request, allowed);
    // An answer that depends on the Origin must be kept apart per origin by caches.
    if (allowOrigin !== '*') reply.header('Vary', 'Origin');
    if (!allowOrigin) {
      // No CORS headers: the browser refuses the cross-origin call itself.
      if (isPreflight) return reply.status(204).send();
      return;
    }
    reply.header('Access-Control-Allow-Origin', allowOrigin);
    // A script exposes no header to the page that loads it.
    if (!files) reply.header('Access-Control-Expose-Headers', 'retry-after, content-disposition');
    if (isPreflight) {
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
      return reply.status(204).send();
    }
  });
}

const isCorsPreflight = (request: FastifyRequest) =>
  request.method === 'OPTIONS' && Boolean(request.headers['access-control-request-method']);

/** The request's Origin when it is on the list, else nothing. */
function allowedOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): string | undefined {
  const origin = request.headers.origin;
  return origin && allowed.has(origin) ? origin : undefined;
}
