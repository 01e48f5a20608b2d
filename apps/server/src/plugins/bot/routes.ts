import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import type { DbRateLimiter } from '../../http/db-rate-limiter';
import { acceptEmptyJson } from '../../http/empty-json-body';
import type { ChatUploadAllowance } from '../../http/uploads/chat-upload-allowance';
import { answerRoute } from './answer-route';
import { attachmentRoutes } from './attachment-routes';
import { historyRoutes } from './history-routes';
import { type FormTicketRecords, recordRoutes } from './record-routes';
import { loadBotKnowledge } from './retrieval/bot-knowledge';
import { siteKnowledge } from './site-knowledge';
import type { TurnWriter } from './turn-writer';

export type { FormTicketRecords } from './record-routes';

/**
 * The bot service under /bot (docs/product.md §3.7): answer, delete_history, upload_attachments, agent (the chat
 * log), contact_form, and the uploaded media.
 */
export const botRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  auth: Auth;
  /** The product's rate counters (http/db-rate-limiter.ts). */
  limiter: DbRateLimiter;
  chatUploads: ChatUploadAllowance;
  /** The queue of bot turns, shared with the live chat's reader of conversations (app.ts). */
  turns: TurnWriter;
  /** The tickets the chat forms created (the agent-service plugin makes them; app.ts hands this over). */
  formTickets: (db: Queryable) => FormTicketRecords;
  /** The HTML of a page of the site as visitors get it (the web plugin renders it; app.ts hands it over). */
  sitePage: (path: string) => Promise<string | undefined>;
}> = async (app, { config, db, auth, limiter, chatUploads, turns, formTickets, sitePage }) => {
  // Sizes are checked by the routes, which answer with the spec's messages rather than a generic error.
  // Registered here, before the routes' plugins, so that they all inherit it and the JSON parser below.
  await app.register(multipart, { throwFileSizeLimit: false });
  acceptEmptyJson(app);
  const knowledge = loadBotKnowledge(config.bot.knowledgeDir);
  // The AI Assistant answers from the site's pages too (site-knowledge.ts).
  const sitePages = siteKnowledge({
    sitePage,
    files: knowledge.crm.passages,
    addPassages: (passages) => knowledge.addPassages('crm', passages),
    log: app.log,
  });
  app.addHook('onReady', async () => sitePages.start());
  app.addHook('onClose', () => sitePages.idle());

  await app.register(answerRoute, { config, db, auth, limiter, turns, knowledge, sitePages });
  await app.register(historyRoutes, { db, auth, limiter, turns });
  await app.register(attachmentRoutes, { config, db, auth, chatUploads });
  await app.register(recordRoutes, { db, auth, turns, formTickets });
};
