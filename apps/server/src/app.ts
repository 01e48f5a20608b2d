import path from 'node:path';
import formbody from '@fastify/formbody';
import { BOT_PATH } from '@ohmstead/contracts/chat';
import { feedPath } from '@ohmstead/contracts/feeds';
import { HISTORY_LINE_MAX, REQUEST_HISTORY_MAX } from '@ohmstead/contracts/live-chat';
import { INDEXED_PAGES, SITEMAP_MAX_URLS } from '@ohmstead/contracts/site-map';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { type Adapters, createAdapters } from './adapters/adapters';
import { type Auth, createAuth, installAuth } from './auth/auth';
import { type Config, persistentSecret } from './config';
import { customerContextSources } from './customer-context-sources';
import type { Database } from './db/database';
import { pgliteMaintenance } from './db/pglite-maintenance';
import { trustedProxyHops } from './http/client-address';
import { sitePolicySources } from './http/content-security-policy';
import { installCors } from './http/cors';
import { type DbRateLimiter, dbRateLimiter } from './http/db-rate-limiter';
import { frameworkErrorAnswer, installErrorHandler } from './http/errors';
import { installPublicReadCache, type PublicReadCache } from './http/public-read-cache';
import { installRateLimit } from './http/rate-limit';
import { installRequestDeadline, TIMEOUT_CHECK_INTERVAL_MS } from './http/request-deadline';
import { installResponseSchemas, type ResponseCheck } from './http/response-schemas';
import { installSecurityHeaders } from './http/security-headers';
import { installStorableTextRule } from './http/storable-text';
import { type ChatUploadAllowance, chatUploadAllowance } from './http/uploads/chat-upload-allowance';
import { uploadsDir } from './http/uploads/uploads-location';
import { contractsValidatorCompiler } from './http/validate';
import { accountRoutes } from './plugins/account/routes';
import { installAgentPush } from './plugins/agent-push/plugin';
import { formTicketRepository } from './plugins/agent-service/form-ticket-repository';
import { agentServiceRoutes } from './plugins/agent-service/routes';
import { authRoutes } from './plugins/auth/routes';
import { conversationRepository } from './plugins/bot/conversation-repository';
import { botRoutes } from './plugins/bot/routes';
import { turnWriter } from './plugins/bot/turn-writer';
import { captchaRoutes } from './plugins/captcha/routes';
import { mediaRepository } from './plugins/cdn/media-repository';
import { LIVE_CHAT_UPLOAD_FOLDER } from './plugins/cdn/receive-media';
import { cdnRoutes } from './plugins/cdn/routes';
import { chatAnalysisRoutes } from './plugins/chat-analysis/routes';
import { chatFileRepository } from './plugins/chat-files/chat-file-repository';
import { chatFilesPlugin } from './plugins/chat-files/plugin';
import { customerContextRoutes } from './plugins/customer-context/routes';
import { dashboardRoutes } from './plugins/dashboards/routes';
import { evChargingRoutes } from './plugins/devices/ev-charging/routes';
import { deviceLinkPlugin } from './plugins/devices/link/plugin';
import { otaRoutes } from './plugins/devices/ota/routes';
import { devicesRoutes } from './plugins/devices/registration/routes';
import { emailRoutes } from './plugins/email/routes';
import { feedRepository } from './plugins/feeds/repository';
import { feedRoutes } from './plugins/feeds/routes';
import { homeConfigurationRoutes } from './plugins/home-configuration/routes';
import { inquiryRoutes } from './plugins/inquiries/routes';
import { jobRoutes } from './plugins/jobs/routes';
import { enquiryLeadRetry } from './plugins/leads/enquiry-lead';
import { leadRoutes } from './plugins/leads/routes';
import { chatRepository } from './plugins/live-chat/chat-repository';
import { liveChatPlugin } from './plugins/live-chat/plugin';
import { satisfactionRoutes } from './plugins/live-chat/satisfaction-routes';
import { maintenanceRoutes } from './plugins/maintenance/routes';
import { newsletterRoutes } from './plugins/newsletter/routes';
import { publicConfigRoutes } from './plugins/public-config/routes';
import { savedRepliesRoutes } from './plugins/saved-replies/routes';
import { seoRoutes } from './plugins/seo/routes';
import { siteMapRoutes } from './plugins/site-map/routes';
import { ticketRoutes } from './plugins/tickets/routes';
import { usersRoutes } from './plugins/users/routes';
import { renderedPages } from './plugins/web/rendered-pages';
import { webRoutes } from './plugins/web/routes';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Replacements for the adapters chosen from config (tests). */
  adapters?: Partial<Adapters>;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: NodeJS.WritableStream;
  /** Told of every route as it is declared (http/response-schemas.test.ts checks their schemas). */
  onRoute?: onRouteHookHandler;
  /** How replies are held to their response schemas: logged (the default) or exact (tests). */
  responseCheck?: ResponseCheck;
}

/** What the domain plugins are built from: the dependencies and the services shared between plugins. */
interface Shared {
  config: Config;
  db: Database;
  adapters: Adapters;
  limiter: DbRateLimiter;
  auth: Auth;
  chatUploads: ChatUploadAllowance;
  publicReads: PublicReadCache;
}

/** The Fastify instance with the server's logging, body, timeout, error and proxy settings. */
function createFastify(deps: AppDependencies): FastifyInstance {
  const { config } = deps;
  return Fastify({
    // Request bodies are never logged (Fastify logs method, URL and status only); these headers carry
    // tokens. Passwords and tokens must never reach a log line.
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    // Slow clients are cut off (docs/security.md "Slow clients"); bodies that are not uploads have a
    // shorter bound of their own (http/request-deadline.ts).
    requestTimeout: config.timeouts.uploadMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    frameworkErrors: frameworkErrorAnswer,
    // A number of hops, never `true`: X-Forwarded-For is believed only as far as our own proxies go.
    trustProxy: config.trustProxyHops > 0 ? trustedProxyHops(config.trustProxyHops) : false,
  });
}

/** The shared HTTP layer every route runs behind: errors, validation, deadlines, text rule, auth, CORS, headers. */
async function installHttpLayer(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { config } = deps;
  installErrorHandler(app);
  // Routes declare their input with the contracts' zod schemas; a failure is the 400 handlers gave before.
  app.setValidatorCompiler(contractsValidatorCompiler);
  // And their answers, sent as before (docs/decisions/0047-response-schemas.md).
  installResponseSchemas(app, deps.responseCheck ?? 'log');
  installRequestDeadline(app, { requestTimeoutMs: config.timeouts.requestMs });
  installStorableTextRule(app);
  installAuth(app);
  installCors(app, { allowedOrigins: config.widgetAllowedOrigins, assetBase: config.assetBase });
  installSecurityHeaders(app, sitePolicySources(config));
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
}

/** The services plugins share: rate limiter, auth, adapters, chat upload allowance, the public read cache. */
async function installSharedServices(app: FastifyInstance, deps: AppDependencies): Promise<Shared> {
  const { config, db } = deps;
  // The sign-in token key, which several processes already share, keys the counters' hashes too.
  const limiter = dbRateLimiter(db, persistentSecret(config.dataDir, 'auth', config.auth.tokenSecret));
  const auth = createAuth({ config, db, counters: limiter });
  installRateLimit(app, limiter);
  const adapters = createAdapters({ config, db, log: app.log }, deps.adapters);
  app.addHook('onClose', () => adapters.mail.close());
  if (db.kind === 'pglite') {
    const maintenance = pgliteMaintenance(db, {
      intervalMs: config.pgliteMaintenanceIntervalMs,
      log: app.log,
    });
    app.addHook('onClose', () => maintenance.stop());
  }
  // Chat uploads are limited in the database, with the files of both chat plugins counted together.
  const chatUploads = chatUploadAllowance({
    db,
    limiter,
    limits: config.uploads,
    storedBytes: (on, identityKey) => chatFileRepository(on).storedBytes(identityKey),
  });

  // Public reads answered from memory, dropped by the writes that change them (on every process).
  const publicReads = await installPublicReadCache(app, { config, db });
  return { config, db, adapters, limiter, auth, chatUploads, publicReads };
}

/** The site's and the admin's JSON routes under /api. */
async function registerApiRoutes(app: FastifyInstance, shared: Shared): Promise<void> {
  const { config, db, adapters, limiter, auth, chatUploads, publicReads } = shared;
  await app.register(
    async (api) => {
      await api.register(seoRoutes, { db, publicReads });
      await api.register(publicConfigRoutes, { config, adapters, publicReads });
      await api.register(captchaRoutes, { config, adapters });
      await api.register(emailRoutes, { config, db, adapters });
      await api.register(newsletterRoutes, { config, db, adapters });
      await api.register(ticketRoutes, { config, db, auth, adapters });
      await api.register(leadRoutes, { config, db, adapters });
      await api.register(authRoutes, { db, auth });
      await api.register(accountRoutes, { db, auth });
      await api.register(usersRoutes, { db, auth });
      await api.register(maintenanceRoutes, { db, auth, publicReads });
      await api.register(homeConfigurationRoutes, { db, auth, publicReads });
      await api.register(feedRoutes, { config, db, auth, publicReads });
      await api.register(jobRoutes, { config, db, auth, adapters });
      await api.register(cdnRoutes, {
        config,
        db,
        auth,
        chatUploads,
        chatAgentOf: async (chatId) => {
          const chat = await chatRepository(db).find(chatId);
          return chat && { agentUserId: chat.agent_user_id };
        },
      });
      // A lead retried from Customer Inquiries is stored by the leads plugin's own code.
      await api.register(inquiryRoutes, {
        config,
        db,
        auth,
        adapters,
        retryLead: enquiryLeadRetry(db, config),
      });
      await api.register(chatAnalysisRoutes, { db, auth });
      await api.register(dashboardRoutes, { db, auth });
      await api.register(savedRepliesRoutes, { db, auth });
      await api.register(customerContextRoutes, { db, auth, sources: customerContextSources(db) });
      await api.register(satisfactionRoutes, { config, db, auth, adapters, limiter });
    },
    { prefix: '/api' },
  );
}

/** The AI Assistant (bot), the agent service and the live chat, with the bot's turn writer. */
async function registerAssistants(
  app: FastifyInstance,
  shared: Shared,
  sitePages: ReturnType<typeof renderedPages>,
): Promise<void> {
  const { config, db, adapters, limiter, auth, chatUploads, publicReads } = shared;
  // Bot turns are written after their answers are sent; whatever is queued is written before the
  // database closes (main.ts closes the app, then the database, on SIGTERM).
  const turns = turnWriter(db, app.log.child({ plugin: 'bot' }));
  app.decorate('botTurns', turns);
  app.addHook('onClose', () => turns.close());
  await app.register(botRoutes, {
    config,
    db,
    auth,
    limiter,
    chatUploads,
    turns,
    formTickets: formTicketRepository,
    sitePage: async (path) => {
      const page = await sitePages.page(path);
      return page?.kind === 'page' && page.status === 200 ? page.html : undefined;
    },
    prefix: '/bot',
  });
  await app.register(agentServiceRoutes, { config, db, auth, adapters, prefix: '/agent-service' });

  // Agents with no console open are told of new requests and messages by Web Push.
  const agentPush = await installAgentPush(app, { config, db, auth, push: adapters.push });
  // The live chat shows agents the server's own record of the conversation, which the bot plugin keeps.
  const conversations = conversationRepository(db);
  await app.register(liveChatPlugin, {
    agentAlerts: agentPush.alerts,
    config,
    db,
    auth,
    publicReads,
    countOwnedMedia: (ownerKey, urls) => mediaRepository(db).countOwned(ownerKey, urls),
    conversationLog: async (bot, customerKey) => {
      await turns.flush();
      return conversations.lastLines(BOT_PATH[bot], customerKey, REQUEST_HISTORY_MAX, HISTORY_LINE_MAX);
    },
  });
}

/** The device link and the device, OTA and EV charging routes under /api. */
async function registerDevices(app: FastifyInstance, { config, db, limiter, auth }: Shared): Promise<void> {
  // Devices: their link shares the live chat's socket.io server; the plugins that send commands are told
  // how to reach a device through it.
  await app.register(deviceLinkPlugin, { config, db, limiter });
  const deviceLink = app.deviceLink;
  await app.register(
    async (api) => {
      await api.register(devicesRoutes, { config, db, auth, link: deviceLink });
      await api.register(otaRoutes, { config, db, auth, commands: deviceLink });
      await api.register(evChargingRoutes, { db, auth, commands: deviceLink });
    },
    { prefix: '/api' },
  );
}

/** The chat files, the sitemap and the site's pages. */
async function registerSite(
  app: FastifyInstance,
  { config, db }: Shared,
  sitePages: ReturnType<typeof renderedPages>,
): Promise<void> {
  await app.register(chatFilesPlugin, {
    config,
    db,
    liveChatDir: path.join(uploadsDir(config), LIVE_CHAT_UPLOAD_FOLDER),
  });

  // The feeds' published items, for the sitemap: handed over here, so neither plugin imports the other.
  await app.register(siteMapRoutes, {
    config,
    publishedEntries: async () =>
      (await feedRepository(db).published(SITEMAP_MAX_URLS - INDEXED_PAGES.length)).map((item) => ({
        path: feedPath(item),
        changedAt: item.changedAt,
      })),
  });
  await app.register(webRoutes, { config, pages: sitePages });
}

/** Builds the whole server from its dependencies; tests call this with an in-memory database. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = createFastify(deps);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  await installHttpLayer(app, deps);
  const shared = await installSharedServices(app, deps);
  await registerApiRoutes(app, shared);
  // The pages the site's server build renders, kept in memory: the web plugin sends them to visitors and
  // the AI Assistant reads them (docs/decisions/0042-site-pages-in-knowledge.md).
  const sitePages = renderedPages({ config: shared.config, publicReads: shared.publicReads });
  await registerAssistants(app, shared, sitePages);
  await registerDevices(app, shared);
  await registerSite(app, shared, sitePages);
  return app;
}
