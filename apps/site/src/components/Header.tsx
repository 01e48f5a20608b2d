import { type ComponentType, type MouseEvent, type RefObject, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { image } from '@/lib/asset-paths';
import { assetUrl } from '@/lib/assets';
import { type StoredUser, useSession } from '@/lib/session';
import { ButtonLink } from './ButtonLink';
import { ChevronIcon, MenuIcon, UserIcon } from './icons';
import { NavDisclosure } from './NavDisclosure';
import { SideMenu } from './SideMenu';
import { SignOutButton } from './SignOutButton';
import {
  accountLinks,
  companyGroup,
  contactLink,
  loginLink,
  newsLink,
  resourcesLink,
  solutionsGroup,
  technologyLink,
} from './site-navigation';
import { useDisclosure } from './use-disclosure';
import './outline-pill.css';
import './Header.css';

/** The logo's canvas is 300 × 56; the size attributes keep the header from shifting while it loads. */
const LOGO_WIDTH = 300;
const LOGO_HEIGHT = 56;

export interface LoginDialogSlotProps {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

interface HeaderProps {
  /**
   * The login dialog, supplied by the app so that the header knows no feature. Without it the Login
   * button is a plain link to the login page.
   */
  loginDialog?: ComponentType<LoginDialogSlotProps>;
}

/** Moves focus to the page content without adding #main to the address. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.tabIndex = -1;
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
}

/**
 * The sticky site header: logo, the desktop menu, the Login button (no user data stored) or the
 * signed-in user's menu, and, on narrow screens, the side-menu button.
 */
export function Header({ loginDialog }: HeaderProps) {
  const user = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navClass = ({ isActive }: { isActive: boolean }) => `header__link${isActive ? ' is-active' : ''}`;
  return (
    <header className="header">
      <a className="header__skip" href="#main" onClick={skipToMain}>
        Skip to main content
      </a>
      <div className="container header__bar">
        <Link to="/" className="header__logo" aria-label="Ohmstead Power home">
          <img src={assetUrl(image.logo)} alt="" width={LOGO_WIDTH} height={LOGO_HEIGHT} decoding="async" />
        </Link>
        <div className="header__end">
          <nav className="header__nav" aria-label="Main">
            <ul className="header__menu">
              <li>
                <NavLink to={technologyLink.to} className={navClass}>
                  {technologyLink.label}
                </NavLink>
              </li>
              <NavDisclosure group={solutionsGroup} />
              <NavDisclosure group={companyGroup} />
              <li>
                <NavLink to={resourcesLink.to} className={navClass}>
                  {resourcesLink.label}
                </NavLink>
              </li>
              <li>
                <NavLink to={newsLink.to} className={navClass}>
                  {newsLink.label}
                </NavLink>
              </li>
            </ul>
            <ButtonLink to={contactLink.to} className="header__contact">
              {contactLink.label}
            </ButtonLink>
          </nav>
          <div className="header__account">
            {user ? <AccountMenu user={user} /> : <LoginButton loginDialog={loginDialog} />}
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            className="header__menu-button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} returnFocusTo={menuButtonRef} />
    </header>
  );
}

/** Login: opens the login dialog; a middle click or a missing dialog still reaches the login page. */
function LoginButton({ loginDialog: LoginDialog }: HeaderProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!LoginDialog || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Link
        ref={buttonRef}
        to={loginLink.to}
        className="outline-pill header__login"
        aria-haspopup={LoginDialog ? 'dialog' : undefined}
        onClick={openDialog}
      >
        <UserIcon size={18} />
        {loginLink.label}
      </Link>
      {open && LoginDialog && <LoginDialog onClose={() => setOpen(false)} returnFocusTo={buttonRef} />}
    </>
  );
}

/** The signed-in user's menu (disclosure pattern): the admin area, their profile and Sign Out. */
function AccountMenu({ user }: { user: StoredUser }) {
  const { open, close, listId, rootProps, buttonProps } = useDisclosure<HTMLDivElement>();
  return (
    <div {...rootProps} className={`header__user${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="outline-pill header__user-button"
        aria-label={`Account menu for ${user.firstName}`}
        {...buttonProps}
      >
        <UserIcon size={18} />
        <span className="header__user-name">{user.firstName}</span>
        <ChevronIcon size={14} />
      </button>
      <ul id={listId} className="header__submenu header__user-menu" hidden={!open}>
        {accountLinks.map((item) => (
          <li key={item.to}>
            <Link className="header__submenu-link" to={item.to} onClick={close}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <SignOutButton className="header__submenu-link header__sign-out" onClose={close} />
        </li>
      </ul>
    </div>
  );
}
