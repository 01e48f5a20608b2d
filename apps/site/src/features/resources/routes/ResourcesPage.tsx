import { CASE_STUDIES, FEATURED_PAGE_SIZE, LIST_PAGE_SIZE, pageFromParam } from '@ohmstead/contracts/feeds';
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { FeaturedFeed } from '@/components/feeds/FeaturedFeed';
import { getCaseStudyPage } from '@/lib/feeds/feeds-api';
import { type FeedListState, useFeedList } from '@/lib/feeds/use-feed-list';
import { usePageTags } from '@/lib/page-tags';
import { useServerData } from '@/lib/server-data';
import { CaseStudySection } from '../components/CaseStudySection';
import { DocumentMenu } from '../components/DocumentMenu';
import { electrificationDocuments, resourcesPath, resourcesText } from '../resources-paths';
import './ResourcesPage.css';

/** The lists the server renders the page with (server/page-data.ts). */
export interface ResourcesData {
  featured: FeedListState;
  electrification: FeedListState;
  datacenter: FeedListState;
}

/**
 * /resources and /resources/electrification/page_{e}/datacenter/page_{d} (docs/product.md §2.2): the featured
 * case-study panel (one at a time, arrows), then the Electrification list with its Spec Sheet and
 * Brochure dropdowns and the Datacenter list, each with its page in the address.
 */
export function ResourcesPage() {
  usePageTags('Resources');
  const params = useParams();
  const electrificationPage = pageFromParam(params.e_pageNum);
  const datacenterPage = pageFromParam(params.d_pageNum);
  const [featuredPage, setFeaturedPage] = useState(1);
  const featuredHeadingId = useId();
  const data = useServerData<ResourcesData>();

  const featured = useFeedList(
    String(featuredPage),
    (signal) => getCaseStudyPage(CASE_STUDIES, featuredPage, FEATURED_PAGE_SIZE, signal),
    data?.featured,
  );
  const electrification = useFeedList(
    String(electrificationPage),
    (signal) => getCaseStudyPage('CaseStudyElectrification', electrificationPage, LIST_PAGE_SIZE, signal),
    data?.electrification,
  );
  const datacenter = useFeedList(
    String(datacenterPage),
    (signal) => getCaseStudyPage('CaseStudyDataCenters', datacenterPage, LIST_PAGE_SIZE, signal),
    data?.datacenter,
  );

  return (
    <div className="resources-page">
      <div className="resources-page__intro container">
        <h1 className="resources-page__title">{resourcesText.title}</h1>
        <p className="resources-page__lead">{resourcesText.intro}</p>
      </div>
      {featured.status !== 'error' && (
        <section className="container resources-page__featured" aria-labelledby={featuredHeadingId}>
          <h2 id={featuredHeadingId} className="resources-page__featured-title">
            {resourcesText.featured}
          </h2>
          <FeaturedFeed
            state={featured}
            page={featuredPage}
            onPageChange={setFeaturedPage}
            itemName="case study"
            headingLevel={3}
          />
        </section>
      )}
      <div className="container">
        <CaseStudySection
          title={resourcesText.electrification}
          state={electrification}
          page={electrificationPage}
          hrefFor={(page) => resourcesPath(page, datacenterPage)}
          actions={
            <>
              <DocumentMenu label={resourcesText.specSheet} documents={electrificationDocuments.specSheet} />
              <DocumentMenu label={resourcesText.brochure} documents={electrificationDocuments.brochure} />
            </>
          }
        />
        <CaseStudySection
          title={resourcesText.datacenter}
          state={datacenter}
          page={datacenterPage}
          hrefFor={(page) => resourcesPath(electrificationPage, page)}
        />
      </div>
    </div>
  );
}
