import { feedMessages, LOGO_MARQUEE_SECONDS, type SocialItem } from '@ohmstead/contracts/feeds';
import { useId, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '@/components/icons';
import { useInlineStyle } from '@/components/use-inline-style';
import { assetUrl } from '@/lib/assets';
import { defaultImage, isWebLink } from '@/lib/feeds/feed-format';
import './LogoMarquee.css';

interface LogoMarqueeProps {
  /** undefined while the logos load: the section keeps its place (no layout shift when they come). */
  logos: SocialItem[] | undefined;
}

/** The logos' box (the files are 3:1); the CSS gives the same size, so a logo never resizes its slot. */
const LOGO_WIDTH = 168;
const LOGO_HEIGHT = 56;

/**
 * '$20M Funding in the News' (docs/product.md §2.2): the funding-news logos scroll by in 32 s, each a link to
 * its article in a new tab. The strip pauses on hover and while a logo has focus, has its own
 * pause button (moving content, WCAG 2.2.2), and does not move at all for reduced motion.
 */
export function LogoMarquee({ logos }: LogoMarqueeProps) {
  const [paused, setPaused] = useState(false);
  const headingId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  useInlineStyle(trackRef, { 'animation-duration': `${LOGO_MARQUEE_SECONDS}s` });
  const loading = logos === undefined;
  const shown = (logos ?? []).filter((logo) => defaultImage(logo.feedMedia) && isWebLink(logo.description));
  if (!loading && shown.length === 0) return null;
  const strip = (copy: 'first' | 'second') =>
    shown.map((logo) => (
      <li key={`${copy}-${logo.id}`} className="logo-marquee__item">
        <a
          href={logo.description}
          target="_blank"
          rel="noopener noreferrer"
          className="logo-marquee__link"
          tabIndex={copy === 'second' ? -1 : undefined}
        >
          <img
            src={assetUrl(defaultImage(logo.feedMedia)!.mediaUrladdress)}
            alt={logo.heading}
            width={LOGO_WIDTH}
            height={LOGO_HEIGHT}
            loading="lazy"
            decoding="async"
          />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
    ));
  return (
    <section className="logo-marquee" aria-labelledby={headingId} aria-busy={loading}>
      <div className="logo-marquee__head container">
        <div>
          <h2 id={headingId} className="logo-marquee__heading">
            {feedMessages.marqueeHeading}
          </h2>
          <p className="logo-marquee__subtext">{feedMessages.marqueeSubtext}</p>
        </div>
        {!loading && (
          <button
            type="button"
            className="logo-marquee__toggle"
            aria-pressed={paused}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
            <span className="visually-hidden">Pause the logos</span>
          </button>
        )}
      </div>
      <div className={`logo-marquee__viewport${paused ? ' is-paused' : ''}`}>
        {!loading && (
          <div ref={trackRef} className="logo-marquee__track">
            <ul className="logo-marquee__list">{strip('first')}</ul>
            <ul className="logo-marquee__list logo-marquee__list--copy" aria-hidden="true">
              {strip('second')}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
