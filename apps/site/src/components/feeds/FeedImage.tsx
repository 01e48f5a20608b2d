import type { FeedMedia } from '@ohmstead/contracts/feeds';
import { useEffect, useRef, useState } from 'react';
import { image } from '@/lib/asset-paths';
import { assetUrl } from '@/lib/assets';
import { defaultImage } from '@/lib/feeds/feed-format';
import './FeedImage.css';

interface FeedImageProps {
  media: FeedMedia[];
  /** Describes the image; the item's heading by default. */
  alt: string;
  className?: string;
  /** Loads the image at once, at high priority (the largest paint of a landing or detail page). */
  eager?: boolean;
}

/**
 * The item's default image, or a placeholder when it has none or the image cannot be loaded. The image
 * shows as soon as it arrives, script or not (a page rendered on the server paints it before hydration);
 * until then its box keeps the frame's colour.
 */
export function FeedImage({ media, alt, className, eager }: FeedImageProps) {
  const picture = defaultImage(media);
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  // An image that failed before the script took over the page fired its error event unheard.
  useEffect(() => {
    const element = imageRef.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailed(true);
  }, []);
  return (
    <div className={['feed-image', className].filter(Boolean).join(' ')}>
      {picture && !failed ? (
        <img
          ref={imageRef}
          className="feed-image__img"
          src={assetUrl(picture.mediaUrladdress)}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <div className="feed-image__placeholder" data-testid="feed-image-placeholder">
          <img src={assetUrl(image.logoLight)} alt="" width="160" height="40" decoding="async" />
        </div>
      )}
    </div>
  );
}
