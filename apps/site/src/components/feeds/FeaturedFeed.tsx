import {
  FEATURED_PAGE_SIZE,
  FEED_TYPE_BADGES,
  feedMessages,
  feedPath,
  LANDING_HEADING_MAX,
} from '@ohmstead/contracts/feeds';
import { Link } from 'react-router-dom';
import { relativeTime, shortDate, truncate } from '@/lib/feeds/feed-format';
import { type FeedListState, pageCount } from '@/lib/feeds/use-feed-list';
import { useNow } from '@/lib/render-time';
import { sanitizeHtml } from '@/lib/safe-html';
import { ChevronIcon } from '../icons';
import { FeedImage } from './FeedImage';
import './CardSkeleton.css';
import './feed.css';
import './FeaturedFeed.css';

interface FeaturedFeedProps {
  state: FeedListState;
  /** The 1-based position of the item shown. */
  page: number;
  onPageChange: (page: number) => void;
  /** What one item is called in the arrows' names: 'news item', 'case study'. */
  itemName: string;
  headingLevel?: 2 | 3;
  /** Fixes "now" for stories and tests. */
  now?: Date;
}

/**
 * One featured item at a time (the news landing and the resources featured panel, docs/product.md §2.2): image,
 * badge, heading cut to 100 characters, relative time, the description clamped by screen height,
 * 'Read More', and previous/next arrows when there is more than one item.
 */
export function FeaturedFeed({
  state,
  page,
  onPageChange,
  itemName,
  headingLevel = 2,
  now: fixedNow,
}: FeaturedFeedProps) {
  const currentTime = useNow();
  const now = fixedNow ?? currentTime;
  if (state.status === 'loading') return <FeaturedSkeleton />;
  if (state.status === 'error') return null;
  if (state.status === 'empty') return <p className="feed-empty">{feedMessages.noRecord}</p>;
  const item = state.feeds[0]!;
  const pages = pageCount(state.total, FEATURED_PAGE_SIZE);
  const published = item.publishAt || item.dateCreated;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="featured-feed">
      <FeedImage media={item.feedMedia} alt={item.heading} className="featured-feed__image" eager />
      <div className="featured-feed__body">
        <span className="feed-badge">{FEED_TYPE_BADGES[item.feedType]}</span>
        <Heading className="feed-heading featured-feed__heading">
          {truncate(item.heading, LANDING_HEADING_MAX)}
        </Heading>
        {published && (
          <time className="feed-time featured-feed__time" dateTime={published} title={shortDate(published)}>
            {relativeTime(published, now)}
          </time>
        )}
        <div
          className="featured-feed__description"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.description) }}
        />
        <div className="featured-feed__footer">
          <Link className="featured-feed__more" to={feedPath(item)}>
            Read More<span className="visually-hidden">: {item.heading}</span>
          </Link>
          {state.total > FEATURED_PAGE_SIZE && (
            <div className="featured-feed__arrows">
              <button
                type="button"
                className="round-arrow"
                aria-label={`Previous ${itemName}`}
                disabled={page <= 1}
                onClick={() => onPageChange(page - 1)}
              >
                <ChevronIcon direction="left" size={20} />
              </button>
              <span className="featured-feed__position" aria-live="polite">
                {Math.min(page, pages)} of {pages}
              </span>
              <button
                type="button"
                className="round-arrow"
                aria-label={`Next ${itemName}`}
                disabled={page >= pages}
                onClick={() => onPageChange(page + 1)}
              >
                <ChevronIcon direction="right" size={20} />
              </button>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * The featured item's shape while it loads, built from the item's own classes: the image box, the
 * badge, two heading lines, the time, the description at its clamped height (12, 10 or 8 lines) and
 * the footer row, so that the page below does not move when the item arrives.
 */
function FeaturedSkeleton() {
  return (
    <div className="featured-feed featured-feed--skeleton" role="status">
      <span className="visually-hidden">Loading…</span>
      <div className="featured-feed__image card-skeleton__block card-skeleton__image" aria-hidden="true" />
      <div className="featured-feed__body" aria-hidden="true">
        <span className="feed-badge card-skeleton__block featured-feed__skeleton-badge">&nbsp;</span>
        <div className="feed-heading featured-feed__heading card-skeleton__block featured-feed__skeleton-heading" />
        <span className="feed-time featured-feed__time card-skeleton__block featured-feed__skeleton-time">
          &nbsp;
        </span>
        <div className="featured-feed__description card-skeleton__block featured-feed__skeleton-description" />
        <div className="featured-feed__footer featured-feed__skeleton-footer" />
      </div>
    </div>
  );
}
