import { Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/routes/HomePage';
import { FeedTypeGuard } from './FeedTypeGuard';
import { Layout } from './Layout';
import { lazyPage } from './lazy-page';

const AboutPage = lazyPage(() => import('../features/about/routes/AboutPage'), 'AboutPage');
const ContactPage = lazyPage(() => import('../features/contact/routes/ContactPage'), 'ContactPage');
const ThankYouPage = lazyPage(() => import('../features/contact/routes/ThankYouPage'), 'ThankYouPage');
const PowerRouterTechnologyPage = lazyPage(
  () => import('../features/products/routes/PowerRouterTechnologyPage'),
  'PowerRouterTechnologyPage',
);
const VehicleElectrificationPage = lazyPage(
  () => import('../features/products/routes/VehicleElectrificationPage'),
  'VehicleElectrificationPage',
);
const BuildingElectrificationPage = lazyPage(
  () => import('../features/products/routes/BuildingElectrificationPage'),
  'BuildingElectrificationPage',
);
const DatacenterSolutionsPage = lazyPage(
  () => import('../features/products/routes/DatacenterSolutionsPage'),
  'DatacenterSolutionsPage',
);
const UnsubscribePage = lazyPage(
  () => import('../features/newsletter/routes/UnsubscribePage'),
  'UnsubscribePage',
);
const LegalPage = lazyPage(() => import('../features/legal/routes/LegalPage'), 'LegalPage');
const NewsLandingPage = lazyPage(() => import('../features/news/routes/NewsLandingPage'), 'NewsLandingPage');
const NewsListPage = lazyPage(() => import('../features/news/routes/NewsListPage'), 'NewsListPage');
const FeedDetailPage = lazyPage(() => import('../features/news/routes/FeedDetailPage'), 'FeedDetailPage');
const ResourcesPage = lazyPage(() => import('../features/resources/routes/ResourcesPage'), 'ResourcesPage');
const CareersPage = lazyPage(() => import('../features/careers/routes/CareersPage'), 'CareersPage');
const LoginPage = lazyPage(() => import('../features/auth/routes/LoginPage'), 'LoginPage');
/** The whole signed-in area is one chunk, loaded on the first visit to one of its pages. */
const AdminArea = lazyPage(() => import('./AdminRoutes'), 'AdminRoutes');

/** The route table of spec/01 §2; any other path redirects to Home. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/index', element: <Navigate to="/" replace /> },
      { path: '/home', element: <Navigate to="/" replace /> },
      { path: '/about-us', element: <AboutPage /> },
      { path: '/contact-us', element: <ContactPage /> },
      { path: '/thank-you', element: <ThankYouPage /> },
      { path: '/power-router-technology', element: <PowerRouterTechnologyPage /> },
      { path: '/power-router-for-vehicle-electrification', element: <VehicleElectrificationPage /> },
      { path: '/power-router-for-building-electrification', element: <BuildingElectrificationPage /> },
      { path: '/power-router-for-data-centers', element: <DatacenterSolutionsPage /> },
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '/responsible-ai-policy', element: <LegalPage document="responsible-ai-policy" /> },
      { path: '/acceptable-use-policy', element: <LegalPage document="acceptable-use-policy" /> },
      { path: '/site-terms', element: <LegalPage document="site-terms" /> },
      { path: '/privacy-notice', element: <LegalPage document="privacy-notice" /> },
      { path: '/news-events', element: <NewsLandingPage /> },
      { path: '/news-events/:pageNum', element: <NewsListPage /> },
      { path: '/resources', element: <ResourcesPage /> },
      { path: '/resources/electrification/:e_pageNum/datacenter/:d_pageNum', element: <ResourcesPage /> },
      { path: '/feed-detail/:feedId', element: <FeedDetailPage /> },
      {
        path: '/:feedType/:slug/:feedId',
        element: (
          <FeedTypeGuard>
            <FeedDetailPage />
          </FeedTypeGuard>
        ),
      },
      { path: '/careers', element: <CareersPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/admin/*', element: <AdminArea /> },
      { path: '/user-mangement/*', element: <AdminArea /> },
      // Three-segment admin paths would otherwise match the feed pattern below, which outranks a splat.
      { path: '/admin/:section/:page', element: <AdminArea /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
