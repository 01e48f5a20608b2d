import { useState } from 'react';
import { PlayIcon } from '@/components/icons';
import { video, videoSources } from '@/lib/asset-paths';
import { assetUrl } from '@/lib/assets';
import { useHydrated } from '@/lib/use-hydrated';
import { teaserText as t } from '../content/about-content';
import { TeaserOverlay } from './TeaserOverlay';
import './TeaserSection.css';

/** The video button and the full-screen teaser it opens. */
export function TeaserSection() {
  const [open, setOpen] = useState(false);
  // The overlay lives in document.body (a portal): the browser adds it once it runs the page.
  const hydrated = useHydrated();
  return (
    <section className="teaser" aria-labelledby="teaser-heading">
      <div className="container teaser__inner">
        <div className="teaser__copy">
          <h2 id="teaser-heading">{t.heading}</h2>
          <p>{t.text}</p>
        </div>
        <button
          type="button"
          className="teaser__button"
          aria-haspopup="dialog"
          aria-label={t.open}
          onClick={() => setOpen(true)}
        >
          <img
            className="teaser__poster"
            src={assetUrl(videoSources(video.aboutTeaser).poster)}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            // Without a poster the button still reads as a player: the play icon on the navy panel.
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
          />
          <span className="teaser__play" aria-hidden="true">
            <PlayIcon size={34} />
          </span>
        </button>
      </div>
      {hydrated && <TeaserOverlay open={open} onClose={() => setOpen(false)} />}
    </section>
  );
}
