import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FeedListResponse, SocialListResponse } from '@ohmstead/contracts/feeds';
import { describe, expect, it } from 'vitest';
import { countRows, useTestServer } from '../../test/harness';
import { DEMO_FEEDS, demoFeedMedia } from './demo-feeds';
import { DEMO_SOCIAL } from './demo-social';
import { seedDemoFeeds } from './feeds';

describe('the demo feeds (DEMO_CONTENT)', () => {
  const server = useTestServer();

  const get = async <T>(url: string) => (await server.app.inject({ url })).json() as T;

  it('seeds once: a second run adds nothing and keeps an edited item as edited', async () => {
    expect(await seedDemoFeeds(server.db)).toBe(DEMO_FEEDS.length);
    await server.db.query(`UPDATE feed_items SET heading = 'Edited' WHERE seed_key = 'demo:series-a-20m'`);
    expect(await seedDemoFeeds(server.db)).toBe(0);
    expect(await countRows(server.db, 'feed_items')).toBe(DEMO_FEEDS.length);
    expect(await countRows(server.db, 'social_items')).toBe(DEMO_SOCIAL.length);
    const rows = await server.db.query(`SELECT heading FROM feed_items WHERE seed_key = 'demo:series-a-20m'`);
    expect(rows).toEqual([{ heading: 'Edited' }]);
  });

  it('has enough of every kind, and the scheduled press release never shows', async () => {
    const news = await get<FeedListResponse>('/api/Feed/GetAllFeedUser?pageNum=1&pageSize=50');
    expect(news.totalFeeds).toBeGreaterThanOrEqual(10);
    expect(new Set(news.feeds.map((item) => item.feedType))).toEqual(
      new Set(['News', 'Article', 'PressRelease']),
    );
    expect(news.feeds.map((item) => item.heading)).not.toContain(
      'Ohmstead Power Announces General Availability of Power Blade',
    );
    expect(DEMO_FEEDS.filter((feed) => feed.publishDaysAgo < 0)).toHaveLength(1);
    for (const type of ['CaseStudyElectrification', 'CaseStudyDataCenters'])
      expect(
        (await get<FeedListResponse>(`/api/Feed/GetAllCaseStudy?feedType=${type}&pageNum=1&pageSize=3`))
          .totalFeeds,
      ).toBe(5);
    expect(
      (await get<SocialListResponse>('/api/Feed/GetAllExternalLinks')).feeds.length,
    ).toBeGreaterThanOrEqual(6);
    const videos = (await get<SocialListResponse>('/api/Feed/GetAllYoutube')).feeds;
    expect(videos).toHaveLength(3);
    for (const video of videos)
      expect(video.description).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    // Newest first, as editors then reorder them; each video is stored with its id.
    const demoVideos = DEMO_SOCIAL.filter((item) => item.kind === 'Youtube').sort(
      (a, b) => a.daysAgo - b.daysAgo,
    );
    expect(videos.map((video) => video.heading)).toEqual(demoVideos.map((item) => item.heading));
    const ids = await server.db.query<{ video_id: string | null }>(
      `SELECT video_id FROM social_items WHERE kind = 'Youtube' AND video_id IS NOT NULL`,
    );
    expect(ids).toHaveLength(demoVideos.length);
    const posts = (await get<SocialListResponse>('/api/Feed/GetAllLinkedIn')).feeds;
    expect(posts).toHaveLength(5);
    for (const post of posts) expect(post.feedMedia).toHaveLength(1);
  });

  it('names only media files the project ships, and serves them', async () => {
    const addresses = [
      ...DEMO_FEEDS.flatMap((feed) => demoFeedMedia(feed).map((media) => media.mediaUrladdress)),
      ...DEMO_SOCIAL.flatMap((item) => (item.image ? [item.image] : [])),
    ];
    for (const address of addresses)
      expect(existsSync(path.join(server.config.assetsDir, address)), address).toBe(true);
    const pdf = addresses.find((address) => address.endsWith('.pdf'))!;
    const served = await server.app.inject({ url: `${server.config.assetBase}${pdf}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
  });
});
