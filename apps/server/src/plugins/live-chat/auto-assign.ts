import { announceAssigned, announcePositions, announceRequestRemoved } from './broadcasts';
import { capacityRepository } from './capacity-repository';
import type { LiveChatContext } from './live-chat-context';

/**
 * LIVE_CHAT_AUTO_ASSIGN (docs/decisions/0051-transfer-and-capacity.md): waiting customers go to the least
 * busy available agents under their limits, one chat per database transaction under the queue's lock, so
 * two processes never give one customer to two agents nor an agent more than their limit. Called whenever
 * a customer or an agent's room may have appeared: a request, an agent available or connected, a higher
 * limit, a chat ended or transferred. The customers still waiting learn their new places, as after an accept.
 */
export async function assignWaiting(context: LiveChatContext): Promise<void> {
  if (!context.config.liveChat.autoAssign) return;
  const capacity = capacityRepository(context.db);
  let assignedAny = false;
  for (let next = await capacity.assignNext(); next; next = await capacity.assignNext()) {
    assignedAny = true;
    await announceAssigned(context, next);
    announceRequestRemoved(context, next.id);
  }
  if (assignedAny) await announcePositions(context);
}
