import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import { agentReceiptSchema, customerReceiptSchema } from '@ohmstead/contracts/live-chat-schemas';
import type { AgentSocket } from './agent-events';
import type { CustomerSocket } from './customer-events';
import { Refusal } from './event-handler';
import { agentRoom, customerRoom } from './live-chat-context';
import { type ReceiptOutcome, receiptRepository, type StoredMarks } from './receipt-repository';

/**
 * Delivered and read marks (docs/decisions/0050-typing-and-read-marks.md): each side's client says how far
 * it has got (`receipt`); the server keeps the highest on the chat's row and tells the other side (`marks`,
 * to its room, so another process's sockets hear it too). A seq past the chat's last message is refused and
 * changes nothing.
 */
function stored(outcome: ReceiptOutcome): StoredMarks {
  if ('refused' in outcome)
    throw new Refusal(
      outcome.refused === 'beyond' ? liveChatMessages.beyondLastMessage : liveChatMessages.noOpenChat,
    );
  return outcome;
}

const marksOf = (row: StoredMarks) => ({ chat_id: row.id, delivered: row.delivered, read: row.read });

export function onCustomerReceipts({ context, customer, on }: CustomerSocket): void {
  const receipts = receiptRepository(context.db);
  on('receipt', customerReceiptSchema, async ({ delivered, read }) => {
    const row = stored(await receipts.customer(customer.key, delivered, read));
    if (row.agent_user_id) context.agents.to(agentRoom(row.agent_user_id)).emit('marks', marksOf(row));
    return {};
  });
}

export function onAgentReceipts({ context, user, on }: AgentSocket): void {
  const receipts = receiptRepository(context.db);
  on('receipt', agentReceiptSchema, async ({ chat_id, delivered, read }) => {
    const row = stored(await receipts.agent(chat_id, user.id, delivered, read));
    context.customers.to(customerRoom(row.customer_key)).emit('marks', marksOf(row));
    return {};
  });
}
