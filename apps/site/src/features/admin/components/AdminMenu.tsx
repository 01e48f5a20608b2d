import { visibleMenu } from '@ohmstead/contracts/roles';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { adminText } from '../admin-area-words';
import './AdminMenu.css';

export interface AdminMenuProps {
  roles: readonly string[];
  /** Called when a link is followed (the folded mobile menu closes then). */
  onNavigate?: () => void;
}

/** The signed-in menu (docs/product.md §3.6): exactly the groups and items the user's roles may see. */
export function AdminMenu({ roles, onNavigate }: AdminMenuProps) {
  const baseId = useId();
  return (
    <nav className="admin-menu" aria-label={adminText.menuLabel}>
      {visibleMenu(roles).map((group, index) => (
        <div key={group.label} className="admin-menu__group">
          <h2 id={`${baseId}-${index}`} className="overline admin-menu__group-title">
            {group.label}
          </h2>
          <ul className="admin-menu__list" aria-labelledby={`${baseId}-${index}`}>
            {group.items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  className={({ isActive }) => `admin-menu__link${isActive ? ' is-active' : ''}`}
                  onClick={onNavigate}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
