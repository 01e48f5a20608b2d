import { type VideoName, videoSources } from '@/lib/asset-paths';
import { assetUrl } from '@/lib/assets';
import { MOBILE_MAX_WIDTH_PX } from '@/lib/constants';
import { PauseIcon, PlayIcon } from '../icons';
import { useInViewPlayback } from './use-in-view-playback';
import './InViewVideo.css';

/** The screens that get a video's mobile cut (docs/product.md §1.9), as a media query for <source>. */
const MOBILE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

export interface InViewVideoProps {
  name: VideoName;
  /**
   * The cut for mobile screens, if the video has one: chosen by the browser from the media query, so
   * the server's HTML already has the right poster and video for the screen.
   */
  mobile?: VideoName;
  /** What the video shows; without it the video is treated as decoration and hidden from assistive tech. */
  label?: string;
  /** False keeps the video paused whatever its position, for example on a slide that is not current. */
  active?: boolean;
  /** Loads the poster eagerly at high priority, as the page's largest paint (heroes). */
  priority?: boolean;
  /** Overrides the poster that goes with the video. */
  poster?: string;
  /** Hides the play/pause button, for videos whose container already offers one. */
  hideToggle?: boolean;
  className?: string;
}

/**
 * A muted, looping video that plays only while mostly in view (docs/product.md §1.9) and pauses otherwise.
 * Nothing is downloaded before the page has loaded and the video is first played. When playback is
 * refused the failure is logged and the next scroll check retries from two seconds earlier
 * (docs/product.md §1.8). Visitors who prefer reduced motion see the poster until they press play.
 */
export function InViewVideo({
  name,
  mobile,
  label,
  active = true,
  priority,
  poster,
  hideToggle,
  className,
}: InViewVideoProps) {
  const { videoRef, playing, setPlaying, togglePlayback } = useInViewPlayback(name, active);
  const sources = videoSources(name);
  const mobileSources = mobile ? videoSources(mobile) : undefined;
  const posterUrl = assetUrl(poster ?? sources.poster);

  const toggleLabel = `${playing ? 'Pause' : 'Play'} video${label ? `: ${label}` : ''}`;
  return (
    <div className={['in-view-video', className].filter(Boolean).join(' ')}>
      {/* The poster is an image rather than the video's poster attribute, so that posters below
          the fold load lazily like any other image instead of with the page. */}
      <picture>
        {mobileSources && !poster && <source media={MOBILE_MEDIA} srcSet={assetUrl(mobileSources.poster)} />}
        <img
          className="in-view-video__poster"
          src={posterUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      </picture>
      <video
        ref={videoRef}
        className="in-view-video__media"
        muted
        loop
        playsInline
        preload="none"
        aria-label={label}
        aria-hidden={label ? undefined : true}
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {mobileSources && (
          <>
            <source media={MOBILE_MEDIA} src={assetUrl(mobileSources.webm)} type="video/webm" />
            <source media={MOBILE_MEDIA} src={assetUrl(mobileSources.mp4)} type="video/mp4" />
          </>
        )}
        <source src={assetUrl(sources.webm)} type="video/webm" />
        <source src={assetUrl(sources.mp4)} type="video/mp4" />
      </video>
      {!hideToggle && (
        <button
          type="button"
          className="in-view-video__toggle"
          aria-label={toggleLabel}
          onClick={togglePlayback}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
    </div>
  );
}
