import { fetchAgentAvailability } from '../agents/agent-availability';
import type { ChatStore } from './types';

/**
 * docs/product.md §3.2: whether agents are there, asked when the panel opens. Once a live chat started its
 * socket keeps `agents`, and then the call is not made (nor its answer taken, should the socket connect meanwhile).
 */
export async function checkAgents(store: Pick<ChatStore, 'live' | 'agents' | 'config' | 'fetch'>) {
  const socketKnows = () => !!store.live.peek()?.connected.peek();
  if (socketKnows()) return;
  const answer = await fetchAgentAvailability(store.config.agentBase, store.fetch);
  if (answer && !socketKnows()) store.agents.value = answer;
}
