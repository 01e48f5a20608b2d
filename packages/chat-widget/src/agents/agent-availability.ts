import {
  AGENT_AVAILABILITY_PATH,
  type AgentAvailability,
  agentAvailabilitySchema,
} from '@ohmstead/contracts/agent-availability';

/**
 * Whether agents are there, asked when the panel opens (docs/product.md §3.2 "Header"): a plain GET with no
 * credentials, so no preflight, and cached by the browser for the few seconds the server allows
 * (docs/decisions/0028-agent-availability.md). Null when the answer is unknown.
 */
export async function fetchAgentAvailability(
  agentBase: string,
  doFetch: typeof fetch,
): Promise<AgentAvailability | null> {
  try {
    const response = await doFetch(agentBase + AGENT_AVAILABILITY_PATH);
    const answer = agentAvailabilitySchema.safeParse(response.ok ? await response.json() : null);
    return answer.success ? answer.data : null;
  } catch {
    return null;
  }
}
