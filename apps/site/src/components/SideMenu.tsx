import { useEffect, useEffectEvent, useId, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { COMPANY } from '@/lib/constants';
import { signOutAndGoHome, useSession } from '@/lib/session';
import { makeOthersInert, trapTab } from './focus-trap';
import { CloseIcon } from './icons';
import {
  accountLinks,
  companyGroup,
  contactLink,
  loginLink,
  newsLink,
  resourcesLink,
  SIGN_OUT_LABEL,
  solutionsGroup,
  technologyLink,
  type NavItem,
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
  return createPortal(<SideMenuDialog onClose={onClose} returnFocusTo={returnFocusTo} />, document.body);
}

function SideMenuDialog({ onClose, returnFocusTo }: Omit<SideMenuProps, 'open'>) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const user = useSession();
  const navigate = useNavigate();

  // An event, not a dependency: a new onClose on each parent render must not re-run the set-up.
  const onEscape = useEffectEvent(() => onClose());

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = returnFocusTo.current;
    const restoreInert = makeOthersInert(panel);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
      else trapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      restoreInert();
      opener?.focus();
    };
  }, [returnFocusTo]);

  const link = (item: NavItem) => (
    <li key={item.to}>
      <Link className="side-menu__link" to={item.to} onClick={onClose}>
        {item.label}
      </Link>
    </li>
  );

  return (
    <div className="side-menu" ref={panelRef}>
      <div className="side-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="side-menu__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
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
              <h3 className="side-menu__group-title">{group.label}</h3>
              <ul className="side-menu__list">{group.items.map(link)}</ul>
            </div>
          ))}
          <ul className="side-menu__list side-menu__list--spaced">
            {[resourcesLink, newsLink, contactLink].map(link)}
            {!user && link(loginLink)}
          </ul>
          {user && (
            <div className="side-menu__group">
              <h3 className="side-menu__group-title">{user.firstName}</h3>
              <ul className="side-menu__list">
                {accountLinks.map(link)}
                <li>
                  <button
                    type="button"
                    className="side-menu__link side-menu__sign-out"
                    onClick={() => {
                      onClose();
                      signOutAndGoHome(navigate);
                    }}
                  >
                    {SIGN_OUT_LABEL}
                  </button>
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
    </div>
  );
}
