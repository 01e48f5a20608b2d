import {
  chatSatisfactionMessages as m,
  EMAIL_TRANSCRIPT_CALL,
  RATE_CHAT_CALL,
} from '@ohmstead/contracts/chat-satisfaction';
import {
  emailTranscriptSchema,
  rateChatSchema,
  type SatisfactionAnswer,
  satisfactionAnswerSchema,
  transcriptEmailSchema,
} from '@ohmstead/contracts/chat-satisfaction-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Adapters } from '../../adapters/adapters';
import type { Auth } from '../../auth/auth';
import { liveChatCaller } from '../../auth/chat-identity';
import type { UserRecord } from '../../auth/user-repository';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { DbRateLimiter, RateWindow } from '../../http/db-rate-limiter';
import { badRequest, HttpError } from '../../http/errors';
import { perAddressLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/response-schemas';
import { chatRepository } from './chat-repository';
import { messageRepository } from './message-repository';
import { ratingRepository } from './rating-repository';
import { transcriptMail } from './transcript-mail';

/** Calls of either route one client address may make a minute. */
const CALLS_PER_ADDRESS_PER_MINUTE = 10;
/** Transcripts one customer may have sent, and one address may receive, an hour: no mail cannon. */
const TRANSCRIPTS_PER_HOUR = 3;
const perCustomer: RateWindow = {
  scope: 'transcript-mail:customer',
  limit: TRANSCRIPTS_PER_HOUR,
  windowSeconds: 3600,
};
const perRecipient: RateWindow = {
  scope: 'transcript-mail:recipient',
  limit: TRANSCRIPTS_PER_HOUR,
  windowSeconds: 3600,
};

/**
 * After a live chat (docs/decisions/0049-satisfaction-and-transcript.md), called by the widget as it calls
 * CDN/DeleteSessionMedia once a chat is over: the customer rates the chat once, and may have its transcript
 * mailed to the address they type or to their own account's. Only the chat's own customer (their session
 * or their sign-in), only once it ended.
 */
export const satisfactionRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  auth: Auth;
  adapters: Adapters;
  limiter: DbRateLimiter;
}> = async (app, { config, db, auth, adapters, limiter }) => {
  const chats = chatRepository(db);
  const limited = { config: perAddressLimit(CALLS_PER_ADDRESS_PER_MINUTE) };

  /** The customer as the live chat knows them (customer-handshake.ts names them alike). */
  const customerOf = (request: FastifyRequest) => liveChatCaller(request, auth);

  /** The customer's own chat, once it ended (a chat never taken by an agent has nothing to rate or send). */
  async function endedChatOf(customerKey: string, chatId: string) {
    const chat = await chats.find(chatId);
    if (!chat || chat.customer_key !== customerKey) throw new HttpError(404, m.chatNotFound);
    if (chat.status !== 'ended') throw new HttpError(409, m.notEnded);
    return chat;
  }

  // Not the chat's customer (401, or 404 for another's chat), a chat not ended or already rated (409).
  const rateSchema = {
    body: rateChatSchema,
    response: { 201: satisfactionAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
  };
  app.post(`/${RATE_CHAT_CALL}`, { ...limited, schema: rateSchema }, async (request, reply) => {
    const customer = await customerOf(request);
    const { chat_id, score, comment } = request.body;
    await endedChatOf(customer.key, chat_id);
    if (!(await ratingRepository(db).add(chat_id, score, comment))) throw new HttpError(409, m.alreadyRated);
    const answer: SatisfactionAnswer = { responseStatusCode: 201, message: m.rated };
    return reply.status(201).send(answer);
  });

  app.post(
    `/${EMAIL_TRANSCRIPT_CALL}`,
    {
      ...limited,
      schema: {
        body: emailTranscriptSchema,
        response: { 202: satisfactionAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const customer = await customerOf(request);
      const to = request.body.email ?? accountAddress(customer.user);
      const chat = await endedChatOf(customer.key, request.body.chat_id);
      const counted = await limiter.take([
        [perCustomer, customer.key],
        [perRecipient, to.toLowerCase()],
      ]);
      if (!counted.allowed) {
        reply.header('Retry-After', String(counted.retryAfterS));
        throw new HttpError(429, m.tooManyTranscripts);
      }
      const messages = await messageRepository(db).after(chat.id, 0);
      const mail = transcriptMail(chat, messages, to, config.siteUrl);
      const id = await adapters.mail.queue(db, mail);
      adapters.mail.deliverLater(id);
      const answer: SatisfactionAnswer = { responseStatusCode: 202, message: m.transcriptSent };
      return reply.status(202).send(answer);
    },
  );
};

/** A signed-in user's own address: their user name, when it is one (the address they sign in with). */
function accountAddress(user: UserRecord | undefined): string {
  if (!user) throw badRequest(m.emailRequired);
  const parsed = transcriptEmailSchema.safeParse(user.userName);
  if (!parsed.success) throw badRequest(m.emailRequired);
  return parsed.data;
}
