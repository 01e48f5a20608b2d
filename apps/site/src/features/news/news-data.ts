import type { FeedDetailResponse, SocialItem } from '@ohmstead/contracts/feeds';
import type { FeedListState } from '@/lib/feeds/use-feed-list';

/** The data the server renders the news pages with (server/page-data.ts; lib/server-data.ts). */
export interface NewsLandingData {
  featured: FeedListState;
  logos: SocialItem[];
  social: SocialPanelData;
}

/** The social panel's two lists, as the server read them. */
export interface SocialPanelData {
  youtube: SocialItem[];
  linkedIn: SocialItem[];
}

export interface NewsListData {
  list: FeedListState;
}

/** A feed's page: the feed, or null when there is none (a 404 page). */
export interface FeedDetailData {
  id: number | null;
  feed: FeedDetailResponse | null;
}
