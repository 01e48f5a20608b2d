import {
  type BotFeedbackAnswer,
  botFeedbackAnswerSchema,
  botFeedbackRequestSchema,
} from '@ohmstead/contracts/bot-feedback';
import { type ChatCallAnswer, chatServerMessages } from '@ohmstead/contracts/chat';
import { chatCallAnswerSchema, chatUserQuerySchema } from '@ohmstead/contracts/chat-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth';
import { chatIdentity } from '../../auth/chat-identity';
import type { Database } from '../../db/database';
import type { DbRateLimiter, RateWindow } from '../../http/db-rate-limiter';
import { HttpError, notFound } from '../../http/errors';
import { errorResponses } from '../../http/response-schemas';
import { namedPart, queryFirst } from '../../http/validate';
import { BOT_FEEDBACK_PER_IDENTITY_PER_MINUTE } from '../../limits';
import { answerFeedbackRepository } from './answer-feedback-repository';
import { forgetTopic } from './answer-question';
import { botOf, knownBot } from './bot-path';
import { conversationRepository } from './conversation-repository';
import type { TurnWriter } from './turn-writer';

/** What a chat does with its past answers: delete_history, and feedback on one answer. */
export const historyRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  limiter: DbRateLimiter;
  turns: TurnWriter;
}> = async (app, { db, auth, limiter, turns }) => {
  const conversations = conversationRepository(db);
  const feedback = answerFeedbackRepository(db);
  const feedbackLimit: RateWindow = {
    scope: 'bot-feedback:identity',
    limit: BOT_FEEDBACK_PER_IDENTITY_PER_MINUTE,
    windowSeconds: 60,
  };

  app.post(
    '/:bot/delete_history',
    {
      preValidation: knownBot,
      schema: {
        querystring: chatUserQuerySchema,
        response: { 200: chatCallAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
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
    {
      preValidation: [knownBot, queryFirst],
      schema: {
        querystring: chatUserQuerySchema,
        body: namedPart(botFeedbackRequestSchema, 'body'),
        response: { 200: botFeedbackAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const bot = botOf(request);
      const { username } = request.query;
      const { answer_id: answerId, rating } = request.body;
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
};
