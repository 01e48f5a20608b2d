// Its own module, not live-chat.ts: the widget's panel imports it, and a module shared by the panel and
// the live chunk would bring all of live-chat.ts into the first answer (docs/benchmarks.md "Chat widget sizes").
// zod/mini, as what the widget parses is (docs/decisions/0036-validation-written-once.md).
import * as z from 'zod/mini';

/**
 * Ours: GET {agent service}/agents/availability, the header's online/offline indicator before a live chat
 * (docs/product.md §3.2 "Header"). Public, no credentials, cached for a few seconds by the server and the browser:
 * the widget asks when its panel opens, so a visitor knows whether a person can answer before asking,
 * without a socket on every page view (docs/decisions/0028-agent-availability.md).
 */
export const AGENT_AVAILABILITY_PATH = '/agents/availability';
/** How long the answer may be reused (server memory, browser cache): an agent's change shows within it. */
export const AGENT_AVAILABILITY_MAX_AGE_S = 5;

/** The same facts as the socket's bot_online/bot_offline and number_available_agents. */
export const agentAvailabilitySchema = z.object({
  /** At least one agent is connected and available. */
  online: z.boolean(),
  /** Connected agents who are available (distinct people). */
  num_agents: z.int().check(z.nonnegative()),
});
export type AgentAvailability = z.infer<typeof agentAvailabilitySchema>;
