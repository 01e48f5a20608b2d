import type { FeedItem, FeedListResponse, SocialItem } from '@ohmstead/contracts/feeds';

/** Fixture feeds for the stories and tests of the news and resources screens (no network). */
export const FIXTURE_NOW = new Date('2025-06-01T12:00:00Z');

export const fixtureFeed = (id: number, overrides: Partial<FeedItem> = {}): FeedItem => ({
  id,
  feedType: 'News',
  heading: `Ohmstead Power news item number ${id}`,
  description:
    '<p>Ohmstead Power, Inc. <strong>announced</strong> a new deployment of solid-state Power Routers.</p><p>The system links solar, storage and EV charging on one DC bus.</p>',
  publishAt: '2025-05-29T09:00:00Z',
  dateCreated: '2025-05-28T09:00:00Z',
  feedMedia: [],
  ...overrides,
});

export const fixtureFeeds: FeedItem[] = [
  fixtureFeed(1, { feedType: 'PressRelease', heading: 'Ohmstead Power Closes $20M Series A' }),
  fixtureFeed(2, { feedType: 'Article', heading: 'Why solid-state transformers change the grid edge' }),
  fixtureFeed(3, {
    heading: 'Power Router named a top product of the year',
    publishAt: '2025-03-02T09:00:00Z',
  }),
];

export const fixtureCaseStudies: FeedItem[] = [
  fixtureFeed(11, {
    feedType: 'CaseStudyElectrification',
    heading: 'Electrifying a 40-bus depot without a service upgrade',
  }),
  fixtureFeed(12, {
    feedType: 'CaseStudyElectrification',
    heading: 'A school campus on solar, storage and one Power Router',
  }),
  fixtureFeed(13, { feedType: 'CaseStudyDataCenters', heading: 'An 800 V DC hall for an AI datacenter' }),
];

export const listResponse = (feeds: FeedItem[], totalFeeds = feeds.length): FeedListResponse => ({
  responseStatusCode: 200,
  feeds,
  totalFeeds,
});

export const fixtureYoutube: SocialItem[] = [
  {
    id: 21,
    heading: 'Inside the Power Router: a walkthrough of the DC bus and ports',
    description: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    dateCreated: '2025-05-20T09:00:00Z',
    feedMedia: [],
  },
];

export const fixtureLinkedIn: SocialItem[] = [1, 2, 3, 4, 5].map((n) => ({
  id: 30 + n,
  heading: `LinkedIn post ${n}`,
  description: `https://www.linkedin.com/posts/ohmstead-power-${n}`,
  dateCreated: '2025-05-20T09:00:00Z',
  feedMedia: [],
}));

export const fixtureLogos: SocialItem[] = ['Grid Daily', 'Power Weekly', 'Charge Review'].map(
  (name, index) => ({
    id: 40 + index,
    heading: name,
    description: `https://news.example.com/${index}`,
    dateCreated: '2025-05-20T09:00:00Z',
    feedMedia: [
      { id: 90 + index, mediaType: 'Image', mediaUrladdress: '/images/ohmstead-logo.svg', isDefault: true },
    ],
  }),
);
