/**
 * The feed calls (docs/product.md §2.3, §2.7, §2.9): shapes and paging constants shared by the server, the site's
 * news, resources and feed-detail pages and the admin feed screen. Zod-free (the admin schemas are in
 * feeds-admin.ts).
 */
import type { FeedType } from './feed-types';

/** docs/product.md §2.3: a combined case-study type used only by the featured panel of the resources page. */
export const CASE_STUDIES = 'CaseStudies';
export const CASE_STUDY_TYPES = ['CaseStudyElectrification', 'CaseStudyDataCenters'] as const;
export type CaseStudyType = (typeof CASE_STUDY_TYPES)[number];
/** The types listed on news-events (everything but the case studies). */
export const NEWS_TYPES = ['News', 'Article', 'PressRelease'] as const;

/** docs/product.md §2.9. */
export const LIST_PAGE_SIZE = 3;
export const FEATURED_PAGE_SIZE = 1;
export const LANDING_HEADING_MAX = 100;
export const SOCIAL_HEADING_MAX = 40;
export const CARD_DESCRIPTION_MAX = 230;
export const SOCIAL_YOUTUBE_ITEMS = 1;
export const SOCIAL_LINKEDIN_ITEMS = 4;
export const LOGO_MARQUEE_SECONDS = 32;
export const SEO_KEYWORDS_MAX = 10;
/** Not in the spec: the largest page a client may ask for. */
export const PAGE_SIZE_MAX = 50;

export type MediaType = 'Image' | 'Pdf';

/** docs/product.md §2.3 "Feed media". `mediaUrladdress` is relative to the asset base (e.g. `/feeds/12/cover.jpg`). */
export interface FeedMedia {
  id: number;
  mediaType: MediaType;
  mediaUrladdress: string;
  isDefault: boolean;
}

/** docs/product.md §2.3 "Feed item". Dates are ISO strings. */
export interface FeedItem {
  id: number;
  feedType: FeedType;
  heading: string;
  /** Sanitised HTML. */
  description: string;
  publishAt: string;
  dateCreated: string;
  feedMedia: FeedMedia[];
}

/** GET Feed/GetAllFeedUser, GetAllCaseStudy. */
export interface FeedListResponse {
  responseStatusCode: number;
  feeds: FeedItem[];
  totalFeeds: number;
}

/** GET Feed/GetFeedById. */
export interface FeedDetailResponse {
  responseStatusCode: number;
  id: number;
  feedType: FeedType;
  heading: string;
  description: string;
  publishAt: string;
  feedMedia: FeedMedia[];
}

/** docs/product.md §2.3 "External link or logo", "YouTube item", "LinkedIn item". `description` is the outbound link. */
export interface SocialItem {
  id: number;
  heading: string;
  description: string;
  dateCreated: string;
  feedMedia: FeedMedia[];
}

/** GET Feed/GetAllExternalLinks, GetAllYoutube, GetAllLinkedIn. */
export interface SocialListResponse {
  responseStatusCode: number;
  feeds: SocialItem[];
}

export const SOCIAL_KINDS = ['ExternalLink', 'Youtube', 'LinkedIn'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

/** docs/product.md §2.2 "Feed detail": the label shown for each type. */
export const FEED_TYPE_LABELS: Record<FeedType, string> = {
  News: 'In the News',
  PressRelease: 'Press Release',
  Article: 'Article',
  CaseStudyElectrification: 'Case Study Electrification',
  CaseStudyDataCenters: 'Case Study Datacenter',
};

/** docs/product.md §2.2 "All news and events list": the type badge. */
export const FEED_TYPE_BADGES: Record<FeedType, string> = {
  News: 'News',
  PressRelease: 'Press Release',
  Article: 'Article',
  CaseStudyElectrification: 'Case Study',
  CaseStudyDataCenters: 'Case Study',
};

export const feedMessages = {
  noRecord: 'No record found',
  noFeed: 'No Feed found.',
  noYoutube: 'No Youtube updates found.',
  noLinkedIn: 'No LinkedIn updates found.',
  downloadFailedTitle: 'Oops...',
  downloadFailed: 'The file could not be downloaded.',
  /** docs/product.md §2.8: exact title not shown. */
  popupBlockedTitle: 'Pop-up blocked',
  popupBlocked:
    "Your browser's pop-up blocker stopped the file from opening in a new tab. Please allow pop-ups for this site and try again.",
  marqueeHeading: '$20M Funding in the News',
  marqueeSubtext: 'Click the logos to learn more',
  feedNotFound: 'Feed not found.',
} as const;

/** `{feedType}/{slug}/{feedId}`: lower-case words of the heading joined by dashes. */
export function slugify(heading: string): string {
  return heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

export const feedPath = (item: { feedType: FeedType; heading: string; id: number }): string =>
  `/${item.feedType}/${slugify(item.heading) || 'item'}/${item.id}`;

/** docs/product.md §2.5: `page_{n}` with a numeric n, otherwise page 1. */
export function pageFromParam(param: string | undefined): number {
  const match = /^page_(\d+)$/.exec(param ?? '');
  const page = match ? Number(match[1]) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
