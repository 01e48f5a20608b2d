import type { PageRenderer, PageRendererOptions, RenderedPage } from '@ohmstead/contracts/page-rendering';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  redirect,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { App } from './app/App';
import type { RouteHandle } from './app/route-handle';
import { routes } from './app/routes';
import { API_BASE, installApiTransport } from './lib/api';
import { video } from './lib/asset-paths';
import { assetUrl } from './lib/assets';
import { DEFAULT_PAGE_TAGS, type PageMeta } from './lib/default-page-tags';
import { installServerHtmlTools } from './lib/html-tools';
import { loadPageTags, tagsOf } from './lib/page-tags';
import { serverHtmlTools } from './server/html-tools';
import { serverPageData } from './server/page-data';
import { pageAssetLinks, pageDocument } from './server/page-document';

/**
 * The site's server entry (docs/decisions/0026-server-rendering.md): React Router's data routers on
 * the server. The route table is the browser's (app/routes.tsx) with loaders added from each route's handle:
 * page data read through the server's own public reads, redirects answered as redirects. The server
 * (apps/server/src/plugins/web) imports the build of this file and sends what `render` returns.
 */

/** The link-preview image of pages without one of their own: the home page's hero. */
const DEFAULT_PREVIEW_IMAGE = assetUrl(`${video.homeHeroDesktop}.jpg`);

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function withServerLoaders(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const handle = route.handle as RouteHandle | undefined;
    const children = route.children && withServerLoaders(route.children);
    const loader = handle?.redirect
      ? () => redirect(handle.redirect!, handle.redirectStatus ?? 302)
      : handle?.data
        ? serverPageData[handle.data].load
        : undefined;
    return { ...route, ...(children ? { children } : {}), ...(loader ? { loader } : {}) } as RouteObject;
  });
}

const leafOf = (context: StaticHandlerContext) => context.matches[context.matches.length - 1];

/** An address on the site as an absolute one (canonical link, og:url, og:image). */
const absolute = (siteUrl: string, address: string) =>
  address.startsWith('/') ? `${siteUrl}${address}` : address;

/** The page's tags: its SEO entry (the defaults if it has none or it cannot be read), or its data's own. */
async function pageMeta(context: StaticHandlerContext, siteUrl: string, pathname: string): Promise<PageMeta> {
  const leaf = leafOf(context);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  let tags = DEFAULT_PAGE_TAGS;
  if (handle?.seo) {
    const answer = await loadPageTags(handle.seo);
    // As in the browser (docs/product.md §1.8): a missing or failed entry leaves the default tags.
    if (answer.ok) tags = tagsOf(answer.data) ?? tags;
  }
  const fromData =
    handle?.data && leaf
      ? serverPageData[handle.data].meta?.(context.loaderData[leaf.route.id], { pathname })
      : undefined;
  return {
    title: fromData?.title ?? tags.title,
    keywords: fromData?.keywords ?? tags.keywords,
    description: fromData?.description ?? tags.description,
    type: fromData?.type ?? 'website',
    url: `${siteUrl}${pathname}`,
    image: absolute(siteUrl, fromData?.image ?? DEFAULT_PREVIEW_IMAGE),
  };
}

async function renderToHtml(element: React.ReactNode): Promise<string> {
  const failures: unknown[] = [];
  const { prelude } = await prerender(element, {
    onError: (error) => void failures.push(error),
    // The page in one piece: no part sent out of order, which would need React's inline scripts to put
    // it in place (the CSP allows none but the widget's stub).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  // A part that failed would be left to the browser; the whole page is, instead (the server logs why).
  if (failures.length > 0) throw failures[0];
  return html;
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { template, manifest, readApi } = options;
  const siteUrl = options.siteUrl.replace(/\/$/, '');
  installServerHtmlTools(serverHtmlTools);
  // The site's API calls while rendering: the server's public reads, in process. GET only.
  installApiTransport(async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET' || !url.startsWith(`${API_BASE}/`)) {
      return Response.json({ message: 'Only public reads while rendering on the server' }, { status: 405 });
    }
    const answer = await readApi(url.slice(API_BASE.length + 1));
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  });
  const handler = createStaticHandler(withServerLoaders(routes));

  return {
    async render(url): Promise<RenderedPage> {
      const request = new Request(new URL(url, siteUrl));
      const context = await handler.query(request);
      if (context instanceof Response) {
        const location = context.headers.get('Location');
        if (REDIRECT_STATUSES.has(context.status) && location)
          return { kind: 'redirect', status: context.status, location };
        throw new Error(`The route table answered ${url} with ${context.status}`);
      }
      if (context.errors) throw Object.values(context.errors)[0];
      const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
      if (handles.some((handle) => handle?.clientOnly)) return { kind: 'client' };

      const pages = handles.flatMap((handle) => (handle?.page ? [handle.page] : []));
      await Promise.all(pages.map((page) => page.preload()));
      const renderedAt = Date.now();
      const router = createStaticRouter(handler.dataRoutes, context);
      const body = await renderToHtml(
        <App renderedAt={renderedAt}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>,
      );
      const pathname = new URL(request.url).pathname;
      const html = pageDocument({
        template,
        meta: await pageMeta(context, siteUrl, pathname),
        assets: pageAssetLinks(
          manifest,
          pages.map((page) => page.module),
        ),
        body,
        served: { loaderData: context.loaderData, renderedAt },
      });
      return { kind: 'page', status: context.statusCode, html };
    },
  };
}
