import type { Database } from '../db/database';
import { homeConfigurationRepository } from '../plugins/home-configuration/repository';
import { seoRepository } from '../plugins/seo/repository';
import { seedDemoDevices } from './devices';
import { seedDemoFeeds } from './feeds';
import { seedDemoHistory } from './history/seed-history';
import { homeHeroTexts } from './home-hero';
import { seoEntries } from './seo-entries';
import { seedDemoUsers } from './users';

/**
 * Idempotent: safe at every start. Base content (page tags, the Home hero) is always present; demo
 * content only when asked for. Rows an admin has changed since are never overwritten.
 */
export async function seed(
  db: Database,
  options: { demoContent: boolean; historyScale?: number; dataDir?: string },
): Promise<void> {
  const seo = seoRepository(db);
  for (const [pageName, entry] of Object.entries(seoEntries))
    await seo.insertIfMissing({ pageName, ...entry });
  await homeConfigurationRepository(db).insertHeroIfMissing(homeHeroTexts);
  if (!options.demoContent) return;
  // Demo-only content: one account per role (README "Demo accounts"), news, case studies and social items,
  // products, sites and devices,
  // and 90 days of generated activity for the admin screens.
  await seedDemoUsers(db);
  await seedDemoFeeds(db);
  // Products, sites and devices with their firmware images; without a data dir, no images.
  if (options.dataDir) await seedDemoDevices(db, options.dataDir);
  await seedDemoHistory(db, { scale: options.historyScale ?? 1 });
}
