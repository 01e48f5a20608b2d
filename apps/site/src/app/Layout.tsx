import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/Footer';
import { Header, type LoginDialogSlotProps } from '@/components/Header';
import { PageLoading } from '@/components/PageLoading';
import { routeLayout } from '@/features/admin/route-layout';
import { AgentSession } from '@/features/agent/AgentSession';
import { MaintenanceNotice } from '@/features/maintenance/components/MaintenanceNotice';
import { notOnTheServer } from '@/lib/not-on-the-server';
import { signOutIfExpired, useSession, useWelcomeDue, welcomeShown } from '@/lib/session';
import { ChatWidgetBridge } from './ChatWidgetBridge';
import { DeferredNewsletter } from './DeferredNewsletter';
import { lazyPage } from './lazy-page';
import { ScrollOnNavigate } from './ScrollOnNavigate';

/** The sign-in dialog and the welcome popup load when they open: neither is on a page's first load. */
const LoginDialog = lazyPage(
  () => (import.meta.env.SSR ? notOnTheServer() : import('@/features/auth/components/LoginDialog')),
  'LoginDialog',
);
const WelcomePopup = lazyPage(
  () => (import.meta.env.SSR ? notOnTheServer() : import('@/features/auth/components/WelcomePopup')),
  'WelcomePopup',
);

function HeaderLoginDialog(props: LoginDialogSlotProps) {
  return (
    <Suspense fallback={null}>
      <LoginDialog {...props} />
    </Suspense>
  );
}

export function Layout() {
  const { pathname, key } = useLocation();
  const frame = routeLayout(pathname);

  // docs/product.md §3.4: the automatic logout check at the end of every navigation. An admin page whose user
  // is signed out here is sent to the login by its guard, with the page as the redirect.
  useEffect(() => {
    signOutIfExpired();
  }, [key]);

  // The agent session wraps the page so the agent page shares the signed-in agent's one connection.
  return (
    <AgentSession>
      <ScrollOnNavigate />
      <MaintenanceNotice />
      {frame.header && <Header loginDialog={HeaderLoginDialog} />}
      <main id="main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {frame.footer && <Footer newsletter={<DeferredNewsletter />} />}
      <WelcomeAfterSignIn />
      <ChatWidgetBridge />
    </AgentSession>
  );
}

/** The welcome popup (docs/product.md §3.2), shown after a sign-in whose answer asks for it. */
function WelcomeAfterSignIn() {
  const due = useWelcomeDue();
  const user = useSession();
  if (!due || !user) return null;
  return (
    <Suspense fallback={null}>
      <WelcomePopup firstName={user.firstName} userId={user.userId} onClose={welcomeShown} />
    </Suspense>
  );
}
