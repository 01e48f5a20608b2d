import type { IncomingMessage } from 'node:http';
import { LIVE_CHAT_SOCKET_PATH } from '@ohmstead/contracts/live-chat';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Config } from '../../config';

/**
 * Whether a websocket handshake may come from the page that opens it: no Origin (not a browser), the
 * site's own origin (or the host the request was sent to), or an origin allowed to embed the widget —
 * the same list http/cors.ts allows the bot calls from.
 */
export function isAllowedSocketOrigin(config: Config, request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (config.widgetAllowedOrigins.includes('*') || config.widgetAllowedOrigins.includes(origin)) return true;
  if (origin === new URL(config.siteUrl).origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** socket.io on the app's own HTTP server: websocket transport only, at the spec's path. */
export function createSocketServer(app: FastifyInstance, config: Config): Server {
  return new Server(app.server, {
    path: LIVE_CHAT_SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    // A message is a few KB at most; files go through CDN/UploadBotImage.
    maxHttpBufferSize: 256 * 1024,
    allowRequest: (request, callback) => callback(null, isAllowedSocketOrigin(config, request)),
  });
}
