import type { FeedType } from '@ohmstead/contracts/feed-types';
import type { FeedItem, FeedMedia, MediaType } from '@ohmstead/contracts/feeds';
import type { FeedAdminListQuery } from '@ohmstead/contracts/feeds-admin';
import sql from 'sql-template-tag';
import type { Queryable } from '../../db/database';
import { dateRangeConditions, type ListSource, searchCondition } from '../../http/admin-lists';

interface FeedRow {
  id: number;
  feed_type: FeedType;
  heading: string;
  description: string;
  publish_at: Date | string;
  date_created: Date | string;
}

interface MediaRow {
  id: number;
  feed_id: number;
  media_type: MediaType;
  media_urladdress: string;
  is_default: boolean;
  is_upload: boolean;
}

/** A media row with what the server needs to remove its file. */
export interface StoredMedia extends FeedMedia {
  feedId: number;
  isUpload: boolean;
}

/** Which items a public list call returns: one or more types, published ones only. */
export interface FeedFilter {
  types: readonly FeedType[];
  publishedOnly: boolean;
}

export interface FeedValues {
  feedType: FeedType;
  heading: string;
  description: string;
  publishAt: Date;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toMedia = (row: MediaRow): StoredMedia => ({
  id: Number(row.id),
  mediaType: row.media_type,
  mediaUrladdress: row.media_urladdress,
  isDefault: row.is_default,
  feedId: Number(row.feed_id),
  isUpload: row.is_upload,
});

/** Only the fields of the spec's feed media reach a response. */
const publicMedia = ({ id, mediaType, mediaUrladdress, isDefault }: StoredMedia): FeedMedia => ({
  id,
  mediaType,
  mediaUrladdress,
  isDefault,
});

const FEED_COLUMNS = 'id, feed_type, heading, description, publish_at, date_created';
const MEDIA_COLUMNS = 'id, feed_id, media_type, media_urladdress, is_default, is_upload';

/** The WHERE clause of a filter, its parameters starting at $1. */
function whereOf(filter: FeedFilter): { sql: string; params: unknown[] } {
  const conditions = ['feed_type = ANY($1::text[])'];
  if (filter.publishedOnly) conditions.push('publish_at <= now()');
  return { sql: conditions.join(' AND '), params: [filter.types] };
}

/** A row of the admin list: the item and its media as JSON, default image first, then in upload order. */
export interface FeedListRow extends FeedRow {
  media: { id: number; mediaType: MediaType; mediaUrladdress: string; isDefault: boolean }[];
}

/** An item as the spec has it, with the media given. */
const toFeedItem = (row: FeedRow, feedMedia: FeedMedia[]): FeedItem => ({
  id: Number(row.id),
  feedType: row.feed_type,
  heading: row.heading,
  description: row.description,
  publishAt: iso(row.publish_at),
  dateCreated: iso(row.date_created),
  feedMedia,
});

export const toAdminFeedItem = (row: FeedListRow): FeedItem =>
  toFeedItem(
    row,
    row.media.map((media) => ({
      id: Number(media.id),
      mediaType: media.mediaType,
      mediaUrladdress: media.mediaUrladdress,
      isDefault: media.isDefault,
    })),
  );

/**
 * The News & Events admin list (GET Feed/GetAllFeedAdmin): every item, scheduled ones too, with its media
 * in one query; searched in the heading, filtered by type and status, the date range on the publish time.
 */
export const feedAdminList = (query: FeedAdminListQuery): ListSource<FeedAdminListQuery['sort']> => ({
  select: sql`f.id, f.feed_type, f.heading, f.description, f.publish_at, f.date_created,
    (SELECT coalesce(json_agg(json_build_object('id', m.id, 'mediaType', m.media_type,
        'mediaUrladdress', m.media_urladdress, 'isDefault', m.is_default) ORDER BY m.is_default DESC, m.id),
      '[]'::json)
     FROM feed_media m WHERE m.feed_id = f.id) AS media`,
  from: sql`feed_items f`,
  where: [
    ...(query.feedType ? [sql`f.feed_type = ${query.feedType}`] : []),
    ...(query.status === 'scheduled' ? [sql`f.publish_at > now()`] : []),
    ...(query.status === 'published' ? [sql`f.publish_at <= now()`] : []),
    ...searchCondition([sql`f.heading`], query.search),
    ...dateRangeConditions(sql`f.publish_at`, query),
  ],
  orderBy: {
    publishAt: sql`f.publish_at`,
    heading: sql`lower(f.heading)`,
    feedType: sql`f.feed_type`,
    dateCreated: sql`f.date_created`,
  },
  tieBreaker: sql`f.id`,
});

/** A feed repository's reads: pages, the published items, one item, with their media. */
function feedReads(db: Queryable) {
  /** Media of several items, the default image first, then in upload order. */
  async function mediaOf(feedIds: number[]): Promise<Map<number, StoredMedia[]>> {
    const byFeed = new Map<number, StoredMedia[]>(feedIds.map((id) => [id, []]));
    if (feedIds.length === 0) return byFeed;
    const rows = await db.query<MediaRow>(
      `SELECT ${MEDIA_COLUMNS} FROM feed_media WHERE feed_id = ANY($1::int[]) ORDER BY is_default DESC, id`,
      [feedIds],
    );
    for (const row of rows) byFeed.get(Number(row.feed_id))?.push(toMedia(row));
    return byFeed;
  }

  async function withMedia(rows: FeedRow[]): Promise<FeedItem[]> {
    const media = await mediaOf(rows.map((row) => Number(row.id)));
    return rows.map((row) => toFeedItem(row, (media.get(Number(row.id)) ?? []).map(publicMedia)));
  }

  return {
    /** One page, newest publish time first (ties: newest id first), and how many items match in all. */
    async page(
      filter: FeedFilter,
      pageNum: number,
      pageSize: number,
    ): Promise<{ feeds: FeedItem[]; total: number }> {
      const where = whereOf(filter);
      const limit = where.params.length + 1;
      const rows = await db.query<FeedRow>(
        `SELECT ${FEED_COLUMNS} FROM feed_items WHERE ${where.sql}
         ORDER BY publish_at DESC, id DESC LIMIT $${limit} OFFSET $${limit + 1}`,
        [...where.params, pageSize, (pageNum - 1) * pageSize],
      );
      const counted = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM feed_items WHERE ${where.sql}`,
        where.params,
      );
      return { feeds: await withMedia(rows), total: Number(counted[0]?.n ?? 0) };
    },

    /** Published items, newest first, with when each last changed (its publication, or a later edit). */
    async published(limit: number) {
      const rows = await db.query<{
        id: number;
        feed_type: FeedType;
        heading: string;
        changed_at: Date | string;
      }>(
        `SELECT id, feed_type, heading, greatest(publish_at, updated_at) AS changed_at FROM feed_items
         WHERE publish_at <= now() ORDER BY publish_at DESC, id DESC LIMIT $1`,
        [limit],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        feedType: row.feed_type,
        heading: row.heading,
        changedAt: new Date(row.changed_at),
      }));
    },

    /** When the next scheduled item is published: the public lists change then by themselves. */
    async nextPublishAt(): Promise<Date | undefined> {
      const rows = await db.query<{ next: Date | string | null }>(
        'SELECT min(publish_at) AS next FROM feed_items WHERE publish_at > now()',
      );
      const next = rows[0]?.next;
      return next ? new Date(next) : undefined;
    },

    async find(id: number, options: { publishedOnly: boolean }): Promise<FeedItem | undefined> {
      const rows = await db.query<FeedRow>(
        `SELECT ${FEED_COLUMNS} FROM feed_items WHERE id = $1 ${options.publishedOnly ? 'AND publish_at <= now()' : ''}`,
        [id],
      );
      return (await withMedia(rows))[0];
    },

    async exists(id: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM feed_items WHERE id = $1', [id])).length > 0;
    },
  };
}

/** A feed repository's writes of items: created, edited, published, deleted, seeded. */
function feedItemWrites(db: Queryable) {
  return {
    async create(values: FeedValues, userId: number | null): Promise<{ id: number; publishAt: string }> {
      const rows = await db.query<{ id: number; publish_at: Date | string }>(
        `INSERT INTO feed_items (feed_type, heading, description, publish_at, updated_by)
         VALUES ($1, $2, $3, $4, $5) RETURNING id, publish_at`,
        [values.feedType, values.heading, values.description, values.publishAt, userId],
      );
      return { id: Number(rows[0]!.id), publishAt: iso(rows[0]!.publish_at) };
    },

    /** Undefined when no item has this id. */
    async update(
      id: number,
      values: FeedValues,
      userId: number,
    ): Promise<{ id: number; publishAt: string } | undefined> {
      const rows = await db.query<{ id: number; publish_at: Date | string }>(
        `UPDATE feed_items SET feed_type = $2, heading = $3, description = $4, publish_at = $5, updated_by = $6,
           updated_at = now()
         WHERE id = $1 RETURNING id, publish_at`,
        [id, values.feedType, values.heading, values.description, values.publishAt, userId],
      );
      const row = rows[0];
      return row && { id: Number(row.id), publishAt: iso(row.publish_at) };
    },

    async publishNow(id: number, userId: number): Promise<{ id: number; publishAt: string } | undefined> {
      const rows = await db.query<{ id: number; publish_at: Date | string }>(
        `UPDATE feed_items SET publish_at = now(), updated_by = $2, updated_at = now() WHERE id = $1
         RETURNING id, publish_at`,
        [id, userId],
      );
      const row = rows[0];
      return row && { id: Number(row.id), publishAt: iso(row.publish_at) };
    },

    /**
     * Removes the item and its media rows and answers the media it had, or undefined when no item has
     * this id. Run it in a transaction.
     */
    async delete(id: number): Promise<StoredMedia[] | undefined> {
      const media = await db.query<MediaRow>(
        `DELETE FROM feed_media WHERE feed_id = $1 RETURNING ${MEDIA_COLUMNS}`,
        [id],
      );
      const rows = await db.query('DELETE FROM feed_items WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0 ? media.map(toMedia) : undefined;
    },

    /** Seeding: the item and its media are inserted once under its key; false when the key exists. */
    async insertSeedIfMissing(
      seedKey: string,
      values: FeedValues & { dateCreated: Date },
      media: { mediaType: MediaType; mediaUrladdress: string; isDefault: boolean }[],
    ): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO feed_items (feed_type, heading, description, publish_at, date_created, seed_key)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (seed_key) DO NOTHING RETURNING id`,
        [values.feedType, values.heading, values.description, values.publishAt, values.dateCreated, seedKey],
      );
      const id = rows[0]?.id;
      if (id === undefined) return false;
      for (const item of media)
        await db.query(
          `INSERT INTO feed_media (feed_id, media_type, media_urladdress, is_default) VALUES ($1, $2, $3, $4)`,
          [id, item.mediaType, item.mediaUrladdress, item.isDefault],
        );
      return true;
    },
  };
}

/** A feed repository's writes of one item's media. */
function feedMediaWrites(db: Queryable) {
  return {
    /** A new default image takes the place of the previous one. Run it in a transaction. */
    async addMedia(
      feedId: number,
      media: { mediaType: MediaType; mediaUrladdress: string; isDefault: boolean; isUpload: boolean },
    ): Promise<FeedMedia> {
      if (media.isDefault)
        await db.query('UPDATE feed_media SET is_default = false WHERE feed_id = $1 AND is_default', [
          feedId,
        ]);
      const rows = await db.query<MediaRow>(
        `INSERT INTO feed_media (feed_id, media_type, media_urladdress, is_default, is_upload)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${MEDIA_COLUMNS}`,
        [feedId, media.mediaType, media.mediaUrladdress, media.isDefault, media.isUpload],
      );
      return publicMedia(toMedia(rows[0]!));
    },

    async deleteMedia(id: number): Promise<StoredMedia | undefined> {
      const rows = await db.query<MediaRow>(
        `DELETE FROM feed_media WHERE id = $1 RETURNING ${MEDIA_COLUMNS}`,
        [id],
      );
      return rows[0] && toMedia(rows[0]);
    },
  };
}

/** The feed items and their media, one object for every caller; its parts are grouped by what they do. */
export function feedRepository(db: Queryable) {
  return { ...feedReads(db), ...feedItemWrites(db), ...feedMediaWrites(db) };
}
