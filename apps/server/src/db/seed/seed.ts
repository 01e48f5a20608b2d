import type { Database } from '../database';
import { seoRepository } from '../../plugins/seo/repository';
import { seoEntries } from './seo-entries';

/**
 * Idempotent: safe at every start. Base content (page tags) is always present; demo content only
 * when asked for. Rows an admin has changed since are never overwritten.
 */
export async function seed(db: Database, options: { demoContent: boolean }): Promise<void> {
  const seo = seoRepository(db);
  for (const [pageName, entry] of Object.entries(seoEntries))
    await seo.insertIfMissing({ pageName, ...entry });
  if (!options.demoContent) return;
  // Demo-only content (feeds, demo users, …) is added by the issues that own it.
}
