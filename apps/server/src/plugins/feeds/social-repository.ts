import type { SocialItem, SocialKind } from '@ohmstead/contracts/feeds';
import type { Queryable } from '../../db/database';

interface SocialRow {
  id: number;
  heading: string;
  description: string;
  media_urladdress: string | null;
  date_created: Date | string;
}

export interface SocialValues {
  kind: SocialKind;
  heading: string;
  /** The outbound link: the press article, the YouTube video, the LinkedIn post. */
  description: string;
  /** Relative to the asset base. */
  mediaUrladdress?: string;
  dateCreated: Date;
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

export function socialRepository(db: Queryable) {
  return {
    /** Every item of a kind, newest first. */
    async list(kind: SocialKind): Promise<SocialItem[]> {
      const rows = await db.query<SocialRow>(
        `SELECT id, heading, description, media_urladdress, date_created FROM social_items WHERE kind = $1
         ORDER BY date_created DESC, id DESC`,
        [kind],
      );
      return rows.map(toSocialItem);
    },

    /** Seeding: inserted once under its key, never overwriting what was changed since. */
    async insertIfMissing(seedKey: string, values: SocialValues): Promise<void> {
      await db.query(
        `INSERT INTO social_items (kind, heading, description, media_urladdress, date_created, seed_key)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (seed_key) DO NOTHING`,
        [
          values.kind,
          values.heading,
          values.description,
          values.mediaUrladdress ?? null,
          values.dateCreated,
          seedKey,
        ],
      );
    },
  };
}
