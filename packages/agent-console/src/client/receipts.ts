/**
 * Delivered and read marks in the console (docs/decisions/0050-typing-and-read-marks.md). This page tells
 * the server how far it has got in each active chat: `delivered` up to the customer's last message of those
 * it holds every message through (chat-deliveries.ts), `read` up to the same while the chat is open on
 * screen in a visible tab. It tells only what moved: the agent's own messages, acknowledged, move nothing.
 * A receipt is a hint, sent unacknowledged: the server keeps the highest, so a lost one is made good by
 * the next. The customer's marks (`marks`) go on the chat, for its own messages' marks.
 */
import { marksSchema } from '@ohmstead/contracts/live-chat-payloads';
import type { AlertPage } from './background-alerts';
import type { ChatDeliveries } from './chat-deliveries';
import type { AgentTransport } from './transport';
import type { AgentChatView } from './types';
import type { ViewState } from './view-state';

export interface ConsoleReceipts {
  /** The chat on screen (null: none): its messages count as read while the tab is visible. */
  viewing(chatId: string | null): void;
  /** The socket's `marks` event: how far the customer has got. */
  heard(payload: unknown): void;
  /** A (re)connect: what moved while disconnected is told. */
  connected(): void;
  stop(): void;
}

export function createConsoleReceipts(
  transport: Pick<AgentTransport, 'hint' | 'isConnected'>,
  view: ViewState,
  deliveries: ChatDeliveries,
  page: Pick<AlertPage, 'isHidden' | 'whenVisible'>,
): ConsoleReceipts {
  const told = new Map<string, { delivered: number; read: number }>();
  let onScreen: string | null = null;

  function tell() {
    if (!transport.isConnected()) return;
    for (const chat of view.get().chats) {
      if (chat.status !== 'active') continue;
      const through = customerThrough(chat, deliveries.of(chat.chat_id).through());
      const before = told.get(chat.chat_id) ?? { delivered: 0, read: 0 };
      const read = chat.chat_id === onScreen && !page.isHidden() ? through : before.read;
      if (through <= before.delivered && read <= before.read) continue;
      const receipt = { delivered: Math.max(through, before.delivered), read };
      told.set(chat.chat_id, receipt);
      transport.hint('receipt', { chat_id: chat.chat_id, ...receipt });
    }
  }

  const unsubscribe = view.subscribe(tell);
  const stopWatching = page.whenVisible(tell);

  return {
    viewing(chatId) {
      onScreen = chatId;
      tell();
    },
    heard(payload) {
      const marks = marksSchema.safeParse(payload);
      if (!marks.success) return;
      const { chat_id, delivered, read } = marks.data;
      view.updateChat(chat_id, (chat) => {
        const held = chat.customer_marks;
        if (held && held.delivered >= delivered && held.read >= read) return chat;
        return {
          ...chat,
          customer_marks: {
            chat_id,
            delivered: Math.max(delivered, held?.delivered ?? 0),
            read: Math.max(read, held?.read ?? 0),
          },
        };
      });
    },
    // What moved while disconnected is told now (a receipt lost with a dropped socket is made good by
    // the next one: the server keeps the highest).
    connected: tell,
    stop() {
      unsubscribe();
      stopWatching();
    },
  };
}

/** The seq of the customer's last message up to `through` (0: none): what the marks are of. */
function customerThrough(chat: AgentChatView, through: number): number {
  for (let n = chat.messages.length - 1; n >= 0; n--) {
    const message = chat.messages[n]!;
    if (message.is_customer && message.seq <= through) return message.seq;
  }
  return 0;
}
