import type { FeedType } from '@ohmstead/contracts/feed-types';
import {
  FEED_TYPE_BADGES,
  FEED_TYPE_LABELS,
  type FeedDetailResponse,
  feedMessages,
  feedPath,
} from '@ohmstead/contracts/feeds';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { FeedImage } from '@/components/feeds/FeedImage';
import { ChevronIcon } from '@/components/icons';
import { PageLoading } from '@/components/PageLoading';
import { assetUrl } from '@/lib/assets';
import { pdfMedia, relativeTime, shortDate } from '@/lib/feeds/feed-format';
import { getFeedById } from '@/lib/feeds/feeds-api';
import { applyPageTags, restoreDefaultPageTags } from '@/lib/page-tags';
import { useNow } from '@/lib/render-time';
import { sanitizeHtml } from '@/lib/safe-html';
import { useServerData } from '@/lib/server-data';
import { PdfActions } from '../components/PdfActions';
import { feedPageTags } from '../feed-seo';
import type { FeedDetailData } from '../news-data';
import { idFromParam, NEWS_LANDING_PATH } from '../news-paths';
import '@/components/feeds/feed.css';
import './FeedDetailPage.css';

/** docs/product.md §2.2: the types whose Download and View appear when a PDF is attached (all but News). */
const PDF_TYPES: readonly FeedType[] = [
  'Article',
  'PressRelease',
  'CaseStudyElectrification',
  'CaseStudyDataCenters',
];
const CASE_STUDY_TYPES: readonly FeedType[] = ['CaseStudyElectrification', 'CaseStudyDataCenters'];
export const RESOURCES_PATH = '/resources';

/** Back to the resources for the case studies, to news and events for the rest. */
export const backPathFor = (feedType: FeedType | undefined) =>
  feedType && CASE_STUDY_TYPES.includes(feedType) ? RESOURCES_PATH : NEWS_LANDING_PATH;

type DetailState =
  { status: 'loading' } | { status: 'found'; feed: FeedDetailResponse } | { status: 'missing' };

/** Navigation state of the address rewrite: the feed already loaded, so the page does not ask again. */
interface RewriteState {
  feed?: FeedDetailResponse;
}

/**
 * /feed-detail/{feedId} and /{feedType}/{slug}/{feedId} (docs/product.md §2.2): spinner while loading, then
 * the label, badge, heading, image, description and the PDF actions; 'No Feed found.' when there is no
 * such feed. Once loaded, the address becomes /{feedType}/{slug}/{id} (replacing the history entry),
 * and the page tags follow the SEO rules of docs/product.md §2.7. A page the server rendered comes with its feed
 * (server/page-data.ts), already at that address (the server redirects) and with those tags.
 */
export function FeedDetailPage() {
  const feedId = idFromParam(useParams().feedId);
  const location = useLocation();
  const navigate = useNavigate();
  const now = useNow();
  const served = useServerData<FeedDetailData>();
  const carried = (location.state as RewriteState | null)?.feed;
  // The answer for one id; a feed carried over by the address rewrite shows while it is asked again.
  const [answer, setAnswer] = useState<{ id: number; feed: FeedDetailResponse | undefined } | undefined>(
    () => (served?.id != null ? { id: served.id, feed: served.feed ?? undefined } : undefined),
  );
  const [servedId] = useState(served?.id);
  const leftServed = useRef(false);
  const state: DetailState =
    feedId === undefined
      ? { status: 'missing' }
      : answer?.id === feedId
        ? answer.feed
          ? { status: 'found', feed: answer.feed }
          : { status: 'missing' }
        : carried?.id === feedId
          ? { status: 'found', feed: carried }
          : { status: 'loading' };

  useEffect(() => {
    if (feedId !== servedId) leftServed.current = true;
    if (feedId === undefined || !leftServed.current) return;
    const controller = new AbortController();
    void getFeedById(feedId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setAnswer({
        id: feedId,
        feed: result.ok && result.data.responseStatusCode === 200 ? result.data : undefined,
      });
    });
    return () => controller.abort();
  }, [feedId, servedId]);

  const feed = state.status === 'found' ? state.feed : undefined;

  useEffect(() => {
    if (!feed) return;
    const canonical = feedPath(feed);
    if (location.pathname !== canonical) {
      void navigate(canonical, { replace: true, state: { feed } satisfies RewriteState });
    }
  }, [feed, location.pathname, navigate]);

  useEffect(() => {
    if (!feed) return;
    applyPageTags(feedPageTags(feed));
    return restoreDefaultPageTags;
  }, [feed]);

  if (state.status === 'loading') return <PageLoading label="Loading the article…" />;
  if (!feed) {
    return (
      <div className="feed-detail container">
        <BackLink to={NEWS_LANDING_PATH} />
        <h1 className="feed-detail__missing">{feedMessages.noFeed}</h1>
      </div>
    );
  }

  const pdf = PDF_TYPES.includes(feed.feedType) ? pdfMedia(feed.feedMedia) : undefined;
  return (
    <article className="feed-detail container">
      <BackLink to={backPathFor(feed.feedType)} />
      <p className="feed-detail__label">{FEED_TYPE_LABELS[feed.feedType]}</p>
      <div className="feed-detail__meta">
        <span className="feed-badge">{FEED_TYPE_BADGES[feed.feedType]}</span>
        {feed.publishAt && (
          <time className="feed-detail__time" dateTime={feed.publishAt} title={shortDate(feed.publishAt)}>
            {relativeTime(feed.publishAt, now)}
          </time>
        )}
      </div>
      <h1 className="feed-detail__heading">{feed.heading}</h1>
      {pdf && <PdfActions url={assetUrl(pdf.mediaUrladdress)} heading={feed.heading} />}
      <FeedImage media={feed.feedMedia} alt={feed.heading} className="feed-detail__image" eager />
      <div
        className="feed-detail__description"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(feed.description) }}
      />
    </article>
  );
}

function BackLink({ to }: { to: string }) {
  return (
    <Link className="feed-detail__back" to={to}>
      <ChevronIcon direction="left" size={18} />
      {to === RESOURCES_PATH ? 'Back to Resources' : 'Back to News & Events'}
    </Link>
  );
}
