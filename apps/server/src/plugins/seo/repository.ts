import type { Queryable } from '../../db/database';

export interface SeoEntry {
  pageName: string;
  title: string;
  metaKeyword: string;
  metaDescription: string;
}

export function seoRepository(db: Queryable) {
  return {
    async findByName(pageName: string): Promise<SeoEntry | undefined> {
      const rows = await db.query<{
        page_name: string;
        title: string;
        meta_keyword: string;
        meta_description: string;
      }>(
        'SELECT page_name, title, meta_keyword, meta_description FROM seo_entries WHERE lower(page_name) = lower($1)',
        [pageName],
      );
      const row = rows[0];
      return (
        row && {
          pageName: row.page_name,
          title: row.title,
          metaKeyword: row.meta_keyword,
          metaDescription: row.meta_description,
        }
      );
    },
    async upsert(entry: SeoEntry): Promise<void> {
      await db.query(
        `INSERT INTO seo_entries (page_name, title, meta_keyword, meta_description) VALUES ($1, $2, $3, $4)
         ON CONFLICT (page_name) DO UPDATE SET title = $2, meta_keyword = $3, meta_description = $4, updated_at = now()`,
        [entry.pageName, entry.title, entry.metaKeyword, entry.metaDescription],
      );
    },
    /** Seeding never overwrites what an admin has edited since. */
    async insertIfMissing(entry: SeoEntry): Promise<void> {
      await db.query(
        `INSERT INTO seo_entries (page_name, title, meta_keyword, meta_description) VALUES ($1, $2, $3, $4)
         ON CONFLICT (page_name) DO NOTHING`,
        [entry.pageName, entry.title, entry.metaKeyword, entry.metaDescription],
      );
    },
  };
}
