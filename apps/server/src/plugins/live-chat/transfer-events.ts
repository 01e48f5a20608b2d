import { randomUUID } from 'node:crypto';
import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import { emptyPayloadSchema, transferChatSchema } from '@ohmstead/contracts/live-chat-schemas';
import { can } from '@ohmstead/contracts/roles';
import { userRepository } from '../../auth/user-repository';
import type { AgentSocket } from './agent-events';
import { assignWaiting } from './auto-assign';
import { agentDisplayName, announceAssigned, sendAgentState } from './broadcasts';
import { capacityRepository } from './capacity-repository';
import { Refusal } from './event-handler';
import { agentRoom } from './live-chat-context';
import { agentSidOf, userIdOfAgentSid } from './views';

/**
 * An agent hands one of their active chats to another agent (docs/decisions/0051-transfer-and-capacity.md):
 * transfer_targets lists who could take it, transfer_chat moves it. The chat keeps its id, so its messages,
 * notes and the customer's history go with it; the note is an internal note, never sent to the customer.
 */
export function onTransferEvents({ context, user, agentName, on }: AgentSocket): void {
  const capacity = capacityRepository(context.db);

  on('transfer_targets', emptyPayloadSchema, async () => {
    const agents = await capacity.transferTargets(user.id);
    return {
      agents: agents.map((agent) => ({
        agent_sid: agentSidOf(agent.user_id),
        agent_name: agent.agent_name,
        active_chats: agent.active_chats,
        max_chats: agent.max_chats,
      })),
    };
  });

  on('transfer_chat', transferChatSchema, async ({ chat_id, to_agent_sid, note }) => {
    const toUserId = userIdOfAgentSid(to_agent_sid);
    if (toUserId === user.id) throw new Refusal(liveChatMessages.transferToSelf);
    const target = await userRepository(context.db).findById(toUserId);
    // Only the roles of the Chat Agent menu answer chats (agent-namespace.ts lets no other in).
    if (!target || !can(target.roles, 'evChargerAndChatAgent'))
      throw new Refusal(liveChatMessages.transferUnavailable);
    const toName = agentDisplayName(target);
    const text = note.trim();
    const outcome = await capacity.transfer({
      chatId: chat_id,
      fromUserId: user.id,
      fromName: agentName,
      toUserId,
      toName,
      note: text ? { clientId: randomUUID(), text } : undefined,
    });
    if ('refused' in outcome)
      throw new Refusal(
        outcome.refused === 'unavailable'
          ? liveChatMessages.transferUnavailable
          : liveChatMessages.chatNotFound,
      );
    // Every tab of the agent handing on learns where the chat went; then the new agent and the customer.
    context.agents.to(agentRoom(user.id)).emit('chat_transferred', { chat_id, agent_name: toName });
    await sendAgentState(context, user.id);
    await announceAssigned(context, outcome.chat);
    await assignWaiting(context);
    return { agent_name: toName };
  });
}
