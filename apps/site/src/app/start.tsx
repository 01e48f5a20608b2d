/**
 * The site's application, started by the entry (src/main.tsx) once the page has painted: it hydrates a page
 * the server rendered, or renders one the server left to the browser (the admin area, sign-in).
 */
import '@/lib/zod-without-eval';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { keepServerPageTags } from '@/lib/page-tags';
import { App } from './App';
import type { RouteHandle } from './route-handle';
import { routes } from './routes';
import { readServedPage, type ServedPage } from './served-page';
import '@/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const served = readServedPage();

/**
 * A page the server rendered (docs/decisions/0026-server-rendering.md). Its modules are loaded
 * first, so hydration renders the whole page at once; the router starts from the data the server rendered
 * with and has no loaders of its own.
 */
async function hydrate(container: HTMLElement, page: ServedPage) {
  const handles = (matchRoutes(routes, window.location) ?? []).map(
    (match) => match.route.handle as RouteHandle | undefined,
  );
  await Promise.all(handles.map((handle) => handle?.page?.preload()));
  keepServerPageTags(window.location.pathname);
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: page.loaderData } });
  // As a transition, hydration yields to the browser between components: no long task on a slow phone.
  startTransition(() => {
    hydrateRoot(
      container,
      <App renderedAt={page.renderedAt}>
        <RouterProvider router={router} />
      </App>,
    );
  });
}

if (served) {
  void hydrate(root, served);
} else {
  // The admin area and sign-in, which the server does not render.
  createRoot(root).render(
    <App>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>,
  );
}
