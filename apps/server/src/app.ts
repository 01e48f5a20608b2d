import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAdapters, type Adapters } from './adapters/adapters';
import type { Config } from './config';
import type { Database } from './db/database';
import { installErrorHandler } from './http/errors';
import { installRateLimit } from './http/rate-limit';
import { captchaRoutes } from './plugins/captcha/routes';
import { emailRoutes } from './plugins/email/routes';
import { leadRoutes } from './plugins/leads/routes';
import { newsletterRoutes } from './plugins/newsletter/routes';
import { publicConfigRoutes } from './plugins/public-config/routes';
import { seoRoutes } from './plugins/seo/routes';
import { ticketRoutes } from './plugins/tickets/routes';
import { webRoutes } from './plugins/web/routes';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Replacements for the adapters chosen from config (tests). */
  adapters?: Partial<Adapters>;
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
  await installRateLimit(app);
  const adapters = createAdapters({ config, db, log: app.log }, deps.adapters);
  app.addHook('onClose', () => adapters.mail.close());

  await app.register(
    async (api) => {
      await api.register(seoRoutes, { db });
      await api.register(publicConfigRoutes, { config, adapters });
      await api.register(captchaRoutes, { config, adapters });
      await api.register(emailRoutes, { config, db, adapters });
      await api.register(newsletterRoutes, { config, db, adapters });
      await api.register(ticketRoutes, { config, db, adapters });
      await api.register(leadRoutes, { config, db, adapters });
    },
    { prefix: '/api' },
  );

  await app.register(webRoutes, { config });
  return app;
}
