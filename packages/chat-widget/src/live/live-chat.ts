import type { LiveStoreView } from '../state/live-port';
import type { LiveReceipts } from './live-receipts';
import type { LiveSendQueue } from './live-send-queue';
import type { LiveTransport } from './live-transport';
import type { LiveView } from './live-view';

/**
 * One live chat's parts as live-session.ts composes them, handed whole to the modules that act on the chat
 * (resume, server events, request, composer): one object rather than a wiring of callbacks per module, as
 * the live chunk's bytes are budgeted (scripts/size-budgets.json).
 */
export interface LiveChat {
  store: LiveStoreView;
  view: LiveView;
  queue: LiveSendQueue;
  transport: LiveTransport;
  /** Delivered and read marks (docs/decisions/0050-typing-and-read-marks.md). */
  receipts: LiveReceipts;
  /** The request: set once made (it needs the others), before any event can come. */
  request: { sendRequest(): void; cancel(): void; noAgents(): void };
  /** An agent has the chat: the view shows who, and what waited for one goes out. */
  assign(chatId: string, agentName: string): void;
  /** The chat is over (or never started): bot mode, nothing pending. The socket stays for the indicator. */
  endLocally(): void;
  /** endLocally, then the notification that says why. */
  endWith(text: string): void;
}
