import type { SocialKind } from '@ohmstead/contracts/feeds';
import { feedsText as t } from './feeds-words';

/** News & Events (/admin/all-feeds) and its pages of social items and logos. */
export const FEEDS_PATH = '/admin/all-feeds';

export interface FeedsSection {
  path: string;
  label: string;
  /** The social kind the page manages; none for the feeds themselves. */
  kind?: SocialKind;
}

export const FEEDS_SECTIONS: FeedsSection[] = [
  { path: FEEDS_PATH, label: t.tabs.feeds },
  { path: `${FEEDS_PATH}/youtube`, label: t.tabs.youtube, kind: 'Youtube' },
  { path: `${FEEDS_PATH}/linkedin`, label: t.tabs.linkedIn, kind: 'LinkedIn' },
  { path: `${FEEDS_PATH}/logos`, label: t.tabs.logos, kind: 'ExternalLink' },
];

export const sectionOf = (kind: SocialKind): FeedsSection =>
  FEEDS_SECTIONS.find((section) => section.kind === kind)!;
