import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ScreenReadyContext } from '@/lib/screen-ready';
import type { StoredUser } from '@/lib/session';
import { adminText } from '../admin-area-words';
import { rememberChargingScreen } from '../ev-app-tabs';
import { EV_APP_ROUTES, routeLayout } from '../route-layout';
import { useNavigationPopup } from '../use-navigation-popup';
import { AdminMenu } from './AdminMenu';
import { BottomNav } from './BottomNav';
import { Breadcrumbs } from './Breadcrumbs';
import { NavigationPopup } from './NavigationPopup';
import './AdminLayout.css';

interface AdminLayoutProps {
  user: StoredUser;
  /** The current page's name for the breadcrumbs. */
  page: string;
  children: ReactNode;
}

/**
 * The frame of every admin page: the signed-in menu beside the content, breadcrumbs above it and the
 * navigation popup. The EV charger app's screens and the map detail are full-window screens without
 * the menu (the site header and footer are hidden there too, docs/product.md §3.2); the app's screens get the
 * bottom navigation.
 */
export function AdminLayout({ user, page, children }: AdminLayoutProps) {
  const { pathname } = useLocation();
  const frame = routeLayout(pathname);
  const fullWindow = !frame.header;
  const popup = useNavigationPopup(page);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (EV_APP_ROUTES.some((route) => pathname.startsWith(route))) rememberChargingScreen(pathname);
  }, [pathname]);

  return (
    <ScreenReadyContext value={popup.markReady}>
      <NavigationPopup page={popup.page} />
      <div
        className={`admin-layout${fullWindow ? ' admin-layout--full' : ''}${frame.bottomNav ? ' admin-layout--tabs' : ''}`}
      >
        {!fullWindow && (
          <aside className={`admin-layout__side${menuOpen ? ' is-open' : ''}`}>
            <button
              type="button"
              className="admin-layout__menu-toggle"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              {adminText.menuToggle}
            </button>
            <div id={menuId} className="admin-layout__menu">
              <AdminMenu roles={user.roles} onNavigate={() => setMenuOpen(false)} />
            </div>
          </aside>
        )}
        <div className="admin-layout__content">
          <Breadcrumbs page={page} />
          {children}
        </div>
      </div>
      {frame.bottomNav && <BottomNav />}
    </ScreenReadyContext>
  );
}
