import type { SocialItem, SocialKind } from '@ohmstead/contracts/feeds';
import type {
  SocialAdminItem,
  SocialItemListQuery,
  SocialMoveDirection,
} from '@ohmstead/contracts/social-items-schemas';
import sql, { empty, type Sql } from 'sql-template-tag';
import type { Queryable } from '../../db/database';
import { dateRangeConditions, type ListSource, searchCondition } from '../../http/admin-lists';

interface SocialRow {
  id: number;
  heading: string;
  description: string;
  media_urladdress: string | null;
  date_created: Date | string;
}

/** A row as the admin screens read it: with its place in its kind's public order. */
export interface SocialAdminRow extends SocialRow {
  kind: SocialKind;
  video_id: string | null;
  is_upload: boolean;
  updated_at: Date | string;
  rank: number | string;
  kind_count: number | string;
}

export interface SocialValues {
  kind: SocialKind;
  heading: string;
  /** The outbound link: the press article, the YouTube video, the LinkedIn post. */
  description: string;
  /** A YouTube item's video id. */
  videoId?: string | null;
  /** Relative to the asset base. */
  mediaUrladdress?: string;
  dateCreated: Date;
}

/** What an editor saves: a new image (an upload) replaces the old one; without one the old one stays. */
export interface SocialEdit {
  heading: string;
  link: string;
  videoId: string | null;
  image?: { mediaUrladdress: string };
}

/**
 * The social panel's and the marquee's items. Their one image is shown as the item's default feed
 * media, with the item's id (the spec gives these items feed media but no media of their own).
 */
const toSocialItem = (row: SocialRow): SocialItem => ({
  id: Number(row.id),
  heading: row.heading,
  description: row.description,
  dateCreated: new Date(row.date_created).toISOString(),
  feedMedia: row.media_urladdress
    ? [{ id: Number(row.id), mediaType: 'Image', mediaUrladdress: row.media_urladdress, isDefault: true }]
    : [],
});

export const toSocialAdminItem = (row: SocialAdminRow): SocialAdminItem => ({
  id: Number(row.id),
  kind: row.kind,
  heading: row.heading,
  link: row.description,
  videoId: row.video_id,
  imageUrl: row.media_urladdress,
  position: Number(row.rank),
  lastPosition: Number(row.kind_count),
  dateCreated: new Date(row.date_created).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** One kind's items with their rank in its public order (1 first) and how many there are. */
const ranked = (kind: SocialKind) =>
  sql`(SELECT id, kind, heading, description, media_urladdress, video_id, is_upload, date_created,
         updated_at, row_number() OVER (ORDER BY position, id) AS rank, count(*) OVER () AS kind_count
       FROM social_items WHERE kind = ${kind}) AS s`;

/**
 * The admin list of one kind (GET Feed/GetAllSocialAdmin): in public order unless asked otherwise;
 * searched in the title and the link; the date range on when the item was added.
 */
export const socialAdminList = (query: SocialItemListQuery): ListSource<SocialItemListQuery['sort']> => ({
  select: sql`*`,
  from: ranked(query.kind),
  where: [
    ...searchCondition([sql`heading`, sql`description`], query.search),
    ...dateRangeConditions(sql`date_created`, query),
  ],
  orderBy: { position: sql`rank`, heading: sql`lower(heading)`, dateCreated: sql`date_created` },
  tieBreaker: sql`id`,
});

const run = <Row>(db: Queryable, query: Sql) => db.query<Row>(query.text, query.values);

/** One item as the admin screens show it, with its current place. */
async function findAdmin(db: Queryable, id: number): Promise<SocialAdminRow | undefined> {
  const [kind] = await run<{ kind: SocialKind }>(db, sql`SELECT kind FROM social_items WHERE id = ${id}`);
  if (!kind) return undefined;
  const [row] = await run<SocialAdminRow>(db, sql`SELECT * FROM ${ranked(kind.kind)} WHERE id = ${id}`);
  return row;
}

/** The reads of social items: a kind's public list, one item as the admin screens show it. */
function socialReads(db: Queryable) {
  return {
    /** Every item of a kind, in the order editors gave them (new ones first). */
    async list(kind: SocialKind): Promise<SocialItem[]> {
      const rows = await db.query<SocialRow>(
        `SELECT id, heading, description, media_urladdress, date_created FROM social_items WHERE kind = $1
         ORDER BY position, id`,
        [kind],
      );
      return rows.map(toSocialItem);
    },

    findAdmin: (id: number) => findAdmin(db, id),
  };
}

/** The writes of social items' content: created, edited, deleted, seeded. */
function socialEdits(db: Queryable) {
  return {
    /** A new item, first in its kind's order. */
    async create(kind: SocialKind, values: SocialEdit, userId: number): Promise<SocialAdminRow> {
      const [row] = await run<{ id: number }>(
        db,
        sql`INSERT INTO social_items (kind, heading, description, video_id, media_urladdress, is_upload, updated_by)
            VALUES (${kind}, ${values.heading}, ${values.link}, ${values.videoId}, ${values.image?.mediaUrladdress ?? null},
              ${values.image !== undefined}, ${userId})
            RETURNING id`,
      );
      return (await findAdmin(db, Number(row!.id)))!;
    },

    /**
     * Saves an edit; answers the item as it is now and the image it had before when a new one replaced it
     * (the caller removes that file if it was an upload), or undefined when no item has this id.
     */
    async update(
      id: number,
      values: SocialEdit,
      userId: number,
    ): Promise<
      { item: SocialAdminRow; replaced?: { mediaUrladdress: string; isUpload: boolean } } | undefined
    > {
      const [before] = await run<{ media_urladdress: string | null; is_upload: boolean }>(
        db,
        sql`SELECT media_urladdress, is_upload FROM social_items WHERE id = ${id} FOR UPDATE`,
      );
      if (!before) return undefined;
      const image = values.image
        ? sql`, media_urladdress = ${values.image.mediaUrladdress}, is_upload = true`
        : empty;
      await run(
        db,
        sql`UPDATE social_items SET heading = ${values.heading}, description = ${values.link},
              video_id = ${values.videoId}, updated_by = ${userId}, updated_at = now() ${image}
            WHERE id = ${id}`,
      );
      const item = (await findAdmin(db, id))!;
      const replaced =
        values.image && before.media_urladdress
          ? { mediaUrladdress: before.media_urladdress, isUpload: before.is_upload }
          : undefined;
      return { item, replaced };
    },

    /** Removes the item; answers what it was (its image, to remove an uploaded file), or undefined. */
    async delete(id: number): Promise<{ mediaUrladdress: string | null; isUpload: boolean } | undefined> {
      const [row] = await run<{ media_urladdress: string | null; is_upload: boolean }>(
        db,
        sql`DELETE FROM social_items WHERE id = ${id} RETURNING media_urladdress, is_upload`,
      );
      return row && { mediaUrladdress: row.media_urladdress, isUpload: row.is_upload };
    },

    /** Seeding: inserted once under its key, never overwriting what was changed since. */
    async insertIfMissing(seedKey: string, values: SocialValues): Promise<void> {
      await db.query(
        `INSERT INTO social_items (kind, heading, description, video_id, media_urladdress, date_created, seed_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (seed_key) DO NOTHING`,
        [
          values.kind,
          values.heading,
          values.description,
          values.videoId ?? null,
          values.mediaUrladdress ?? null,
          values.dateCreated,
          seedKey,
        ],
      );
    },
  };
}

/** The public order of a kind's items, changed one place at a time. */
function socialOrder(db: Queryable) {
  return {
    /**
     * One place earlier ('up') or later ('down') in the kind's public order: the item and its neighbour
     * swap positions. Run it in a transaction: the kind's rows are locked so that two moves never interleave.
     * 'edge' when the item is already first or last.
     */
    async move(id: number, direction: SocialMoveDirection): Promise<SocialAdminRow | 'edge' | undefined> {
      const [target] = await run<{ kind: SocialKind }>(
        db,
        sql`SELECT kind FROM social_items WHERE id = ${id}`,
      );
      if (!target) return undefined;
      const order = await run<{ id: number; position: number }>(
        db,
        sql`SELECT id, position FROM social_items WHERE kind = ${target.kind} ORDER BY position, id FOR UPDATE`,
      );
      const index = order.findIndex((row) => Number(row.id) === id);
      if (index < 0) return undefined;
      const neighbour = order[direction === 'up' ? index - 1 : index + 1];
      if (!neighbour) return 'edge';
      const self = order[index]!;
      // The unique (kind, position) constraint is checked at commit, so the two rows may swap in one statement.
      await run(
        db,
        sql`UPDATE social_items SET position = CASE id WHEN ${self.id} THEN ${neighbour.position}::integer
              ELSE ${self.position}::integer END
            WHERE id IN (${self.id}, ${neighbour.id})`,
      );
      return findAdmin(db, id);
    },
  };
}

/** The social items, one object for every caller; its parts are grouped by what they do. */
export function socialRepository(db: Queryable) {
  return { ...socialReads(db), ...socialEdits(db), ...socialOrder(db) };
}
