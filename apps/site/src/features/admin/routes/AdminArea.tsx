import { Fragment, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AccessDenied } from '@/components/admin/AccessDenied';
import { adminWords } from '@/components/admin/admin-words';
import { PageLoading } from '@/components/PageLoading';
import { adminHome, guardDecision, loginRedirect } from '@/lib/admin-access';
import { useSession } from '@/lib/session';
import { AdminLayout } from '../components/AdminLayout';

export interface AdminScreen {
  path: string;
  /** The page's name in the breadcrumbs and, for a screen still to come, its heading. */
  title: string;
  render: () => ReactNode;
  /** The screen routes views of its own below its path (the agent console's /chats/…, /history). */
  subPaths?: boolean;
}

export function findAdminScreen(screens: AdminScreen[], pathname: string): AdminScreen | undefined {
  return screens.find(
    (screen) => screen.path === pathname || (screen.subPaths && pathname.startsWith(`${screen.path}/`)),
  );
}

export interface AdminAreaProps {
  /** Every page of the area, composed by the app from the features that own them (app/admin-screens.tsx). */
  screens: AdminScreen[];
  /** Paths that are other names of a page. */
  redirects: Record<string, string>;
}

/**
 * The signed-in area (/admin/* and /user-mangement/*), one chunk loaded on demand. The guard sends a
 * visitor who is not signed in to the login with this page as the redirect, and shows a signed-in
 * user without the page's capability an honest no-access screen.
 */
export function AdminArea({ screens, redirects }: AdminAreaProps) {
  const { pathname, search } = useLocation();
  const user = useSession();
  const path = pathname.replace(/\/+$/, '') || '/';

  const redirect = redirects[path];
  if (redirect) return <Navigate to={`${redirect}${search}`} replace />;

  const screen = findAdminScreen(screens, path);
  // Any other path redirects to Home, as on the public site.
  if (!screen && path !== '/admin') return <Navigate to="/" replace />;

  const decision = guardDecision(user, path);
  if (!user || decision === 'sign-in') return <Navigate to={loginRedirect(pathname, search)} replace />;
  // /admin itself: the user's dashboard or first menu page.
  if (!screen) return <Navigate to={adminHome(user)} replace />;

  return (
    <AdminLayout user={user} page={screen.title}>
      {/* Keyed by screen: each page starts with fresh state, even where two share a component; the agent console keeps its state across its own sub-paths. */}
      <Fragment key={screen.path}>
        {decision === 'denied' ? (
          <AccessDenied />
        ) : (
          // A screen loaded on demand (app/lazy-page.ts) waits here, inside the admin layout.
          <Suspense fallback={<PageLoading label={adminWords.loading} />}>{screen.render()}</Suspense>
        )}
      </Fragment>
    </AdminLayout>
  );
}
