import { typingSchema } from '@ohmstead/contracts/live-chat-payloads';
import {
  createTypingIndicator,
  createTypingSender,
  TYPING_SHOWN_FOR_MS,
  TYPING_TIMING,
} from '@ohmstead/contracts/live-typing';
import { type ReadonlySignal, signal } from '@preact/signals';
import type { LiveTransport } from './live-transport';
import type { LiveView } from './live-view';

export interface LiveTyping {
  /** The agent is typing: "Agent is typing…" (LiveTyping.tsx), set and cleared once per spell. */
  agentTyping: ReadonlySignal<boolean>;
  /** A key in the message box, while a chat is active: at most one `typing` per TYPING_TIMING.everyMs. */
  keyed(): void;
  /** Left the box, or the chat ended. */
  stopped(): void;
  /** The customer's message went: it clears the agent's "typing" by itself. */
  sent(): void;
  /** The socket's `typing` event. */
  heard(payload: unknown): void;
  /** The agent's message arrived, the chat ended or the connection dropped. */
  clear(): void;
}

/** "Typing…" both ways on the customer's side (contracts/live-typing.ts; never stored). */
export function createLiveTyping(
  transport: LiveTransport,
  view: Pick<LiveView, 'status' | 'chatId'>,
): LiveTyping {
  const agentTyping = signal(false);
  const active = () => view.status.peek() === 'active';
  const sender = createTypingSender(
    // A hint: sent unacknowledged, as a refusal (the chat just ended) is nothing to show.
    (typing) => transport.ready() && transport.emit('typing', { typing }),
    TYPING_TIMING,
  );
  const indicator = createTypingIndicator((typing) => (agentTyping.value = typing), TYPING_SHOWN_FOR_MS);
  return {
    agentTyping,
    keyed: () => active() && sender.keyed(),
    stopped: sender.stopped,
    sent: sender.sent,
    heard(payload) {
      const event = typingSchema.safeParse(payload);
      if (event.success && active() && event.data.chat_id === view.chatId())
        indicator.heard(event.data.typing);
    },
    clear: indicator.clear,
  };
}
