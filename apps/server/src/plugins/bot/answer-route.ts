import { botAnswerSchema } from '@ohmstead/contracts/bot-answer';
import {
  type BotAnswer,
  CHAT_PROOF_HEADER,
  CHAT_SESSION_HEADER,
  chatServerMessages,
} from '@ohmstead/contracts/chat';
import { botAnswerQuerySchema, type BotPath } from '@ohmstead/contracts/chat-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth';
import { type ChatIdentity, chatIdentity } from '../../auth/chat-identity';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { requestAddress } from '../../http/client-address';
import type { DbRateLimiter, RateWindow } from '../../http/db-rate-limiter';
import { HttpError } from '../../http/errors';
import { replyHtml } from '../../http/reply-html';
import { errorResponses } from '../../http/response-schemas';
import { sendAnswerStream, wantsAnswerStream } from './answer-event-stream';
import { newAnswerId } from './answer-feedback-repository';
import { answerQuestion } from './answer-question';
import { botOf, knownBot } from './bot-path';
import { conversationRepository } from './conversation-repository';
import type { BotKnowledge } from './retrieval/bot-knowledge';
import { sessionAdmission } from './session-admission';
import type { siteKnowledge } from './site-knowledge';
import type { TurnWriter } from './turn-writer';

/** GET /bot/:bot/answer: the bot's answer to a question, as JSON or as an event stream. */
export const answerRoute: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  auth: Auth;
  limiter: DbRateLimiter;
  turns: TurnWriter;
  knowledge: BotKnowledge;
  sitePages: ReturnType<typeof siteKnowledge>;
}> = async (app, { config, db, auth, limiter, turns, knowledge, sitePages }) => {
  const conversations = conversationRepository(db);
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

  app.get(
    '/:bot/answer',
    {
      preValidation: knownBot,
      // JSON, or the same answer as the last event of a stream (answer-event-stream.ts), which no schema
      // serializes. A new session past its address's share owes a proof of work (428).
      schema: {
        querystring: botAnswerQuerySchema,
        response: { 200: botAnswerSchema, ...errorResponses(400, 401, 403, 404, 428, 429) },
      },
    },
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
};
