import { existsSync, mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@ohmstead/contracts/http';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import type { Config } from '../../config';
import { notFoundBody } from '../../http/errors';
import { UPLOADS_PATH, uploadsDir } from '../../http/uploads/uploads-location';

const siteUnavailableBody = {
  responseStatusCode: 503,
  message: 'The site is being updated. Please try again in a moment.',
};

/** Source maps stay private unless SERVE_SOURCE_MAPS says otherwise (docs/security-headers.md). */
const sourceMapsAllowed = (config: Config) => (pathName: string) =>
  config.serveSourceMaps || !pathName.toLowerCase().endsWith('.map');

/**
 * index.html as text, re-read when the build changes it. Sent from memory rather than as a file, so
 * the security-headers hook hashes the inline scripts of exactly the page it sends.
 */
function indexPage(siteDist: string) {
  const file = path.join(siteDist, 'index.html');
  let cached: { mtimeMs: number; size: number; html: string } | undefined;
  return async () => {
    const { mtimeMs, size } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs || cached.size !== size) {
      cached = { mtimeMs, size, html: await readFile(file, 'utf8') };
    }
    return cached.html;
  };
}

/**
 * Serves what a browser loads: media under the asset base, the widget bundle, and the built site
 * with a fallback to index.html so that client-side routes survive a reload. Anything else that
 * matches no route gets a JSON 404.
 */
const web: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  if (config.assetBase.startsWith('/') && existsSync(config.assetsDir)) {
    await app.register(fastifyStatic, {
      root: config.assetsDir,
      prefix: `${config.assetBase}/`,
      decorateReply: false,
      maxAge: '7d',
    });
  }
  if (config.assetBase.startsWith('/')) {
    mkdirSync(uploadsDir(config), { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir(config),
      prefix: `${config.assetBase}${UPLOADS_PATH}/`,
      decorateReply: false,
      // Every stored name is new (a random part), so a file never changes under its address.
      maxAge: '7d',
      immutable: true,
      // Only images and PDFs whose extension is their sniffed type are stored; never let a browser guess.
      setHeaders(res, filePath) {
        res.header('X-Content-Type-Options', 'nosniff');
        // Files people send in live chats: never a page of ours (no script, no forms, even if a browser
        // renders one), and anything but a raster image is downloaded rather than shown.
        if (filePath.startsWith(path.join(uploadsDir(config), 'live-chat') + path.sep)) {
          res.header(
            'Content-Security-Policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          );
          if (!/\.(png|jpe?g|gif|webp|bmp)$/i.test(filePath)) res.header('Content-Disposition', 'attachment');
        }
      },
    });
  }
  if (existsSync(config.widgetDist)) {
    await app.register(fastifyStatic, {
      root: config.widgetDist,
      prefix: '/widget/',
      decorateReply: false,
      allowedPath: sourceMapsAllowed(config),
    });
  }

  const hasSite = existsSync(path.join(config.siteDist, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: config.siteDist,
      prefix: '/',
      // A wildcard route reads the build folder at request time, so a rebuild needs no restart; a
      // missing file falls through to the not-found handler below (index.html for page routes).
      wildcard: true,
      index: false,
      allowedPath: sourceMapsAllowed(config),
      // The build writes .br and .gz beside every text file; they are sent to browsers that accept them.
      preCompressed: true,
      // Hashed bundles (under /static) never change; everything else is revalidated.
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(config.siteDist, 'static') + path.sep);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built site at ${config.siteDist}: build it first. The API works without it.`);
  }

  const readIndex = indexPage(config.siteDist);
  const sendIndex = async (reply: FastifyReply) => {
    const html = await readIndex().catch(() => undefined);
    // The build folder is being replaced (a rebuild while the server runs): not our crash, try again soon.
    if (html === undefined) return reply.status(503).header('Retry-After', '5').send(siteUnavailableBody);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  const isPageRequest = (request: FastifyRequest) =>
    request.method === 'GET' &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith(`${config.assetBase}/`) &&
    !path.extname(request.url.split('?')[0] ?? '');

  if (hasSite) {
    app.get('/', (_request, reply) => sendIndex(reply));
    app.get('/index.html', (_request, reply) => sendIndex(reply));
  }
  // Chat files are deleted when their chat ends or expires (plugins/chat-files): a link to one in a
  // transcript then says so, rather than naming no endpoint.
  const chatFilesPrefix = `${config.assetBase}${UPLOADS_PATH}/live-chat/`;
  app.setNotFoundHandler((request, reply) => {
    if (hasSite && isPageRequest(request)) return sendIndex(reply);
    if (request.method === 'GET' && request.url.startsWith(chatFilesPrefix)) {
      const body: ApiError = { responseStatusCode: 404, message: uploadMessages.chatFileGone };
      return reply.status(404).header('Cache-Control', 'no-store').send(body);
    }
    return reply.status(404).send(notFoundBody(request.method, request.url));
  });
};

export const webRoutes = fp(web, { name: 'web' });
