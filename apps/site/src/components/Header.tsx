import { useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { image } from '../lib/asset-paths';
import { assetUrl } from '../lib/assets';
import { ButtonLink } from './ButtonLink';
import { MenuIcon } from './icons';
import { NavDisclosure } from './NavDisclosure';
import { SideMenu } from './SideMenu';
import {
  companyGroup,
  contactLink,
  loginLink,
  newsLink,
  resourcesLink,
  solutionsGroup,
  technologyLink,
} from './site-navigation';
import './Header.css';

/** The logo's canvas is 300 × 56; the size attributes keep the header from shifting while it loads. */
const LOGO_WIDTH = 300;
const LOGO_HEIGHT = 56;

/** Moves focus to the page content without adding #main to the address. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.tabIndex = -1;
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
}

/** The sticky site header: logo, the desktop menu and, on narrow screens, the side-menu button. */
export function Header() {
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
          <img src={assetUrl(image.logo)} alt="" width={LOGO_WIDTH} height={LOGO_HEIGHT} />
        </Link>
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
            <li>
              <NavLink to={loginLink.to} className={navClass}>
                {loginLink.label}
              </NavLink>
            </li>
          </ul>
          <ButtonLink to={contactLink.to} className="header__contact">
            {contactLink.label}
          </ButtonLink>
        </nav>
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
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} returnFocusTo={menuButtonRef} />
    </header>
  );
}
