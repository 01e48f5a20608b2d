import type { HeroTexts, SeoEntry } from '@ohmstead/contracts/home-configuration';
import { SEO_PAGE_NAMES, type SeoPageName } from '@ohmstead/contracts/seo';
import type { Queryable } from '../../db/database';

interface SeoRow {
  page_name: SeoPageName;
  title: string;
  meta_keyword: string;
  meta_description: string;
  updated_at: Date;
}
interface HeroRow {
  before_title: string;
  title: string;
  text: string;
}

const toSeoEntry = (row: SeoRow): SeoEntry => ({
  pageName: row.page_name,
  title: row.title,
  metaKeyword: row.meta_keyword,
  metaDescription: row.meta_description,
  updatedAt: new Date(row.updated_at).toISOString(),
});

export function homeConfigurationRepository(db: Queryable) {
  return {
    /** The entries of the known pages, in the order of SEO_PAGE_NAMES. */
    async seoEntries(): Promise<SeoEntry[]> {
      const rows = await db.query<SeoRow>(
        `SELECT page_name, title, meta_keyword, meta_description, updated_at FROM seo_entries
         WHERE page_name = ANY ($1::text[])`,
        [[...SEO_PAGE_NAMES]],
      );
      const order = (name: SeoPageName) => SEO_PAGE_NAMES.indexOf(name);
      return rows.map(toSeoEntry).sort((a, b) => order(a.pageName) - order(b.pageName));
    },

    async updateSeo(entry: Omit<SeoEntry, 'updatedAt'>, userId: number): Promise<SeoEntry> {
      const rows = await db.query<SeoRow>(
        `INSERT INTO seo_entries (page_name, title, meta_keyword, meta_description, updated_by)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (page_name) DO UPDATE
           SET title = $2, meta_keyword = $3, meta_description = $4, updated_by = $5, updated_at = now()
         RETURNING page_name, title, meta_keyword, meta_description, updated_at`,
        [entry.pageName, entry.title, entry.metaKeyword, entry.metaDescription, userId],
      );
      return toSeoEntry(rows[0]!);
    },

    async hero(): Promise<HeroTexts | undefined> {
      const rows = await db.query<HeroRow>('SELECT before_title, title, text FROM home_hero WHERE id = 1');
      const row = rows[0];
      return row && { beforeTitle: row.before_title, title: row.title, text: row.text };
    },

    async updateHero(hero: HeroTexts, userId: number): Promise<HeroTexts> {
      const rows = await db.query<HeroRow>(
        `INSERT INTO home_hero (id, before_title, title, text, updated_by) VALUES (1, $1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET before_title = $1, title = $2, text = $3, updated_by = $4, updated_at = now()
         RETURNING before_title, title, text`,
        [hero.beforeTitle, hero.title, hero.text, userId],
      );
      const row = rows[0]!;
      return { beforeTitle: row.before_title, title: row.title, text: row.text };
    },

    /** Seeding: the texts the Home page started with, never over an admin's edit. */
    async insertHeroIfMissing(hero: HeroTexts): Promise<void> {
      await db.query(
        `INSERT INTO home_hero (id, before_title, title, text) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING`,
        [hero.beforeTitle, hero.title, hero.text],
      );
    },
  };
}
