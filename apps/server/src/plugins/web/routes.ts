import { existsSync, mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ApiError } from '@ohmstead/contracts/http';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { sitePolicySources } from '../../http/content-security-policy';
import { notFoundBody } from '../../http/errors';
import { errorResponses, noBody, notJson } from '../../http/response-schemas';
import { UPLOADS_PATH, uploadsDir } from '../../http/uploads/uploads-location';
import { sendHtml } from './html-answer';
import type { RenderedPages } from './rendered-pages';
import { widgetFiles } from './widget-files';

const siteUnavailableBody = {
  responseStatusCode: 503,
  message: 'The site is being updated. Please try again in a moment.',
};

/** Source maps stay private unless SERVE_SOURCE_MAPS says otherwise (docs/security-headers.md). */
const sourceMapsAllowed = (config: Config) => (pathName: string) =>
  config.serveSourceMaps || !pathName.toLowerCase().endsWith('.map');

/**
 * index.html as text, re-read when the build changes it: the page of the routes the browser renders
 * (the admin area, sign-in) and of every page when the site has no server build. Sent from memory, with
 * the hashes of exactly its inline scripts.
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

/** The media under the asset base: the shipped assets, and the files people uploaded. */
async function registerMediaFiles(app: FastifyInstance, config: Config): Promise<void> {
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
}

/**
 * Sends a page: rendered on the server when it can be, else index.html for the browser to render; a 503
 * while the build folder is being replaced.
 */
function pageSender(config: Config, pages: RenderedPages) {
  const policySources = sitePolicySources(config);
  const readIndex = indexPage(config.siteDist);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await readIndex().catch(() => undefined);
    // The build folder is being replaced (a rebuild while the server runs): not our crash, try again soon.
    if (html === undefined) return reply.status(503).header('Retry-After', '5').send(siteUnavailableBody);
    return sendHtml(request, reply, html, { policySources });
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const page = await pages.page(url).catch((error: unknown) => {
      // The page still works: the browser renders it from index.html, as before server rendering.
      request.log.error(
        { err: error, url },
        'page not rendered on the server; sent for the browser to render',
      );
      return undefined;
    });
    if (!page || page.kind === 'client') return sendIndex(request, reply);
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    return sendHtml(request, reply, page.html, { status: page.status, policySources });
  };
  return sendPage;
}

/**
 * Serves what a browser loads: media under the asset base, the widget bundle, and the built site. Every
 * page address is rendered on the server by the site's server build and kept in memory
 * (docs/decisions/0026-server-rendering.md); the routes the browser renders get index.html, so that they
 * survive a reload. Anything else that matches no route gets a JSON 404.
 */
const web: FastifyPluginAsync<{ config: Config; pages: RenderedPages }> = async (app, { config, pages }) => {
  await registerMediaFiles(app, config);
  if (existsSync(config.widgetDist)) {
    await app.register(widgetFiles, { root: config.widgetDist, allowedPath: sourceMapsAllowed(config) });
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

  if (hasSite && !existsSync(path.join(config.siteServerDist, 'entry-server.js'))) {
    app.log.warn(
      `No server build of the site at ${config.siteServerDist}: pages are rendered in the browser.`,
    );
  }
  const sendPage = pageSender(config, pages);
  const isPageRequest = (request: FastifyRequest) =>
    request.method === 'GET' &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith(`${config.assetBase}/`) &&
    !path.extname(request.url.split('?')[0] ?? '');

  if (hasSite) {
    // HTML (a string, never serialized, a page's 404 too) or a redirect; JSON only for the 503 of a build
    // being replaced and the shared layer's refusals.
    const schema = { response: { 200: notJson, '3xx': noBody, ...errorResponses(404, 503) } };
    app.get('/', { schema }, sendPage);
    app.get('/index.html', { schema }, sendPage);
  }
  // Chat files are deleted when their chat ends or expires (plugins/chat-files): a link to one in a
  // transcript then says so, rather than naming no endpoint.
  const chatFilesPrefix = `${config.assetBase}${UPLOADS_PATH}/live-chat/`;
  app.setNotFoundHandler((request, reply) => {
    if (hasSite && isPageRequest(request)) return sendPage(request, reply);
    if (request.method === 'GET' && request.url.startsWith(chatFilesPrefix)) {
      const body: ApiError = { responseStatusCode: 404, message: uploadMessages.chatFileGone };
      return reply.status(404).header('Cache-Control', 'no-store').send(body);
    }
    return reply.status(404).send(notFoundBody(request.method, request.url));
  });
};

export const webRoutes = fp(web, { name: 'web' });
