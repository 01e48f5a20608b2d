import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FEATURED_PAGE_SIZE } from '@ohmstead/contracts/feeds';
import { ChevronIcon } from '../../../components/icons';
import { useIsMobile } from '../../../lib/media-query';
import { usePageTags } from '../../../lib/page-tags';
import { getNewsPage } from '../../../lib/feeds/feeds-api';
import { FeaturedFeed } from '../../../components/feeds/FeaturedFeed';
import { LogoMarquee } from '../components/LogoMarquee';
import { SocialPanel } from '../components/SocialPanel';
import { Tabs } from '../components/Tabs';
import { useFeedList } from '../../../lib/feeds/use-feed-list';
import { useSocialItems } from '../hooks/use-social-items';
import { newsText, newsListPath } from '../news-paths';
import './NewsPages.css';

/**
 * /news-events, the landing (spec/02 §2): one featured item at a time with arrows, the social media
 * panel beside it and the funding-news logos; on mobile, 'Recent' and 'Social Media' tabs under the
 * logos. 'View all news' leads to the list at /news-events/page_1.
 */
export function NewsLandingPage() {
  usePageTags('NewsEvents');
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const featured = useFeedList(String(page), (signal) => getNewsPage(page, FEATURED_PAGE_SIZE, signal));
  const logos = useSocialItems('ExternalLink');
  const recentHeadingId = useId();

  const recent = (
    <FeaturedFeed state={featured} page={page} onPageChange={setPage} itemName="news item" headingLevel={3} />
  );
  const viewAll = (
    <Link className="news-page__view-all" to={newsListPath(1)}>
      {newsText.viewAll}
      <ChevronIcon direction="right" size={16} />
    </Link>
  );

  return (
    <div className="news-page news-landing">
      <div className="news-page__intro container">
        <h1 className="news-page__title">{newsText.title}</h1>
        {viewAll}
      </div>
      {isMobile ? (
        <>
          <LogoMarquee logos={logos} />
          <div className="container news-landing__tabs">
            <Tabs
              label={newsText.title}
              items={[
                {
                  id: 'recent',
                  label: 'Recent',
                  render: () => (
                    <section aria-label="Recent">
                      <h2 className="visually-hidden">Recent</h2>
                      {recent}
                    </section>
                  ),
                },
                {
                  id: 'social',
                  label: 'Social Media',
                  render: (selected) => <SocialPanel active={selected} />,
                },
              ]}
            />
          </div>
        </>
      ) : (
        <>
          <div className="container news-landing__columns">
            <section className="news-landing__recent" aria-labelledby={recentHeadingId}>
              <h2 id={recentHeadingId} className="news-landing__section-title">
                Recent
              </h2>
              {recent}
            </section>
            <aside className="news-landing__social" aria-label="Social media">
              <SocialPanel active />
            </aside>
          </div>
          <LogoMarquee logos={logos} />
        </>
      )}
    </div>
  );
}
