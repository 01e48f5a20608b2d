import type { SeoPageName } from '@ohmstead/contracts/seo';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { LegalDocumentId } from '@/features/legal/content/types';
import { notOnTheServer } from '@/lib/not-on-the-server';
import { FeedTypeGuard } from './FeedTypeGuard';
import { Layout } from './Layout';
import { lazyPage } from './lazy-page';
import type { RouteHandle, ServerDataKey } from './route-handle';
import { type RoutePage, routePage } from './route-pages';

const HomePage = routePage('../features/home/routes/HomePage.tsx', 'HomePage');
const AboutPage = routePage('../features/about/routes/AboutPage.tsx', 'AboutPage');
const ContactPage = routePage('../features/contact/routes/ContactPage.tsx', 'ContactPage');
const ThankYouPage = routePage('../features/contact/routes/ThankYouPage.tsx', 'ThankYouPage');
const PowerRouterTechnologyPage = routePage(
  '../features/products/routes/PowerRouterTechnologyPage.tsx',
  'PowerRouterTechnologyPage',
);
const VehicleElectrificationPage = routePage(
  '../features/products/routes/VehicleElectrificationPage.tsx',
  'VehicleElectrificationPage',
);
const BuildingElectrificationPage = routePage(
  '../features/products/routes/BuildingElectrificationPage.tsx',
  'BuildingElectrificationPage',
);
const DatacenterSolutionsPage = routePage(
  '../features/products/routes/DatacenterSolutionsPage.tsx',
  'DatacenterSolutionsPage',
);
const UnsubscribePage = routePage('../features/newsletter/routes/UnsubscribePage.tsx', 'UnsubscribePage');
const LegalPage = routePage<{ document: LegalDocumentId }>(
  '../features/legal/routes/LegalPage.tsx',
  'LegalPage',
);
const NewsLandingPage = routePage('../features/news/routes/NewsLandingPage.tsx', 'NewsLandingPage');
const NewsListPage = routePage('../features/news/routes/NewsListPage.tsx', 'NewsListPage');
const FeedDetailPage = routePage('../features/news/routes/FeedDetailPage.tsx', 'FeedDetailPage');
const ResourcesPage = routePage('../features/resources/routes/ResourcesPage.tsx', 'ResourcesPage');
const CareersPage = routePage('../features/careers/routes/CareersPage.tsx', 'CareersPage');
const LoginPage = routePage('../features/auth/routes/LoginPage.tsx', 'LoginPage');
/** The whole signed-in area is one chunk, loaded on the first visit to one of its pages (never on the server). */
const AdminArea = lazyPage(
  () => (import.meta.env.SSR ? notOnTheServer() : import('./AdminRoutes')),
  'AdminRoutes',
);

/** A public page: its element, and what the server renders it with (route-handle.ts). */
function page(
  path: string,
  routePage: RoutePage,
  { seo, data, element }: { seo?: SeoPageName; data?: ServerDataKey; element?: ReactNode } = {},
): RouteObject {
  const handle: RouteHandle = { page: routePage, seo, data };
  return { path, element: element ?? <routePage.Component />, handle };
}

/** An address of the route table that leads elsewhere: a redirect from the server, a replace in the browser. */
function redirect(path: string, to: string, redirectStatus?: 301 | 302): RouteObject {
  const handle: RouteHandle = { redirect: to, redirectStatus };
  return { path, element: <Navigate to={to} replace />, handle };
}

/** Rendered in the browser only: the admin area and sign-in (route-handle.ts). */
function clientOnly(path: string, element: ReactNode): RouteObject {
  const handle: RouteHandle = { clientOnly: true };
  return { path, element, handle };
}

function legal(document: LegalDocumentId): RouteObject {
  const handle: RouteHandle = { page: LegalPage, data: 'legal' };
  return { path: `/${document}`, element: <LegalPage.Component document={document} />, handle };
}

/** The route table of docs/product.md §1.2; any other path redirects to Home. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      page('/', HomePage, { seo: 'Home', data: 'home' }),
      redirect('/index', '/', 301),
      redirect('/home', '/', 301),
      page('/about-us', AboutPage, { seo: 'AboutUs' }),
      page('/contact-us', ContactPage, { seo: 'ContactUs' }),
      page('/thank-you', ThankYouPage),
      page('/power-router-technology', PowerRouterTechnologyPage, { seo: 'PowerRouterTechnology' }),
      page('/power-router-for-vehicle-electrification', VehicleElectrificationPage, {
        seo: 'VehicleElectrification',
      }),
      page('/power-router-for-building-electrification', BuildingElectrificationPage, {
        seo: 'BuildingElectrification',
      }),
      page('/power-router-for-data-centers', DatacenterSolutionsPage, { seo: 'DatacenterSolutions' }),
      page('/unsubscribe', UnsubscribePage),
      legal('responsible-ai-policy'),
      legal('acceptable-use-policy'),
      legal('site-terms'),
      legal('privacy-notice'),
      page('/news-events', NewsLandingPage, { seo: 'NewsEvents', data: 'newsLanding' }),
      page('/news-events/:pageNum', NewsListPage, { seo: 'NewsEvents', data: 'newsList' }),
      page('/resources', ResourcesPage, { seo: 'Resources', data: 'resources' }),
      page('/resources/electrification/:e_pageNum/datacenter/:d_pageNum', ResourcesPage, {
        seo: 'Resources',
        data: 'resources',
      }),
      page('/feed-detail/:feedId', FeedDetailPage, { data: 'feedDetail' }),
      page('/:feedType/:slug/:feedId', FeedDetailPage, {
        data: 'feedDetail',
        element: (
          <FeedTypeGuard>
            <FeedDetailPage.Component />
          </FeedTypeGuard>
        ),
      }),
      page('/careers', CareersPage, { seo: 'Careers' }),
      clientOnly('/login', <LoginPage.Component />),
      clientOnly('/admin/*', <AdminArea />),
      clientOnly('/user-mangement/*', <AdminArea />),
      // Three-segment admin paths would otherwise match the feed pattern below, which outranks a splat.
      clientOnly('/admin/:section/:page', <AdminArea />),
      redirect('*', '/'),
    ],
  },
];
