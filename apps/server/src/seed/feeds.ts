import { youtubeVideoId } from '@ohmstead/contracts/social-items';
import type { Database } from '../db/database';
import { feedRepository } from '../plugins/feeds/repository';
import { sanitizeFeedHtml } from '../plugins/feeds/sanitize';
import { socialRepository } from '../plugins/feeds/social-repository';
import { DEMO_FEEDS, demoFeedMedia } from './demo-feeds';
import { DEMO_SOCIAL } from './demo-social';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo news, case studies and social items, each inserted once under its key: an item an editor has
 * changed since stays changed. Dates are relative to the first seeding, so the demo always looks
 * current; the one scheduled item lies in the future and stays hidden from the public pages.
 */
export async function seedDemoFeeds(db: Database, now: Date = new Date()): Promise<number> {
  let created = 0;
  for (const feed of DEMO_FEEDS) {
    const publishAt = new Date(now.getTime() - feed.publishDaysAgo * DAY_MS);
    const values = {
      feedType: feed.feedType,
      heading: feed.heading,
      description: sanitizeFeedHtml(feed.description),
      publishAt,
      // Written a day before it went out; a scheduled item was written now.
      dateCreated: publishAt < now ? new Date(publishAt.getTime() - DAY_MS) : now,
    };
    const inserted = await db.transaction((tx) =>
      feedRepository(tx).insertSeedIfMissing(`demo:${feed.key}`, values, demoFeedMedia(feed)),
    );
    if (inserted) created += 1;
  }
  const social = socialRepository(db);
  // Oldest first: each new item comes first in its kind's order, so the newest ends up on top.
  const oldestFirst = [...DEMO_SOCIAL].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const item of oldestFirst)
    await social.insertIfMissing(`demo:${item.key}`, {
      kind: item.kind,
      heading: item.heading,
      description: item.description,
      videoId: item.kind === 'Youtube' ? (youtubeVideoId(item.description) ?? null) : null,
      mediaUrladdress: item.image,
      dateCreated: new Date(now.getTime() - item.daysAgo * DAY_MS),
    });
  return created;
}
