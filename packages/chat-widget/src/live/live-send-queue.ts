import type { LiveMessage, SendMessagePayload } from '@ohmstead/contracts/live-chat';
import { sendAcceptedSchema } from '@ohmstead/contracts/live-chat-payloads';
import { createChatDelivery, type Received } from '@ohmstead/contracts/live-delivery';
import type { LiveStoreView } from '../state/live-port';
import type { LiveTransport } from './live-transport';
import { type LiveView, notifyRefusal } from './live-view';

export interface LiveSendQueue {
  /** Keeps the customer's message until the server acknowledges it, and sends what is due. */
  deliver(payload: SendMessagePayload): void;
  /** Sends what is due; never while not ready (socket.io would buffer it and send it twice). */
  flush(): void;
  /** Live messages or a resume answer's (`live` false), in any order, repeated or not. */
  receive(messages: readonly LiveMessage[], live?: boolean): void;
  /** The seq every message up to which is held: a resume asks for what follows. */
  through(): number;
  connectionLost(): void;
  /** A new chat (or a stored one after a reload) starts after `through`, with nothing pending. */
  restart(through?: number): void;
}

/**
 * The customer's outbox and inbox of one live chat, on the delivery protocol both ends share
 * (packages/contracts/src/live-delivery.ts): resent until acknowledged, held back after a gap, each once.
 * Only an assigned chat's messages go out; only the open chat's come in. `onReceived` is handed what
 * delivery released, to show (and to resume after a gap in live messages).
 */
export function createLiveSendQueue(
  transport: Pick<LiveTransport, 'emit' | 'ready'>,
  store: Pick<LiveStoreView, 'messages' | 'updateMessage'>,
  view: Pick<LiveView, 'status' | 'chatId' | 'notify'>,
  onReceived: (received: Received<LiveMessage>, live: boolean) => void,
): LiveSendQueue {
  // What is on screen when the chat starts (a reload) is not shown twice when it comes back.
  const start = (through = 0) =>
    createChatDelivery<SendMessagePayload, LiveMessage>({
      through,
      shownIds: store.messages.peek().map((message) => message.id),
    });
  let delivery = start();

  function flush() {
    if (!transport.ready() || view.status.peek() !== 'active') return;
    for (const payload of delivery.due()) {
      transport.emit('send_message', payload, (answer) => {
        const stored = sendAcceptedSchema.safeParse(answer);
        if (stored.success) {
          // Its seq marks it Delivered and Read as the agent gets there (live-receipts.ts).
          store.updateMessage(payload.id, { seq: stored.data.seq });
          onReceived(delivery.acknowledged(payload.id, stored.data.seq), true);
          return;
        }
        delivery.refused(payload.id);
        notifyRefusal(view, answer);
      });
    }
  }

  return {
    deliver(payload) {
      delivery.queue(payload);
      flush();
    },
    flush,
    receive(messages, live = true) {
      const chatId = view.chatId();
      const ours = messages.filter((message) => !chatId || message.chat_id === chatId);
      onReceived(delivery.receive(ours), live);
    },
    through: () => delivery.through(),
    connectionLost: () => delivery.connectionLost(),
    restart(through) {
      delivery = start(through);
    },
  };
}
