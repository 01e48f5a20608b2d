import { FEATURED_PAGE_SIZE } from '@ohmstead/contracts/feeds';
import { type HTMLAttributes, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FeaturedFeed } from '@/components/feeds/FeaturedFeed';
import { ChevronIcon } from '@/components/icons';
import { getNewsPage } from '@/lib/feeds/feeds-api';
import { useFeedList } from '@/lib/feeds/use-feed-list';
import { useLayoutWidth } from '@/lib/media-query';
import { usePageTags } from '@/lib/page-tags';
import { useServerData } from '@/lib/server-data';
import { LogoMarquee } from '../components/LogoMarquee';
import { SocialPanel } from '../components/SocialPanel';
import { tabIds, TabList } from '../components/Tabs';
import { useSocialItems } from '../hooks/use-social-items';
import type { NewsLandingData } from '../news-data';
import { newsListPath, newsText } from '../news-paths';
import './NewsPages.css';

type Tab = 'recent' | 'social';

const TABS: { id: Tab; label: string }[] = [
  { id: 'recent', label: 'Recent' },
  { id: 'social', label: 'Social Media' },
];

/**
 * /news-events, the landing (docs/product.md §2.2): one featured item at a time with arrows, the social media
 * panel beside it and the funding-news logos under them; on mobile, the logos first, then 'Recent' and
 * 'Social Media' tabs.
 *
 * The server does not know the screen's width, so the page is one layout that the style sheet arranges
 * for either: the tab list shows on mobile only, the unselected panel is hidden on mobile only, and the
 * logos are in both places until the width is known (no shift when the script arrives). On a wide screen
 * the panels are plain sections; the tab roles are for the mobile tabs (useLayoutWidth).
 */
export function NewsLandingPage() {
  usePageTags('NewsEvents');
  const data = useServerData<NewsLandingData>();
  const width = useLayoutWidth();
  const [tab, setTab] = useState<Tab>('recent');
  const [page, setPage] = useState(1);
  const featured = useFeedList(
    String(page),
    (signal) => getNewsPage(page, FEATURED_PAGE_SIZE, signal),
    data?.featured,
  );
  const logos = useSocialItems('ExternalLink', data?.logos);
  const baseId = useId();
  const recentHeadingId = useId();
  const tabbed = width !== 'desktop';

  const panel = (id: Tab, plain: HTMLAttributes<HTMLElement>): HTMLAttributes<HTMLElement> =>
    tabbed
      ? {
          role: 'tabpanel',
          id: tabIds(baseId, id).panel,
          'aria-labelledby': tabIds(baseId, id).tab,
          tabIndex: 0,
        }
      : plain;

  return (
    <div className={`news-page news-landing news-landing--${tab}`}>
      <div className="news-page__intro container">
        <h1 className="news-page__title">{newsText.title}</h1>
        <Link className="news-page__view-all" to={newsListPath(1)}>
          {newsText.viewAll}
          <ChevronIcon direction="right" size={16} />
        </Link>
      </div>
      {width !== 'desktop' && (
        <div className="news-landing__logos news-landing__logos--mobile">
          <LogoMarquee logos={logos} />
        </div>
      )}
      <div className="container news-landing__columns">
        {tabbed && (
          <div className="news-landing__tabs">
            <TabList
              items={TABS}
              selected={tab}
              onSelect={(id) => setTab(id as Tab)}
              label={newsText.title}
              baseId={baseId}
            />
          </div>
        )}
        <section
          className="news-landing__recent"
          {...panel('recent', { 'aria-labelledby': recentHeadingId })}
        >
          <h2 id={recentHeadingId} className="news-landing__section-title">
            Recent
          </h2>
          <FeaturedFeed
            state={featured}
            page={page}
            onPageChange={setPage}
            itemName="news item"
            headingLevel={3}
          />
        </section>
        <aside className="news-landing__social" {...panel('social', { 'aria-label': 'Social media' })}>
          <SocialPanel active={width === 'desktop' || tab === 'social'} initial={data?.social} />
        </aside>
      </div>
      {width !== 'mobile' && (
        <div className="news-landing__logos news-landing__logos--desktop">
          <LogoMarquee logos={logos} />
        </div>
      )}
    </div>
  );
}
