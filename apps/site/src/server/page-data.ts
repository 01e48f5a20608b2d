import { isFeedType } from '@ohmstead/contracts/feed-types';
import type { SocialKind } from '@ohmstead/contracts/feeds';
import {
  CASE_STUDIES,
  FEATURED_PAGE_SIZE,
  feedPath,
  LIST_PAGE_SIZE,
  pageFromParam,
} from '@ohmstead/contracts/feeds';
import { data, type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { ServerDataKey } from '@/app/route-handle';
import { type HomeData, loadHero } from '@/features/home/api/useHeroTexts';
import { legalDocuments } from '@/features/legal/content/documents';
import type { LegalDocumentId } from '@/features/legal/content/types';
import { legalPageTags } from '@/features/legal/legal-tags';
import { feedPageTags } from '@/features/news/feed-seo';
import type { FeedDetailData, NewsLandingData, NewsListData } from '@/features/news/news-data';
import { idFromParam } from '@/features/news/news-paths';
import type { ResourcesData } from '@/features/resources/routes/ResourcesPage';
import type { ApiResult } from '@/lib/api';
import { assetUrl } from '@/lib/assets';
import { defaultImage } from '@/lib/feeds/feed-format';
import { getCaseStudyPage, getFeedById, getNewsPage, getSocialItems } from '@/lib/feeds/feeds-api';
import { feedListState } from '@/lib/feeds/use-feed-list';
import type { PageTags } from '@/lib/page-tags';

/** What a page's data says about its tags, besides its SEO entry: a feed's own, a legal document's. */
export interface PageDataMeta extends Partial<PageTags> {
  type?: 'website' | 'article';
  /** The preview image, relative to the site. */
  image?: string;
}

interface ServerPageData {
  /** The route's loader on the server: reads through the server's public reads (lib/api.ts). */
  load(args: LoaderFunctionArgs): Promise<unknown>;
  /** Tags the data decides (a feed's heading); the route's SEO entry otherwise. */
  meta?(data: unknown, args: { pathname: string }): PageDataMeta | undefined;
}

/** A failed read fails the render (the server then sends the page to be rendered in the browser). */
function answered<T>(result: ApiResult<T>, what: string): T {
  if (!result.ok) throw new Error(`${what} could not be read for the page: ${result.message}`);
  return result.data;
}

const socialItems = async (kind: SocialKind) => {
  const list = answered(await getSocialItems(kind), kind);
  return list.responseStatusCode === 200 ? list.feeds : [];
};

/**
 * The first data of the pages that show server data, read while the page is rendered on the server
 * (docs/decisions/0026-server-rendering.md). Each answer is what the page would have asked the
 * API for in the browser, and is carried to the browser for hydration (lib/server-data.ts).
 */
export const serverPageData: Record<ServerDataKey, ServerPageData> = {
  home: {
    async load(): Promise<HomeData | null> {
      const hero = await loadHero();
      // Without the hero's entry the built-in texts show, as in the browser.
      if (!hero.ok || hero.data.responseStatusCode !== 200) return null;
      const { beforeTitle, title, text } = hero.data;
      return { hero: { beforeTitle, title, text } };
    },
  },
  newsLanding: {
    async load(): Promise<NewsLandingData> {
      const [featured, logos, youtube, linkedIn] = await Promise.all([
        getNewsPage(1, FEATURED_PAGE_SIZE),
        socialItems('ExternalLink'),
        socialItems('Youtube'),
        socialItems('LinkedIn'),
      ]);
      return { featured: feedListState(featured), logos, social: { youtube, linkedIn } };
    },
  },
  newsList: {
    async load({ params }): Promise<NewsListData> {
      const page = pageFromParam(params.pageNum);
      return { list: feedListState(await getNewsPage(page, LIST_PAGE_SIZE)) };
    },
  },
  resources: {
    async load({ params }): Promise<ResourcesData> {
      const [featured, electrification, datacenter] = await Promise.all([
        getCaseStudyPage(CASE_STUDIES, 1, FEATURED_PAGE_SIZE),
        getCaseStudyPage('CaseStudyElectrification', pageFromParam(params.e_pageNum), LIST_PAGE_SIZE),
        getCaseStudyPage('CaseStudyDataCenters', pageFromParam(params.d_pageNum), LIST_PAGE_SIZE),
      ]);
      return {
        featured: feedListState(featured),
        electrification: feedListState(electrification),
        datacenter: feedListState(datacenter),
      };
    },
  },
  feedDetail: {
    /**
     * docs/product.md §2.2: a feed's page lives at /{feedType}/{slug}/{id}: any other address of it is sent there
     * (301). No such feed is a 404 page saying so; a first segment that is no feed type goes Home.
     */
    async load({ params, request }): Promise<FeedDetailData | ReturnType<typeof data<FeedDetailData>>> {
      if (params.feedType !== undefined && !isFeedType(params.feedType)) throw redirect('/', 302);
      const id = idFromParam(params.feedId) ?? null;
      if (id === null) return data({ id, feed: null }, { status: 404 });
      const answer = await getFeedById(id);
      if (!answer.ok && answer.status !== 404)
        throw new Error(`Feed ${id} could not be read: ${answer.message}`);
      const feed = answer.ok && answer.data.responseStatusCode === 200 ? answer.data : null;
      if (!feed) return data({ id, feed: null }, { status: 404 });
      const address = feedPath(feed);
      if (new URL(request.url).pathname !== address) throw redirect(address, 301);
      return { id, feed };
    },
    meta(loaded) {
      const { feed } = loaded as FeedDetailData;
      if (!feed) return undefined;
      const picture = defaultImage(feed.feedMedia);
      return {
        ...feedPageTags(feed),
        type: 'article',
        image: picture ? assetUrl(picture.mediaUrladdress) : undefined,
      };
    },
  },
  legal: {
    async load() {
      return null;
    },
    // The same tags the page sets in the browser (features/legal/legal-tags.ts).
    meta(_data, { pathname }) {
      const legal = legalDocuments[pathname.slice(1) as LegalDocumentId];
      return legal ? legalPageTags(legal) : undefined;
    },
  },
};
