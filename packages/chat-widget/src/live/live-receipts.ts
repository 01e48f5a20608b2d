import type { Marks } from '@ohmstead/contracts/live-chat';
import { marksSchema } from '@ohmstead/contracts/live-chat-payloads';
import { type ReadonlySignal, signal } from '@preact/signals';
import type { LiveTransport } from './live-transport';
import type { LiveView } from './live-view';

type Seqs = Pick<Marks, 'delivered' | 'read'>;

export interface LiveReceipts {
  /** How far the agent has got: the customer's own messages are marked Delivered or Read. */
  marks: ReadonlySignal<Seqs>;
  /** The socket's `marks`, or a resume answer's. */
  heard(payload: unknown): void;
  /** Tells the agent how far this widget has got, if that moved (after messages, on open, on a visible tab). */
  tell(): void;
  /** The chat ended: nothing told, nothing marked. */
  reset(): void;
}

/**
 * Delivered and read marks on the customer's side (docs/decisions/0050-typing-and-read-marks.md): delivered
 * up to the seq the widget holds every message through, read up to the same while the panel is open in a
 * visible tab.
 */
export function createLiveReceipts(
  transport: Pick<LiveTransport, 'emit' | 'ready'>,
  view: Pick<LiveView, 'status' | 'chatId'>,
  through: () => number,
  visible: () => boolean,
): LiveReceipts {
  const none = { delivered: 0, read: 0 };
  const marks = signal<Seqs>(none);
  let told = none;
  return {
    marks,
    heard(payload) {
      const heard = marksSchema.safeParse(payload);
      const held = marks.peek();
      if (!heard.success || heard.data.chat_id !== view.chatId()) return;
      const { delivered, read } = heard.data;
      if (delivered > held.delivered || read > held.read)
        marks.value = { delivered: Math.max(delivered, held.delivered), read: Math.max(read, held.read) };
    },
    tell() {
      if (!transport.ready() || view.status.peek() !== 'active') return;
      const delivered = through();
      const read = visible() ? delivered : told.read;
      if (delivered <= told.delivered && read <= told.read) return;
      told = { delivered, read };
      // A hint, unacknowledged: the server keeps the highest, so a lost one is made good by the next.
      transport.emit('receipt', told);
    },
    reset() {
      told = none;
      marks.value = none;
    },
  };
}
