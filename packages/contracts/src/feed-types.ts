/**
 * docs/product.md §2.3: the feed types that have a detail page at /{feedType}/{slug}/{feedId}. Kept free of
 * zod so that the site's router can import it without the schema library.
 */
export const FEED_TYPES = [
  'News',
  'PressRelease',
  'Article',
  'CaseStudyElectrification',
  'CaseStudyDataCenters',
] as const;
export type FeedType = (typeof FEED_TYPES)[number];

export const isFeedType = (value: string): value is FeedType =>
  (FEED_TYPES as readonly string[]).includes(value);
