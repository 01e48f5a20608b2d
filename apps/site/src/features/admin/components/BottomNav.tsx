import { NavLink, useLocation } from 'react-router-dom';
import { adminText } from '../admin-area-words';
import { chargingScreen, HISTORY_PATH, PROFILE_PATH, tabOf } from '../ev-app-tabs';
import './BottomNav.css';

const t = adminText.bottomNav;

/**
 * The EV charger app's bottom navigation (docs/product.md §3.2): Charging returns to the last charging screen
 * the user was on, History and Profile go to their screens.
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const current = tabOf(pathname);
  const tabs = [
    { tab: 'charging', label: t.charging, to: chargingScreen() },
    { tab: 'history', label: t.history, to: HISTORY_PATH },
    { tab: 'profile', label: t.profile, to: PROFILE_PATH },
  ] as const;
  return (
    <nav className="bottom-nav" aria-label={adminText.bottomNavLabel}>
      <ul className="bottom-nav__list">
        {tabs.map(({ tab, label, to }) => (
          <li key={tab}>
            <NavLink
              to={to}
              className={`bottom-nav__tab${current === tab ? ' is-active' : ''}`}
              aria-current={current === tab ? 'page' : undefined}
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
