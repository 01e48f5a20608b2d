import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { installErrorHandler } from './http/errors';
import { seoRoutes } from './plugins/seo/routes';
import { webRoutes } from './plugins/web/routes';

export interface AppDependencies {
  config: Config;
  db: Database;
}

/** Builds the whole server from its dependencies; tests call this with an in-memory database. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
  });
  installErrorHandler(app);
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });

  await app.register(
    async (api) => {
      await api.register(seoRoutes, { db });
    },
    { prefix: '/api' },
  );

  await app.register(webRoutes, { config });
  return app;
}
