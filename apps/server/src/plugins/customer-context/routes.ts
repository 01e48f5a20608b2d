import {
  CUSTOMER_CONTEXT_PATH,
  type CustomerContext,
  customerContextQuerySchema,
  customerContextResponseSchema,
} from '@ohmstead/contracts/customer-context';
import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, signedInUser } from '../../auth/auth';
import { userIdOfCustomerKey } from '../../auth/chat-identity';
import { userRepository } from '../../auth/user-repository';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { perAddressLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/response-schemas';
import { customerSections } from './sections';
import type { CustomerContextSources } from './sources';

/** The console asks when a chat opens and on Refresh: far below this, however many agents share an address. */
const CONTEXT_CALLS_PER_MINUTE = 120;

/** `user:<id>` for a signed-in customer (live-chat/customer-handshake.ts); a guest's key holds no user. */
/**
 * GET /api/LiveChat/GetCustomerContext?chatId= (docs/decisions/0048-customer-context.md): the signed-in
 * customer of a live chat as the agent's roles may see them — devices, open tickets, safety
 * acknowledgement. Only the chat's agent (or a supervisor, who reads every transcript) may ask; any other
 * chat is "not found". A guest's chat answers an empty context.
 */
export const customerContextRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  sources: CustomerContextSources;
}> = async (app, { db, auth, sources }) => {
  const users = userRepository(db);

  app.get(
    CUSTOMER_CONTEXT_PATH,
    {
      preValidation: auth.requireCapability('evChargerAndChatAgent'),
      config: perAddressLimit(CONTEXT_CALLS_PER_MINUTE),
      schema: {
        querystring: customerContextQuerySchema,
        response: { 200: customerContextResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply): Promise<CustomerContext> => {
      const agent = signedInUser(request);
      const chat = await sources.chat(request.query.chatId);
      if (!chat || (chat.agentUserId !== agent.id && !sources.readsEveryChat(agent)))
        throw notFound(liveChatMessages.chatNotFound);
      reply.header('Cache-Control', 'private, no-store');
      const customerId = userIdOfCustomerKey(chat.customerKey);
      const customer = customerId === undefined ? undefined : await users.findById(customerId);
      if (!customer) return { responseStatusCode: 200, customer: { kind: 'guest' } };
      return {
        responseStatusCode: 200,
        customer: {
          kind: 'user',
          userName: customer.userName,
          name: `${customer.firstName} ${customer.lastName}`.trim() || customer.userName,
        },
        ...(await customerSections(db, sources, agent, customer)),
      };
    },
  );
};
