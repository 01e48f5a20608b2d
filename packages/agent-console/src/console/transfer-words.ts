/**
 * The console's words for handing a chat to another agent and for the agent's limit of active chats
 * (docs/decisions/0051-transfer-and-capacity.md), ours: the spec quotes none of them.
 */
import type { TransferTarget } from '@ohmstead/contracts/live-chat';

export const transferWords = {
  transfer: 'Transfer',
  title: (customerName: string) => `Transfer the chat with ${customerName}`,
  toAgent: 'Transfer to',
  noteLabel: 'Note for the next agent (optional, only agents see it)',
  confirm: 'Transfer chat',
  loading: 'Finding available agents…',
  none: 'No other agent is available to take this chat right now.',
  target: (target: TransferTarget) =>
    `${target.agent_name} (${target.active_chats} of ${target.max_chats} chats)`,
  /** The chat, read-only, once this agent handed it on. */
  transferred: (agentName: string) => `You transferred this chat to ${agentName}.`,
  listTransferred: '(transferred)',
  maxChats: 'Chats at once',
  activeChats: (active: number, max: number) => `${active} of ${max} active chats`,
  autoAssign: 'Waiting customers are given to agents automatically.',
} as const;
