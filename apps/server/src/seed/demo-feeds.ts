import type { MediaType } from '@ohmstead/contracts/feeds';
import { DEMO_CASE_STUDIES } from './demo-case-studies';
import type { DemoFeed } from './demo-feed-types';
import { DEMO_NEWS } from './demo-news';

/**
 * The demo news and case studies (DEMO_CONTENT only), and the social items beside them (demo-social.ts).
 * These modules import nothing but each other (and types): scripts/media reads them too, to draw every
 * cover, logo and post image and to write every PDF named here (covers carry the heading, PDFs the
 * description), and check-assets.mjs expects them. Companies, people and press sites are made up.
 */

export const demoFeedMedia = (
  feed: DemoFeed,
): { mediaType: MediaType; mediaUrladdress: string; isDefault: boolean }[] => [
  ...(feed.cover
    ? [{ mediaType: 'Image' as const, mediaUrladdress: `/feeds/images/${feed.key}.svg`, isDefault: true }]
    : []),
  ...(feed.pdf
    ? [{ mediaType: 'Pdf' as const, mediaUrladdress: `/feeds/documents/${feed.key}.pdf`, isDefault: false }]
    : []),
];

/** In the order they are seeded: the news, then the case studies. */
export const DEMO_FEEDS: DemoFeed[] = [...DEMO_NEWS, ...DEMO_CASE_STUDIES];
