import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { image } from '@/lib/asset-paths';
import { assetUrl } from '@/lib/assets';
import { COMPANY } from '@/lib/constants';
import { useNow } from '@/lib/render-time';
import { copyrightLine } from './copyright';
import {
  companyGroup,
  contactLink,
  legalLinks,
  type NavItem,
  solutionsGroup,
  technologyLink,
} from './site-navigation';
import { SocialLinks } from './SocialLinks';
import './Footer.css';

interface FooterProps {
  /** The newsletter subscribe form, supplied by the app so that the footer knows no feature. */
  newsletter: ReactNode;
}

export function Footer({ newsletter }: FooterProps) {
  const now = useNow();
  const explore = [technologyLink, ...solutionsGroup.items, ...companyGroup.items, contactLink];
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Link to="/" className="footer__logo" aria-label="Ohmstead Power home">
            <img
              src={assetUrl(image.logoLight)}
              alt=""
              width={300}
              height={56}
              loading="lazy"
              decoding="async"
            />
          </Link>
          <p className="footer__tagline">
            Multi-port solid-state power routers for AI datacenters, building microgrids and fleet EV
            charging.
          </p>
          <address className="footer__address">
            <span>{COMPANY.name}</span>
            <span>{COMPANY.street}</span>
            <span>{COMPANY.locality}</span>
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            <a href={COMPANY.phoneHref}>{COMPANY.phoneDisplay}</a>
          </address>
        </div>
        <nav className="footer__explore" aria-label="Footer">
          <h2 className="overline footer__heading">Explore</h2>
          <LinkList className="footer__links" items={explore} />
        </nav>
        <div className="footer__newsletter">
          <h2 className="overline footer__heading">Stay informed</h2>
          <p className="footer__newsletter-text">
            Product news, case studies and event invitations from Ohmstead Power, straight to your inbox.
          </p>
          {newsletter}
          <h2 className="overline footer__heading footer__heading--follow">Follow us</h2>
          <SocialLinks />
        </div>
      </div>
      <div className="footer__bottom">
        <div className="container footer__bottom-inner">
          <p className="footer__copyright">{copyrightLine(now)}</p>
          <nav aria-label="Legal">
            <LinkList className="inline-list" items={legalLinks} />
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** A list of the site's own pages, one link an item. */
function LinkList({ className, items }: { className: string; items: NavItem[] }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}
