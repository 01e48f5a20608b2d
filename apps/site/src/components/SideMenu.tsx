import { type RefObject, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { COMPANY } from '@/lib/constants';
import { useSession } from '@/lib/session';
import { Dialog } from './Dialog';
import { CloseIcon } from './icons';
import { SignOutButton } from './SignOutButton';
import {
  accountLinks,
  companyGroup,
  contactLink,
  loginLink,
  type NavItem,
  newsLink,
  resourcesLink,
  solutionsGroup,
  technologyLink,
} from './site-navigation';
import './SideMenu.css';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes back to when the menu closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The slide-in menu: a modal dialog holding every link of the header menu. */
export function SideMenu({ open, onClose, returnFocusTo }: SideMenuProps) {
  if (!open) return null;
  return <SideMenuDialog onClose={onClose} returnFocusTo={returnFocusTo} />;
}

function SideMenuDialog({ onClose, returnFocusTo }: Omit<SideMenuProps, 'open'>) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const user = useSession();

  const link = (item: NavItem) => (
    <li key={item.to}>
      <Link className="side-menu__link" to={item.to} onClick={onClose}>
        {item.label}
      </Link>
    </li>
  );

  return (
    <Dialog
      className="side-menu"
      aria-labelledby={titleId}
      onDismiss={onClose}
      dismissOnBackdrop
      initialFocus={() => closeRef.current}
      returnFocusTo={returnFocusTo}
    >
      <div className="side-menu__panel">
        <div className="side-menu__top">
          <h2 id={titleId} className="side-menu__title">
            Menu
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="side-menu__close"
            aria-label="Close menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Side menu">
          <ul className="side-menu__list">{link(technologyLink)}</ul>
          {[solutionsGroup, companyGroup].map((group) => (
            <div key={group.label} className="side-menu__group">
              <h3 className="overline side-menu__group-title">{group.label}</h3>
              <ul className="side-menu__list">{group.items.map(link)}</ul>
            </div>
          ))}
          <ul className="side-menu__list side-menu__list--spaced">
            {[resourcesLink, newsLink, contactLink].map(link)}
            {!user && link(loginLink)}
          </ul>
          {user && (
            <div className="side-menu__group">
              <h3 className="overline side-menu__group-title">{user.firstName}</h3>
              <ul className="side-menu__list">
                {accountLinks.map(link)}
                <li>
                  <SignOutButton className="side-menu__link side-menu__sign-out" onClose={onClose} />
                </li>
              </ul>
            </div>
          )}
        </nav>
        <address className="side-menu__contact">
          <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          <a href={COMPANY.phoneHref}>{COMPANY.phoneDisplay}</a>
        </address>
      </div>
    </Dialog>
  );
}
