import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_SESSION_HEADER } from '@ohmstead/contracts/chat';

/**
 * The calls and files the chat widget makes and loads from pages on other sites: the bot and agent
 * services, the widget's own module scripts, media, and the few API calls the widget needs.
 */
// /api/CDN/: the live chat's uploads (UploadBotImage, DeleteSessionMedia) come from the widget too.
const WIDGET_PATH_PREFIXES = ['/bot/', '/agent-service/', '/widget/', '/api/CDN/'];
const WIDGET_API_PATHS = ['/api/Config/Public', '/api/Captcha/Challenge', '/api/Auth/DismissSafetyCheck'];
const ALLOWED_HEADERS = ['content-type', 'authorization', CHAT_SESSION_HEADER].join(', ');
const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS';
/** How long a browser may reuse a preflight answer. */
const PREFLIGHT_MAX_AGE_S = 600;

export interface CorsOptions {
  /** Origins allowed to call; `*` allows (and reflects) any. */
  allowedOrigins: readonly string[];
  /** The media path (ASSET_BASE) when this server serves it. */
  assetBase: string;
}

/**
 * Answers preflights and adds the CORS headers for the widget's paths. The request's own Origin is
 * reflected rather than `*`, because the widget's calls carry credentials (a bearer token).
 */
export function installCors(app: FastifyInstance, options: CorsOptions): void {
  const anyOrigin = options.allowedOrigins.includes('*');
  const allowed = new Set(options.allowedOrigins);
  const prefixes = options.assetBase.startsWith('/')
    ? [...WIDGET_PATH_PREFIXES, `${options.assetBase}/`]
    : WIDGET_PATH_PREFIXES;
  const isWidgetPath = (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '';
    return prefixes.some((prefix) => path.startsWith(prefix)) || WIDGET_API_PATHS.includes(path);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isWidgetPath(request)) return;
    // The answer differs by Origin: caches must keep one per origin.
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    const isPreflight =
      request.method === 'OPTIONS' && Boolean(request.headers['access-control-request-method']);
    if (!origin || !(anyOrigin || allowed.has(origin))) {
      // No CORS headers: the browser refuses the cross-origin call itself.
      if (isPreflight) return reply.status(204).send();
      return;
    }
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Access-Control-Expose-Headers', 'retry-after, content-disposition');
    if (isPreflight) {
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
      return reply.status(204).send();
    }
  });
}
