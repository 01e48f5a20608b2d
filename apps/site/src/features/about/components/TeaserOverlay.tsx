import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { makeOthersInert, trapTab } from '@/components/focus-trap';
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
 * The full-screen teaser (spec/01 §4: inactive or active). Opening plays the video and moves focus
 * into the overlay; Escape or the close icon closes it, pauses and rewinds the video, and focus goes
 * back to where it was.
 */
export function TeaserOverlay({ open, onClose }: TeaserOverlayProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const sources = videoSources(video.aboutTeaser);
  // The latest onClose, so a parent's new function never re-runs (and so rewinds) the open effect.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const overlay = overlayRef.current;
    const player = videoRef.current;
    if (!open || !overlay || !player) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restoreOthers = makeOthersInert(overlay);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    // The visitor asked for the video, but those who prefer less motion start it themselves.
    if (!prefersReducedMotion()) {
      Promise.resolve(player.play()).catch((error: unknown) => {
        // Closing before playback starts aborts the play request; that is not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          console.warn('Teaser did not start', error);
      });
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else {
        trapTab(event, overlay);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      player.pause();
      player.currentTime = 0;
      restoreOthers();
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  return createPortal(
    <div
      ref={overlayRef}
      className={`teaser-overlay${open ? ' is-active' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label={t.dialogLabel}
      hidden={!open}
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
    </div>,
    document.body,
  );
}
