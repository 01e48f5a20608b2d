import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_PROOF_HEADER,
  CHAT_SESSION_HEADER,
  chatServerMessages,
  type BotAnswer,
  type ChatCallAnswer,
  type UploadAttachmentsAnswer,
} from '@ohmstead/contracts/chat';
import {
  botAnswerQuerySchema,
  botPathSchema,
  chatFormRecordSchema,
  chatLogEntrySchema,
  chatUserQuerySchema,
  contactFormQuerySchema,
  uploadAttachmentsQuerySchema,
  type BotPath,
} from '@ohmstead/contracts/chat-schemas';
import { botFeedbackRequestSchema, type BotFeedbackAnswer } from '@ohmstead/contracts/bot-feedback';
import { can } from '@ohmstead/contracts/roles';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import { forbidden, type Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { ChatFormKind } from '@ohmstead/contracts/chat-forms';
import type { Database, Queryable } from '../../db/database';
import type { DbRateLimiter, RateWindow } from '../../http/db-rate-limiter';
import { requestAddress } from '../../http/client-address';
import { HttpError, notFound } from '../../http/errors';
import type { ChatUploadAllowance } from '../../http/uploads/chat-upload-allowance';
import { replyHtml } from '../../http/reply-html';
import { parseInput } from '../../http/validate';
import { BOT_FEEDBACK_PER_IDENTITY_PER_MINUTE } from '../../limits';
import { answerFeedbackRepository, newAnswerId } from './answer-feedback-repository';
import { sendAnswerStream, wantsAnswerStream } from './answer-event-stream';
import { answerQuestion, forgetTopic } from './answer-question';
import { attachmentRepository } from './attachment-repository';
import { isInlineImage } from './attachment-types';
import { chatIdentity, type ChatIdentity } from '../../auth/chat-identity';
import { chatLogRepository } from './chat-log-repository';
import { conversationRepository } from './conversation-repository';
import { formRecordText } from './form-record';
import { loadBotKnowledge } from './retrieval/bot-knowledge';
import { siteKnowledge } from './site-knowledge';
import { acceptEmptyJson } from '../../http/empty-json-body';
import type { TurnWriter } from './turn-writer';
import { sessionAdmission } from './session-admission';
import { mediaFile, mediaPath, receiveAttachments, removeAttachments } from './upload-attachments';

const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The bot service under /bot (docs/product.md §3.7): answer, delete_history, upload_attachments, agent (the chat
 * log), contact_form, and the uploaded media.
 */
/** What the bot reads and marks of a chat form's ticket when the widget records the form. */
export interface FormTicketRecords {
  find(key: string): Promise<{ kind: ChatFormKind; identityKey: string } | undefined>;
  /** False when the ticket was already recorded. */
  markRecorded(key: string): Promise<boolean>;
}

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
  const conversations = conversationRepository(db);
  const chatLog = chatLogRepository(db);
  const attachments = attachmentRepository(db);
  const feedback = answerFeedbackRepository(db);
  const feedbackLimit: RateWindow = {
    scope: 'bot-feedback:identity',
    limit: BOT_FEEDBACK_PER_IDENTITY_PER_MINUTE,
    windowSeconds: 60,
  };
  const replies = replyHtml(config.siteUrl);
  const sessions = sessionAdmission({
    limiter,
    proofs: auth.proofOfWork,
    freePerHour: config.bot.sessionsWithoutProofPerAddressPerHour,
  });
  const answerLimits: Record<'identity' | 'address', RateWindow> = {
    identity: { scope: 'bot-answer:identity', limit: config.bot.rateLimitPerMinute, windowSeconds: 60 },
    address: {
      scope: 'bot-answer:address',
      limit: config.bot.rateLimitPerAddressPerMinute,
      windowSeconds: 60,
    },
  };
  const { mediaDir } = config.bot;
  const uploadDirs = { mediaDir, tempDir: config.uploads.tempDir };

  /** An unknown bot is a path that does not exist. */
  const botOf = (request: FastifyRequest): BotPath => {
    const parsed = botPathSchema.safeParse((request.params as { bot?: unknown }).bot);
    if (!parsed.success) throw notFound(parsed.error.issues[0]!.message);
    return parsed.data;
  };
  /** A route of a bot that does not exist is a 404, before its query is judged (a preValidation hook). */
  const knownBot: preValidationAsyncHookHandler = async (request) => void botOf(request);

  app.get(
    '/:bot/answer',
    { preValidation: knownBot, schema: { querystring: botAnswerQuerySchema } },
    async (request, reply) => {
      const bot = botOf(request);
      const { question, username } = request.query;
      // The first answer of a chat issues its session (docs/security.md): the client never chooses one, and
      // an address past its share pays for each new one, so throwing sessions away to escape the
      // per-session limit costs more than it gains.
      const issuedSession = auth.chatSessions.isValid(request.headers[CHAT_SESSION_HEADER])
        ? undefined
        : auth.chatSessions.issue();
      const identity = await chatIdentity(request, reply, { auth, username, bot, issuedSession });
      const address = requestAddress(request);
      const newGuest = issuedSession !== undefined && identity.kind === 'guest';
      // A new session paid for with a proof of work is not counted against its address's answers as well:
      // the work was its price, and the visitor's first call (answered 428) was counted already.
      const paid = newGuest && (await sessions.redeem(address, request.headers[CHAT_PROOF_HEADER]));
      const limits: [RateWindow, string][] = [[answerLimits.identity, identity.key]];
      if (!paid) limits.push([answerLimits.address, address]);
      const allowance = await limiter.take(limits);
      if (!allowance.allowed) {
        reply.header('Retry-After', String(allowance.retryAfterS));
        throw new HttpError(429, chatServerMessages.rateLimited);
      }
      // An address past its share of new sessions owes a proof of work for each (docs/security.md).
      if (newGuest && !paid) await sessions.admit(address);
      if (bot === 'crm') await sitePages.beforeAnswer();
      const brain = { knowledge, conversations, turns, llm: config.bot.llm, log: request.log };
      if (wantsAnswerStream(request)) {
        // Everything above (validation, limits, the session's admission) is answered before the stream.
        return sendAnswerStream(request, reply, async (listener) => {
          const llm = config.bot.llm && { ...config.bot.llm, stream: listener };
          const answer = await answerQuestion({ ...brain, llm }, bot, identity, question);
          // A client that went away saw no answer and asks again if it still wants one: no turn is stored,
          // so a question asked again is not in its conversation twice.
          if (listener.signal.aborted) return undefined;
          return recordAnswer(bot, identity, question, answer, issuedSession);
        });
      }
      const answer = await answerQuestion(brain, bot, identity, question);
      const body = await recordAnswer(bot, identity, question, answer, issuedSession);
      reply.header('Cache-Control', 'no-store');
      return body;
    },
  );

  /** Stores an answer as the identity's turn and makes the BotAnswer sent for it, as JSON or as the stream's end. */
  async function recordAnswer(
    bot: BotPath,
    identity: ChatIdentity,
    question: string,
    answer: Awaited<ReturnType<typeof answerQuestion>>,
    issuedSession: string | undefined,
  ): Promise<BotAnswer> {
    const sessionId = await turns.conversationId(bot, identity);
    // Feedback on this answer names it (POST /bot/:bot/feedback).
    const answerId = newAnswerId();
    // Written after the answer is sent (turn-writer.ts), but before anything in this process reads it.
    await turns.add(bot, identity, [
      { role: 'user', content: question },
      {
        role: 'bot',
        content: answer.message,
        responseModel: answer.model,
        sources: answer.sources,
        intent: answer.intent,
        answerId,
      },
    ]);
    return {
      session_id: sessionId,
      message: answer.message,
      // Every answer, of either bot and of the language model, carries its HTML
      // (docs/decisions/0029-chat-replies-rendered-on-server.md).
      html: replies.botReply(bot, answer.message),
      response_model: answer.model,
      sources: answer.sources,
      ...(issuedSession ? { chat_session: issuedSession } : {}),
      answer_id: answerId,
    };
  }

  app.post(
    '/:bot/delete_history',
    { preValidation: knownBot, schema: { querystring: chatUserQuerySchema } },
    async (request, reply) => {
      const bot = botOf(request);
      const { username } = request.query;
      const identity = await chatIdentity(request, reply, { auth, username, bot });
      // The turns answered before are written first, so that the delete removes them too.
      await turns.flush();
      turns.forget(bot, identity.key);
      forgetTopic(turns, bot, identity.key);
      await conversations.delete(bot, identity);
      const answer: ChatCallAnswer = { responseStatusCode: 200, message: chatServerMessages.historyDeleted };
      return answer;
    },
  );

  // Helpful / Not helpful on one of the identity's answers (docs/decisions/0040-answer-feedback.md).
  app.post(
    '/:bot/feedback',
    { preValidation: knownBot, schema: { querystring: chatUserQuerySchema } },
    async (request, reply) => {
      const bot = botOf(request);
      const { username } = request.query;
      // Here, after the query, as before: a call with both wrong is told the query's problem first.
      const { answer_id: answerId, rating } = parseInput(botFeedbackRequestSchema, request.body, 'body');
      const identity = await chatIdentity(request, reply, { auth, username, bot });
      const allowance = await limiter.take([[feedbackLimit, identity.key]]);
      if (!allowance.allowed) {
        reply.header('Retry-After', String(allowance.retryAfterS));
        throw new HttpError(429, chatServerMessages.rateLimited);
      }
      // The answer's turn may still be queued in this process (turn-writer.ts).
      await turns.flush();
      if (!(await feedback.rate(bot, identity.key, answerId, rating)))
        throw notFound(chatServerMessages.answerNotFound);
      const answer: BotFeedbackAnswer = {
        responseStatusCode: 200,
        message: chatServerMessages.feedbackRecorded,
        answer_id: answerId,
        rating,
      };
      return answer;
    },
  );

  app.post(
    '/:bot/upload_attachments',
    { preValidation: knownBot, schema: { querystring: uploadAttachmentsQuerySchema } },
    async (request, reply) => {
      const bot = botOf(request);
      const { username, isAgent } = request.query;
      const identity = await chatIdentity(request, reply, { auth, username, bot });
      // Only the people who answer chats upload as an agent.
      if (isAgent && (identity.kind !== 'user' || !can(identity.user.roles, 'evChargerAndChatAgent')))
        throw forbidden();
      // Counted before a byte is read; the files of this call may fill what is left of the quota.
      const address = requestAddress(request);
      const cap = await chatUploads.admit(reply, identity.key, address);
      const files = await receiveAttachments(request, uploadDirs, cap);
      let sessionId: string;
      try {
        sessionId = await db.transaction(async (tx) => {
          await attachmentRepository(tx).add(bot, identity.key, isAgent, files);
          const bytes = files.reduce((sum, file) => sum + file.sizeBytes, 0);
          await chatUploads.commit(tx, reply, { identityKey: identity.key, address, bytes });
          return conversationRepository(tx).open(bot, identity);
        });
      } catch (error) {
        await removeAttachments(mediaDir, files);
        throw error;
      }
      const answer: UploadAttachmentsAnswer = {
        status: 'success',
        session_id: sessionId,
        files: files.map((file) => ({ name: file.fileName, url: mediaPath(file), size: file.sizeBytes })),
      };
      return answer;
    },
  );

  app.get('/media/:id/:name', async (request, reply) => {
    const { id, name } = request.params as { id: string; name: string };
    const file = MEDIA_ID_PATTERN.test(id) ? await attachments.find(id, name) : undefined;
    const location = file ? mediaFile(mediaDir, file.id, file.fileName) : undefined;
    const found = location ? await stat(location).catch(() => undefined) : undefined;
    // A file of a chat that ended or expired was removed by the retention sweep: say so.
    if (!file || !location || !found?.isFile()) throw notFound(uploadMessages.chatFileGone);
    const disposition = isInlineImage(file.fileName) ? 'inline' : 'attachment';
    return (
      reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(found.size))
        .header('Content-Disposition', `${disposition}; filename="${file.fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        // A file is never a page of ours: no script, no forms, no plugins even if a browser renders it.
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .header('Cache-Control', 'private, max-age=86400')
        .send(createReadStream(location))
    );
  });

  app.post(
    '/:bot/agent',
    { preValidation: knownBot, schema: { querystring: chatUserQuerySchema } },
    async (request, reply) => {
      const bot = botOf(request);
      const { username } = request.query;
      // Here, after the query, as before: a call with both wrong is told the query's problem first.
      const entry = parseInput(chatLogEntrySchema, request.body, 'body');
      const identity = await chatIdentity(request, reply, { auth, username, bot });
      await chatLog.add(bot, identity, entry);
      const answer: ChatCallAnswer = { responseStatusCode: 200, message: chatServerMessages.logged };
      return answer;
    },
  );

  app.post(
    '/:bot/contact_form',
    { preValidation: knownBot, schema: { querystring: contactFormQuerySchema } },
    async (request, reply) => {
      const bot = botOf(request);
      const { username, jira_id: key } = request.query;
      // Here, after the query, as before: a call with both wrong is told the query's problem first.
      const form = parseInput(chatFormRecordSchema, request.body, 'body');
      const identity = await chatIdentity(request, reply, { auth, username, bot });
      const ticket = await formTickets(db).find(key);
      if (!ticket || ticket.identityKey !== identity.key)
        throw new HttpError(400, 'jira_id does not name a ticket created by this chat.');
      if (ticket.kind !== form.kind)
        throw new HttpError(400, `jira_id names a ticket of the ${ticket.kind} form.`);
      // The form's record comes after the questions answered before it.
      await turns.flush();
      await db.transaction(async (tx) => {
        if (!(await formTickets(tx).markRecorded(key)))
          throw new HttpError(409, 'This form has already been recorded.');
        await conversationRepository(tx).append(bot, identity, [
          { role: 'form', content: formRecordText(key, form) },
        ]);
      });
      const answer: ChatCallAnswer = {
        responseStatusCode: 200,
        message: chatServerMessages.formReceived,
        key,
      };
      return answer;
    },
  );
};
