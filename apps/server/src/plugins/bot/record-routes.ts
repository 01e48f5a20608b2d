import { type ChatCallAnswer, chatServerMessages } from '@ohmstead/contracts/chat';
import type { ChatFormKind } from '@ohmstead/contracts/chat-forms';
import {
  chatCallAnswerSchema,
  chatFormRecordSchema,
  chatLogEntrySchema,
  chatUserQuerySchema,
  contactFormQuerySchema,
} from '@ohmstead/contracts/chat-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth';
import { chatIdentity } from '../../auth/chat-identity';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { errorResponses } from '../../http/response-schemas';
import { namedPart, queryFirst } from '../../http/validate';
import { botOf, knownBot } from './bot-path';
import { chatLogRepository } from './chat-log-repository';
import { conversationRepository } from './conversation-repository';
import { formRecordText } from './form-record';
import type { TurnWriter } from './turn-writer';

/** What the bot reads and marks of a chat form's ticket when the widget records the form. */
export interface FormTicketRecords {
  find(key: string): Promise<{ kind: ChatFormKind; identityKey: string } | undefined>;
  /** False when the ticket was already recorded. */
  markRecorded(key: string): Promise<boolean>;
}

/** What the widget writes into the chat's records: agent (the chat log) and contact_form (a form's record). */
export const recordRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  turns: TurnWriter;
  formTickets: (db: Queryable) => FormTicketRecords;
}> = async (app, { db, auth, turns, formTickets }) => {
  const chatLog = chatLogRepository(db);

  app.post(
    '/:bot/agent',
    {
      preValidation: [knownBot, queryFirst],
      schema: {
        querystring: chatUserQuerySchema,
        body: namedPart(chatLogEntrySchema, 'body'),
        response: { 200: chatCallAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const bot = botOf(request);
      const { username } = request.query;
      const entry = request.body;
      const identity = await chatIdentity(request, reply, { auth, username, bot });
      await chatLog.add(bot, identity, entry);
      const answer: ChatCallAnswer = { responseStatusCode: 200, message: chatServerMessages.logged };
      return answer;
    },
  );

  app.post(
    '/:bot/contact_form',
    {
      preValidation: [knownBot, queryFirst],
      schema: {
        querystring: contactFormQuerySchema,
        body: namedPart(chatFormRecordSchema, 'body'),
        response: { 200: chatCallAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const bot = botOf(request);
      const { username, jira_id: key } = request.query;
      const form = request.body;
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
