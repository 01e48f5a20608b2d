import type { FeedType } from '@ohmstead/contracts/feed-types';
import type { SocialKind } from '@ohmstead/contracts/feeds';

/** The shapes of the demo content (demo-feeds.ts and its sibling modules). */

/** What a cover image shows (scripts/media/generate-images.mjs draws one scene per motif). */
export type CoverMotif = 'funding' | 'datacenter' | 'fleet' | 'microgrid' | 'factory' | 'event' | 'grid';

export interface DemoFeed {
  /** The seed key and the file name of its media. */
  key: string;
  feedType: FeedType;
  heading: string;
  /** Sanitised HTML, several paragraphs. */
  description: string;
  /** Days before the seeding; negative for an item scheduled in the future. */
  publishDaysAgo: number;
  /** A default cover image showing this motif, or none (cards show a placeholder). */
  cover?: CoverMotif;
  /** A PDF of the item (articles, press releases and case studies). */
  pdf?: boolean;
}

export interface DemoSocial {
  key: string;
  kind: SocialKind;
  heading: string;
  /** The outbound link. */
  description: string;
  daysAgo: number;
  /** Relative to the asset base. */
  image?: string;
}
