import { SOCIAL_HEADING_MAX } from '@ohmstead/contracts/feeds';
import { useRef, useState } from 'react';
import { PlayIcon } from '@/components/icons';
import { video, videoSources } from '@/lib/asset-paths';
import { assetUrl } from '@/lib/assets';
import { truncate } from '@/lib/feeds/feed-format';

/** docs/product.md §2.2: the social panel's featured courtesy video (our own media;
 * docs/decisions/0008-content-areas.md). */
export const courtesyVideo = {
  title: 'Power Router live demo on the show floor',
  date: '2025-03-18',
  dateLabel: 'Mar 18, 2025',
  credit: 'Courtesy of GridTech Expo 2025',
  sources: videoSources(video.productFeatures),
} as const;

/**
 * The courtesy video: poster and mp4 from the asset base, a big play button that goes away once the
 * video plays, native controls from then on.
 */
export function CourtesyVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const title = truncate(courtesyVideo.title, SOCIAL_HEADING_MAX);
  return (
    <figure className="courtesy-video">
      <div className="courtesy-video__frame">
        <video
          ref={videoRef}
          poster={assetUrl(courtesyVideo.sources.poster)}
          controls={playing}
          preload="none"
          playsInline
          aria-label={title}
          onPlay={() => setPlaying(true)}
        >
          <source src={assetUrl(courtesyVideo.sources.mp4)} type="video/mp4" />
        </video>
        {!playing && (
          <button
            type="button"
            className="courtesy-video__play"
            aria-label={`Play video: ${title}`}
            onClick={() => {
              setPlaying(true);
              void videoRef.current?.play()?.catch(() => undefined);
            }}
          >
            <PlayIcon size={32} />
          </button>
        )}
      </div>
      <figcaption className="social-item__caption">
        <h3 className="social-item__heading">{title}</h3>
        <p className="social-item__meta">
          <time dateTime={courtesyVideo.date}>{courtesyVideo.dateLabel}</time> · {courtesyVideo.credit}
        </p>
      </figcaption>
    </figure>
  );
}
