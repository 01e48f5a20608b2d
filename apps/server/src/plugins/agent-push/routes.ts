import {
  AGENT_PUSH_KEY_PATH,
  AGENT_PUSH_SUBSCRIPTION_PATH,
  type PushKeyResponse,
  pushKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@ohmstead/contracts/agent-push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, signedInUser } from '../../auth/auth';
import type { Database } from '../../db/database';
import { perAddressLimit } from '../../http/rate-limit';
import { errorResponses, noBody } from '../../http/response-schemas';
import { SUBSCRIPTION_CHANGES_PER_MINUTE } from './constants';
import { subscriptionRepository } from './subscription-repository';

/**
 * The console's "Push alerts" switch (docs/decisions/0052-agent-web-push.md): the public key to subscribe
 * with, and the agent's own subscriptions saved and removed. Only the roles of the Chat Agent menu.
 */
export const agentPushRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth; publicKey: string }> = async (
  app,
  { db, auth, publicKey },
) => {
  const subscriptions = subscriptionRepository(db);
  const agents = { preValidation: auth.requireCapability('evChargerAndChatAgent') };
  const changes = { ...agents, config: perAddressLimit(SUBSCRIPTION_CHANGES_PER_MINUTE) };

  app.get(
    AGENT_PUSH_KEY_PATH,
    { ...agents, schema: { response: { 200: pushKeyResponseSchema, ...errorResponses(401, 403) } } },
    async () => {
      const answer: PushKeyResponse = { publicKey };
      return answer;
    },
  );

  app.put(
    AGENT_PUSH_SUBSCRIPTION_PATH,
    {
      ...changes,
      schema: { body: pushSubscriptionSchema, response: { 204: noBody, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      await subscriptions.save(signedInUser(request).id, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    AGENT_PUSH_SUBSCRIPTION_PATH,
    {
      ...changes,
      schema: { body: pushUnsubscribeSchema, response: { 204: noBody, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      await subscriptions.remove(signedInUser(request).id, request.body.endpoint);
      return reply.status(204).send();
    },
  );
};
