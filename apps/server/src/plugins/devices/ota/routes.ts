import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from '../../../auth/auth';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import type { CommandSender } from '../../../db/devices/commands';
import { catalogRoutes } from './catalog-routes';
import { releaseRoutes } from './release-routes';

/** OTA (/admin/ota/*; SuperAdmin, Admin, Manager): products, components, firmware and roll-outs. */
export const otaRoutes: FastifyPluginAsync<{
  config: Config;
  db: Database;
  auth: Auth;
  commands: CommandSender;
}> = async (app, options) => {
  await app.register(catalogRoutes, { db: options.db, auth: options.auth });
  await app.register(releaseRoutes, options);
};
