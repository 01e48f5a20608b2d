import { useEffect, useRef, useState } from 'react';
import { VIDEO_RETRY_REWIND_S } from '@/lib/constants';
import { useMediaQuery } from '@/lib/media-query';
import { shouldPlayVideo } from './play-decision';
import { watchScroll } from './scroll-watch';
import { usePageLoaded } from './use-page-loaded';

/**
 * When a muted video plays: only while mostly in view, once the page has loaded, and unless the visitor
 * prefers reduced motion or pressed pause (their choice wins). A refused start is logged and retried
 * from a little earlier at the next scroll check (docs/product.md §1.8, §1.9).
 */
export function useInViewPlayback(name: string, active: boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const retryRef = useRef(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const pageLoaded = usePageLoaded();
  /** null until the visitor presses the toggle; their choice then wins over the default. */
  const [chosenToPlay, setChosenToPlay] = useState<boolean | null>(null);
  const [playing, setPlaying] = useState(false);
  const wantsPlay = active && (chosenToPlay ?? !reducedMotion);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !pageLoaded) return;
    const check = () => {
      const rect = video.getBoundingClientRect();
      const inView = shouldPlayVideo({ top: rect.top, height: rect.height }, window.innerHeight);
      if (!wantsPlay || !inView) {
        if (!video.paused) video.pause();
        return;
      }
      if (!video.paused) return;
      if (retryRef.current) {
        retryRef.current = false;
        video.currentTime = Math.max(0, video.currentTime - VIDEO_RETRY_REWIND_S);
      }
      video.play().catch((error: unknown) => {
        // A pause() during the start-up interrupts play(); that is not a refusal.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn(`Video ${name} could not start playing`, error);
        retryRef.current = true;
      });
    };
    return watchScroll(check);
  }, [name, wantsPlay, pageLoaded]);

  const togglePlayback = () => {
    const video = videoRef.current;
    if (!video) return;
    setChosenToPlay(!playing);
    // Acted on here rather than at the next scroll check: the response is immediate, and a press is
    // a gesture that browsers honour when they refused to autoplay.
    if (playing) video.pause();
    else video.play().catch((error: unknown) => console.warn(`Video ${name} could not start playing`, error));
  };

  return { videoRef, playing, setPlaying, togglePlayback };
}
