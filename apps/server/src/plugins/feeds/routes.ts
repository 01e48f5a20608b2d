import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { PublicReadCache } from '../../http/public-read-cache';
import { feedAdminRoutes } from './admin-routes';
import { feedMediaRoutes } from './media-routes';
import { publicFeedRoutes } from './public-routes';
import { socialAdminRoutes } from './social-routes';

/**
 * News and events, case studies and the social panel (docs/product.md §2.7), and the News & Events admin screen.
 * Public calls see published items only (publishAt not in the future); admin calls see every item.
 */
export const feedRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  auth: Auth;
  publicReads: PublicReadCache;
}> = async (app, { config, db, auth, publicReads }) => {
  // Sizes and types are checked while streaming and answered with our own messages.
  await app.register(multipart, { throwFileSizeLimit: false });
  const editor = { preValidation: auth.requireCapability('newsAndEvents') };
  /** After a write to feed items or their media: any public feed answer may have changed. */
  const changed = () => publicReads.invalidate('feeds');

  await app.register(publicFeedRoutes, { db, publicReads });
  // ----- The News & Events admin screen -----
  await app.register(feedAdminRoutes, { config, db, guard: editor, changed });
  await app.register(feedMediaRoutes, { config, db, guard: editor, changed });
  // ----- The social items and logos of the same screen -----
  await app.register(socialAdminRoutes, {
    config,
    db,
    guard: editor,
    changed: () => publicReads.invalidate('social'),
  });
};
