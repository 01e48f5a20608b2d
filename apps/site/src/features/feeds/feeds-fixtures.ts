/**
 * Feeds and an in-memory stand-in for the screen's calls, for the stories and tests: no network.
 * Not imported by the screen itself, so never part of the built site.
 */
import { FEED_TYPE_LABELS, type FeedItem } from '@ohmstead/contracts/feeds';
import { feedAdminListQuerySchema, feedAdminMessages } from '@ohmstead/contracts/feeds-admin';
import { ok, pageFor } from '@/lib/fake-answers';
import type { FeedsAdminApi } from './api/feeds-api';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export function sampleFeeds(): FeedItem[] {
  return [
    {
      id: 41,
      feedType: 'PressRelease',
      heading: 'Ohmstead opens its second assembly line',
      description: '<p>The new line <strong>doubles</strong> output from next month.</p>',
      publishAt: hoursFromNow(48),
      dateCreated: hoursFromNow(-2),
      feedMedia: [],
    },
    {
      id: 40,
      feedType: 'News',
      heading: 'Bidirectional chargers reach 500 sites',
      description: '<p>Installed across <em>three</em> states.</p>',
      publishAt: hoursFromNow(-5),
      dateCreated: hoursFromNow(-6),
      feedMedia: [
        { id: 7, mediaType: 'Image', mediaUrladdress: '/uploads/feeds/40/sites.png', isDefault: true },
        { id: 8, mediaType: 'Pdf', mediaUrladdress: '/uploads/feeds/40/report.pdf', isDefault: false },
      ],
    },
    {
      id: 39,
      feedType: 'CaseStudyDataCenters',
      heading: 'Cutting idle losses in a 40 MW data hall',
      description: '<h2>Outcome</h2><ul><li>12% less idle loss</li></ul>',
      publishAt: hoursFromNow(-72),
      dateCreated: hoursFromNow(-80),
      feedMedia: [],
    },
  ];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The calls answered from a list kept in memory, filtered, sorted and paged as the server does. `failSave`
 * makes create and update fail with it, `failList` the list.
 */
export function fakeFeedsApi(
  feeds: FeedItem[] = sampleFeeds(),
  { delayMs = 0, failSave, failList }: { delayMs?: number; failSave?: string; failList?: string } = {},
): FeedsAdminApi {
  let nextId = 100;
  const items = [...feeds];
  const find = (id: number) => items.find((item) => item.id === id);
  const notFound = { ok: false as const, status: 404, message: 'Feed not found.' };
  return {
    async list(apiQuery) {
      await wait(delayMs);
      if (failList) return { ok: false, status: 500, message: failList };
      const query = feedAdminListQuerySchema.parse(Object.fromEntries(new URLSearchParams(apiQuery)));
      const now = Date.now();
      const key = (item: FeedItem) =>
        query.sort === 'heading'
          ? item.heading.toLowerCase()
          : query.sort === 'feedType'
            ? FEED_TYPE_LABELS[item.feedType]
            : query.sort === 'dateCreated'
              ? item.dateCreated
              : item.publishAt;
      const matching = items
        .filter((item) => !query.feedType || item.feedType === query.feedType)
        .filter(
          (item) => !query.status || Date.parse(item.publishAt) > now === (query.status === 'scheduled'),
        )
        .filter((item) => !query.search || item.heading.toLowerCase().includes(query.search.toLowerCase()))
        .filter((item) => !query.from || Date.parse(item.publishAt) >= query.from.getTime())
        .filter((item) => !query.to || Date.parse(item.publishAt) <= query.to.getTime())
        .sort((a, b) => key(a).localeCompare(key(b)) * (query.dir === 'asc' ? 1 : -1));
      return pageFor(matching, query);
    },
    async create(body) {
      await wait(delayMs);
      if (failSave) return { ok: false, status: 400, message: failSave };
      const id = nextId++;
      items.push({ id, ...body, dateCreated: new Date().toISOString(), feedMedia: [] });
      return ok({
        responseStatusCode: 200,
        message: feedAdminMessages.created,
        id,
        publishAt: body.publishAt,
      });
    },
    async update(id, body) {
      await wait(delayMs);
      if (failSave) return { ok: false, status: 400, message: failSave };
      const item = find(id);
      if (!item) return notFound;
      Object.assign(item, body);
      return ok({
        responseStatusCode: 200,
        message: feedAdminMessages.updated,
        id,
        publishAt: body.publishAt,
      });
    },
    async publish(id) {
      await wait(delayMs);
      const item = find(id);
      if (!item) return notFound;
      item.publishAt = new Date().toISOString();
      return ok({
        responseStatusCode: 200,
        message: feedAdminMessages.published,
        id,
        publishAt: item.publishAt,
      });
    },
    async remove(id) {
      await wait(delayMs);
      const index = items.findIndex((item) => item.id === id);
      if (index < 0) return notFound;
      items.splice(index, 1);
      return ok({ responseStatusCode: 200, message: feedAdminMessages.deleted });
    },
    async uploadMedia(feedId, file, isDefault) {
      await wait(delayMs);
      const item = find(feedId);
      if (!item) return notFound;
      const mediaType = file.type === 'application/pdf' ? ('Pdf' as const) : ('Image' as const);
      if (isDefault) item.feedMedia.forEach((media) => (media.isDefault = false));
      const feedMedia = {
        id: nextId++,
        mediaType,
        mediaUrladdress: `/uploads/feeds/${feedId}/${file.name}`,
        isDefault,
      };
      item.feedMedia.push(feedMedia);
      return ok({
        responseStatusCode: 200,
        message: feedAdminMessages.mediaUploaded,
        feedMedia: { ...feedMedia },
      });
    },
    async removeMedia(id) {
      await wait(delayMs);
      for (const item of items) {
        const index = item.feedMedia.findIndex((media) => media.id === id);
        if (index >= 0) {
          item.feedMedia.splice(index, 1);
          return ok({ responseStatusCode: 200, message: feedAdminMessages.mediaDeleted });
        }
      }
      return { ok: false, status: 404, message: feedAdminMessages.mediaNotFound };
    },
  };
}
