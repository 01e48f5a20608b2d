import { useState } from 'react';
import type { FeedMedia } from '@ohmstead/contracts/feeds';
import { image } from '../../lib/asset-paths';
import { assetUrl } from '../../lib/assets';
import { defaultImage } from '../../lib/feeds/feed-format';
import './FeedImage.css';

interface FeedImageProps {
  media: FeedMedia[];
  /** Describes the image; the item's heading by default. */
  alt: string;
  className?: string;
  /** Loads the image at once (the image at the top of a detail page). */
  eager?: boolean;
}

/**
 * The item's default image over a placeholder: the image stays hidden until it has loaded, and the
 * placeholder stays when the item has no image or the image cannot be loaded.
 */
export function FeedImage({ media, alt, className, eager }: FeedImageProps) {
  const picture = defaultImage(media);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <div className={['feed-image', className].filter(Boolean).join(' ')}>
      {state !== 'loaded' && (
        <div className="feed-image__placeholder" data-testid="feed-image-placeholder">
          <img src={assetUrl(image.logoLight)} alt="" width="160" height="40" />
        </div>
      )}
      {picture && state !== 'failed' && (
        <img
          className="feed-image__img"
          src={assetUrl(picture.mediaUrladdress)}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          hidden={state !== 'loaded'}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
