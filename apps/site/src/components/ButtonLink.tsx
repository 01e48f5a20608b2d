import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Anchor, ButtonVariant } from './content-types';
import './ButtonLink.css';

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  /** Opens the address in a new tab (with rel="noopener"). */
  newTab?: boolean;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

const isSitePath = (to: string) => to.startsWith('/') && !to.startsWith('//');

/** A link styled as a button; site paths go through the router so the page does not reload. */
export function ButtonLink({
  to,
  variant = 'primary',
  newTab,
  children,
  className,
  ...aria
}: ButtonLinkProps) {
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ');
  if (isSitePath(to) && !newTab) {
    return (
      <Link to={to} className={classes} {...aria}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={to}
      className={classes}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
      {...aria}
    >
      {children}
    </a>
  );
}

/** Renders a content anchor (docs/product.md §1.3: title, class, action, target). */
export function AnchorButton({ anchor }: { anchor: Anchor }) {
  return (
    <ButtonLink to={anchor.action} variant={anchor.class} newTab={anchor.target === '_blank'}>
      {anchor.title}
    </ButtonLink>
  );
}
