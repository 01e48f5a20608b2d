import { feedMessages, LIST_PAGE_SIZE, pageFromParam } from '@ohmstead/contracts/feeds';
import { useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CardSkeleton } from '@/components/feeds/CardSkeleton';
import { FeedCard } from '@/components/feeds/FeedCard';
import { Pagination } from '@/components/feeds/Pagination';
import { ChevronIcon } from '@/components/icons';
import { getNewsPage } from '@/lib/feeds/feeds-api';
import { useFeedList } from '@/lib/feeds/use-feed-list';
import { useScrollOnChange } from '@/lib/feeds/use-scroll-on-change';
import { usePageTags } from '@/lib/page-tags';
import { useServerData } from '@/lib/server-data';
import type { NewsListData } from '../news-data';
import { NEWS_LANDING_PATH, newsListPath, newsText } from '../news-paths';
import '@/components/feeds/feed.css';
import './NewsPages.css';

/**
 * /news-events/page_{n}, the list of all news and events (docs/product.md §2.2): three per page, numbered
 * pagination; a page that is not page_{number} is page 1. After the first load, a page change scrolls
 * smoothly to the list.
 */
export function NewsListPage() {
  usePageTags('NewsEvents');
  const page = pageFromParam(useParams().pageNum);
  const data = useServerData<NewsListData>();
  const list = useFeedList(String(page), (signal) => getNewsPage(page, LIST_PAGE_SIZE, signal), data?.list);
  const listRef = useRef<HTMLElement>(null);
  useScrollOnChange(listRef, list.status === 'loading' ? undefined : String(page));

  return (
    <div className="news-page news-list">
      <div className="news-page__intro container">
        <h1 className="news-page__title">{newsText.listTitle}</h1>
        <Link className="news-page__view-all" to={NEWS_LANDING_PATH}>
          <ChevronIcon direction="left" size={16} />
          {newsText.backToHighlights}
        </Link>
      </div>
      <section
        ref={listRef}
        className="container news-list__section"
        aria-label="News and events"
        aria-busy={list.status === 'loading'}
      >
        {list.status === 'loading' && <CardSkeleton count={LIST_PAGE_SIZE} layout="row" />}
        {list.status === 'empty' && <p className="feed-empty">{feedMessages.noRecord}</p>}
        {list.status === 'ready' && (
          <ul className="news-list__items">
            {list.feeds.map((item) => (
              <li key={item.id}>
                <FeedCard item={item} description="html" showTime layout="row" headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        {list.status !== 'loading' && (
          <Pagination
            page={page}
            total={list.total}
            pageSize={LIST_PAGE_SIZE}
            hrefFor={newsListPath}
            label="News and events pages"
          />
        )}
      </section>
    </div>
  );
}
