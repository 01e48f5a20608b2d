import { useEffect, useRef } from 'react';
import { Dialog } from '@/components/Dialog';
import { CloseIcon } from '@/components/icons';
import { video, videoSources } from '@/lib/asset-paths';
import { assetUrl } from '@/lib/assets';
import { teaserText as t } from '../content/about-content';
import './TeaserOverlay.css';

interface TeaserOverlayProps {
  open: boolean;
  onClose: () => void;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The full-screen teaser (docs/product.md §1.4: inactive or active). Opening plays the video and moves focus
 * into the overlay; Escape or the close icon closes it, pauses and rewinds the video, and focus goes
 * back to where it was. The dialog stays in the page while closed, so the video keeps what it loaded.
 */
export function TeaserOverlay({ open, onClose }: TeaserOverlayProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const sources = videoSources(video.aboutTeaser);

  useEffect(() => {
    const player = videoRef.current;
    if (!open || !player) return;
    // The visitor asked for the video, but those who prefer less motion start it themselves.
    if (!prefersReducedMotion()) {
      Promise.resolve(player.play()).catch((error: unknown) => {
        // Closing before playback starts aborts the play request; that is not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          console.warn('Teaser did not start', error);
      });
    }
    return () => {
      player.pause();
      player.currentTime = 0;
    };
  }, [open]);

  return (
    <Dialog
      open={open}
      className="teaser-overlay"
      aria-label={t.dialogLabel}
      onDismiss={onClose}
      initialFocus={() => closeRef.current}
    >
      <button
        ref={closeRef}
        type="button"
        className="teaser-overlay__close"
        aria-label={t.close}
        onClick={onClose}
      >
        <CloseIcon size={28} />
      </button>
      <video
        ref={videoRef}
        className="teaser-overlay__video"
        controls
        playsInline
        preload="none"
        poster={assetUrl(sources.poster)}
      >
        <source src={assetUrl(sources.webm)} type="video/webm" />
        <source src={assetUrl(sources.mp4)} type="video/mp4" />
      </video>
    </Dialog>
  );
}
