import type { FeedMedia } from '@ohmstead/contracts/feeds';
import { SmallButton } from '@/components/admin/SmallButton';
import { assetUrl } from '@/lib/assets';
import { feedsText } from '../feeds-words';
import { mediaFileName } from '../media-rules';

const t = feedsText.media;

interface FeedMediaListProps {
  media: FeedMedia[];
  /** The item being removed now, if any. */
  removing: number | null;
  onRemove: (item: FeedMedia) => void;
}

/** A feed's images and PDFs, each with a thumbnail or its name, to open or remove. */
export function FeedMediaList({ media, removing, onRemove }: FeedMediaListProps) {
  if (media.length === 0) return <p className="feed-media__none">{t.none}</p>;
  return (
    <ul className="feed-media__list" aria-label={t.listLabel}>
      {media.map((item) => {
        const name = mediaFileName(item.mediaUrladdress);
        const url = assetUrl(item.mediaUrladdress);
        return (
          <li key={item.id} className="feed-media__item">
            {item.mediaType === 'Image' ? (
              <img className="feed-media__thumb" src={url} alt="" loading="lazy" width={96} height={64} />
            ) : (
              <span className="feed-media__thumb feed-media__thumb--pdf" aria-hidden="true">
                {t.pdf}
              </span>
            )}
            <span className="feed-media__name">
              <span className="visually-hidden">{item.mediaType === 'Image' ? t.image : t.pdf}: </span>
              {name}
              {item.isDefault && <span className="feed-media__badge">{t.isDefault}</span>}
            </span>
            <span className="feed-media__actions">
              <a
                className="admin-button admin-button--secondary admin-button--small"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.openLabel(name)}
              >
                {t.open}
              </a>
              <SmallButton
                tone="danger"
                aria-label={t.removeLabel(name)}
                disabled={removing === item.id}
                aria-busy={removing === item.id || undefined}
                onClick={() => onRemove(item)}
              >
                {t.remove}
              </SmallButton>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
