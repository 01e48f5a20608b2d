import {
  AGENT_AVAILABILITY_MAX_AGE_S,
  AGENT_AVAILABILITY_PATH,
  type AgentAvailability,
  agentAvailabilitySchema,
} from '@ohmstead/contracts/agent-availability';
import type { FastifyPluginAsync } from 'fastify';
import type { PublicReadCache } from '../../http/public-read-cache';
import { perAddressLimit } from '../../http/rate-limit';
import { errorResponses, noBody } from '../../http/response-schemas';
import { availableAgents } from './broadcasts';
import type { LiveChatContext } from './live-chat-context';

/** Under the agent service, beside its chat forms: the widget's agentBase. */
export const AVAILABILITY_ROUTE = `/agent-service${AGENT_AVAILABILITY_PATH}`;

/**
 * GET /agent-service/agents/availability: whether an agent is there, before any socket (docs/product.md §3.2
 * "Header"; docs/decisions/0028-agent-availability.md). Presence is in the database, so every
 * process answers for the whole cluster. The answer is a public read: kept in memory and by browsers for
 * AGENT_AVAILABILITY_MAX_AGE_S at most, dropped at once (on every process) when availability changes, and
 * limited per address like the other public calls that reach the database.
 */
export const availabilityRoute: FastifyPluginAsync<{
  context: LiveChatContext;
  publicReads: PublicReadCache;
}> = async (app, { context, publicReads }) => {
  // A public read (ETag, 304); its cached JSON made by the 200's serializer, as a reply's would be.
  const response = { 200: agentAvailabilitySchema, 304: noBody, ...errorResponses(429) };
  const serialize = app.responseSerializer(agentAvailabilitySchema, `GET ${AVAILABILITY_ROUTE} (200)`);
  app.get(
    AVAILABILITY_ROUTE,
    { config: perAddressLimit(context.config.liveChat.availabilityPerMinute), schema: { response } },
    async (request, reply) =>
      publicReads.send(request, reply, {
        serialize,
        topic: 'agents',
        key: 'availability',
        load: async (): Promise<AgentAvailability> => {
          const count = await availableAgents(context);
          return { online: count > 0, num_agents: count };
        },
        // Not a scheduled change, but the bound on how stale a count may be anywhere.
        changesAt: async () => new Date(Date.now() + AGENT_AVAILABILITY_MAX_AGE_S * 1000),
      }),
  );
};
