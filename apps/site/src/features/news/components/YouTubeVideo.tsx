import { useEffect, useRef, useState } from 'react';
import { PlayIcon, YouTubeIcon } from '@/components/icons';
import {
  loadYouTubeApi,
  PLAYER_DEFAULT_WIDTH,
  SOCIAL_PLAYER_HEIGHT,
  youtubeThumbnail,
  youtubeWatchUrl,
} from '../youtube-player';

interface YouTubeVideoProps {
  /** An 11-character video id, or undefined when the item's link has none. */
  videoId: string | undefined;
  /** The video's title, for the play button's name. */
  title: string;
  /** The item's own link (used when there is no usable id). */
  link: string;
}

/**
 * A click-to-load YouTube player (docs/product.md §2.2, §2.7): a thumbnail over a placeholder with a play button;
 * the player script loads only on a click. If it cannot load (offline, blocked) the thumbnail stays
 * with a link to the video: no error is shown.
 */
export function YouTubeVideo({ videoId, title, link }: YouTubeVideoProps) {
  const [state, setState] = useState<'idle' | 'loading' | 'player' | 'unavailable'>('idle');
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state !== 'loading' || !videoId) return;
    let cancelled = false;
    let player: { destroy(): void } | undefined;
    loadYouTubeApi().then(
      (api) => {
        if (cancelled || !hostRef.current) return;
        // The API replaces the element it is given: hand it a child that React does not own.
        const target = document.createElement('div');
        hostRef.current.replaceChildren(target);
        player = new api.Player(target, {
          width: PLAYER_DEFAULT_WIDTH,
          height: SOCIAL_PLAYER_HEIGHT,
          videoId,
          host: 'https://www.youtube-nocookie.com',
          playerVars: { autoplay: 1, rel: 0, playsinline: 1 },
          events: {
            onReady: (event) => event.target.playVideo(),
            onError: () => setState('unavailable'),
          },
        });
        setState('player');
      },
      () => {
        if (!cancelled) setState('unavailable');
      },
    );
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [state, videoId]);

  const watchUrl = videoId ? youtubeWatchUrl(videoId) : link;
  return (
    <div className="youtube-video">
      <div className="youtube-video__frame" ref={hostRef} hidden={state !== 'player'} />
      {state !== 'player' && (
        <div className="youtube-video__poster">
          <div className="youtube-video__placeholder" aria-hidden="true">
            <YouTubeIcon size={48} />
          </div>
          {videoId && !thumbnailFailed && (
            <img
              className="youtube-video__thumbnail"
              src={youtubeThumbnail(videoId)}
              alt=""
              loading="lazy"
              onError={() => setThumbnailFailed(true)}
            />
          )}
          {videoId && state !== 'unavailable' && (
            <button
              type="button"
              className="youtube-video__play"
              onClick={() => setState('loading')}
              disabled={state === 'loading'}
              aria-label={`Play video: ${title}`}
            >
              {state === 'loading' ? <span className="youtube-video__spinner" /> : <PlayIcon size={28} />}
            </button>
          )}
        </div>
      )}
      {(state === 'unavailable' || !videoId) && (
        <a className="youtube-video__fallback" href={watchUrl} target="_blank" rel="noopener noreferrer">
          Watch on YouTube<span className="visually-hidden">: {title} (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
