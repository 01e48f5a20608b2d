import { CARD_DESCRIPTION_MAX, FEED_TYPE_BADGES, type FeedItem, feedPath } from '@ohmstead/contracts/feeds';
import { Link } from 'react-router-dom';
import { relativeTime, shortDate, textFromHtml, truncate } from '@/lib/feeds/feed-format';
import { useNow } from '@/lib/render-time';
import { sanitizeHtml } from '@/lib/safe-html';
import { FeedImage } from './FeedImage';
import './feed.css';
import './FeedCard.css';

interface FeedCardProps {
  item: FeedItem;
  /**
   * 'html': the description as (sanitised) HTML, as on the news list; 'summary': its text cut to 230
   * characters, as on the case-study cards (docs/product.md §2.2).
   */
  description: 'html' | 'summary';
  /** Shows the relative publish time under the heading. */
  showTime?: boolean;
  layout?: 'column' | 'row';
  headingLevel?: 2 | 3;
  /** Fixes "now" for stories and tests. */
  now?: Date;
}

/** A feed item in a list: image or placeholder, type badge, heading, description and 'Read More'. */
export function FeedCard({
  item,
  description,
  showTime,
  layout = 'column',
  headingLevel = 3,
  now: fixedNow,
}: FeedCardProps) {
  const currentTime = useNow();
  const now = fixedNow ?? currentTime;
  const Heading = `h${headingLevel}` as const;
  const published = item.publishAt || item.dateCreated;
  return (
    <article className={`feed-card feed-card--${layout}`}>
      <FeedImage media={item.feedMedia} alt={item.heading} className="feed-card__image" />
      <div className="feed-card__body">
        <span className="feed-badge">{FEED_TYPE_BADGES[item.feedType]}</span>
        <Heading className="feed-heading feed-card__heading">{item.heading}</Heading>
        {showTime && published && (
          <time className="feed-time feed-card__time" dateTime={published} title={shortDate(published)}>
            {relativeTime(published, now)}
          </time>
        )}
        {description === 'html' ? (
          <div
            className="feed-card__description feed-card__description--html"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.description) }}
          />
        ) : (
          <p className="feed-card__description">
            {truncate(textFromHtml(item.description), CARD_DESCRIPTION_MAX)}
          </p>
        )}
        <Link className="feed-card__more" to={feedPath(item)}>
          Read More<span className="visually-hidden">: {item.heading}</span>
        </Link>
      </div>
    </article>
  );
}
