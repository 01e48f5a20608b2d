import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { PageLoading } from '../components/PageLoading';
import { DeferredNewsletter } from './DeferredNewsletter';
import { ScrollOnNavigate } from './ScrollOnNavigate';

/** Routes on which the header and footer are hidden (spec/01 §2: /signup). */
const BARE_ROUTES = ['/signup'];

export function Layout() {
  const { pathname } = useLocation();
  const bare = BARE_ROUTES.includes(pathname);
  return (
    <>
      <ScrollOnNavigate />
      {!bare && <Header />}
      <main id="main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {!bare && <Footer newsletter={<DeferredNewsletter />} />}
    </>
  );
}
