import {
  SAVED_REPLIES_MAX,
  savedRepliesMessages,
  type SavedRepliesResponse,
  savedRepliesResponseSchema,
  savedReplyIdParamSchema,
  savedReplyRequestSchema,
  type SavedReplyResponse,
  savedReplyResponseSchema,
} from '@ohmstead/contracts/saved-replies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, signedInUser } from '../../auth/auth';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { errorResponses } from '../../http/response-schemas';
import { queryFirst } from '../../http/validate';
import { savedReplyRepository } from './repository';

/**
 * Saved replies (docs/decisions/0045-saved-replies.md): every role of the agent console reads the list, which
 * SuperAdmin and Admin keep on /admin/saved-replies.
 */
export const savedRepliesRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  const replies = savedReplyRepository(db);
  const readers = { preValidation: auth.requireCapability('evChargerAndChatAgent') };
  const keepers = { preValidation: auth.requireCapability('savedReplies') };

  app.get(
    '/SavedReplies/GetAll',
    { ...readers, schema: { response: { 200: savedRepliesResponseSchema, ...errorResponses(401, 403) } } },
    async () => {
      const answer: SavedRepliesResponse = { responseStatusCode: 200, replies: await replies.list() };
      return answer;
    },
  );

  app.post(
    '/SavedReplies/Create',
    {
      ...keepers,
      schema: {
        body: savedReplyRequestSchema,
        response: { 201: savedReplyResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      // The console loads the list whole, so it stays a size a listbox can hold.
      const created = await replies.createUnder(SAVED_REPLIES_MAX, request.body, signedInUser(request).id);
      if (!created) throw badRequest(savedRepliesMessages.tooMany);
      const answer: SavedReplyResponse = {
        responseStatusCode: 201,
        message: savedRepliesMessages.created,
        reply: created,
      };
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/SavedReplies/Update',
    {
      // A bad id is told before a bad body, as Users/Update does.
      preValidation: [keepers.preValidation, queryFirst],
      schema: {
        querystring: savedReplyIdParamSchema,
        body: savedReplyRequestSchema,
        response: { 200: savedReplyResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const updated = await replies.update(request.query.id, request.body, signedInUser(request).id);
      if (!updated) throw notFound(savedRepliesMessages.notFound);
      const answer: SavedReplyResponse = {
        responseStatusCode: 200,
        message: savedRepliesMessages.updated,
        reply: updated,
      };
      return answer;
    },
  );

  app.delete(
    '/SavedReplies/Delete',
    {
      ...keepers,
      schema: {
        querystring: savedReplyIdParamSchema,
        response: { 200: savedReplyResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const removed = await replies.remove(request.query.id);
      if (!removed) throw notFound(savedRepliesMessages.notFound);
      const answer: SavedReplyResponse = {
        responseStatusCode: 200,
        message: savedRepliesMessages.deleted,
        reply: removed,
      };
      return answer;
    },
  );
};
