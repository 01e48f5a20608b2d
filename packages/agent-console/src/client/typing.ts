/**
 * "Typing…" both ways in the console (docs/decisions/0050-typing-and-read-marks.md; the throttle and the
 * timeout are contracts/live-typing.ts): the agent's keys in a chat's message box tell its customer, at most
 * one `typing` per TYPING_TIMING.everyMs; the customer's typing marks their chat (`customerTyping`) until
 * they stop, write, or TYPING_SHOWN_FOR_MS passes. Never stored.
 */
import { typingSchema } from '@ohmstead/contracts/live-chat-payloads';
import {
  createTypingIndicator,
  createTypingSender,
  TYPING_SHOWN_FOR_MS,
  TYPING_TIMING,
  type TypingIndicator,
  type TypingSender,
} from '@ohmstead/contracts/live-typing';
import type { AgentTransport } from './transport';
import type { ViewState } from './view-state';

export interface ConsoleTyping {
  /** A key in the chat's message box. */
  keyed(chatId: string): void;
  /** Left the box, or the chat closed. */
  stopped(chatId: string): void;
  /** The agent's message went: it clears the customer's "typing" by itself. */
  sent(chatId: string): void;
  /** The socket's `typing` event: a customer typing, or stopped. */
  heard(payload: unknown): void;
  /** The customer's message arrived: they are no longer typing. */
  wrote(chatId: string): void;
  /** The connection dropped: nobody is known to be typing. */
  clearAll(): void;
}

export function createConsoleTyping(transport: Pick<AgentTransport, 'hint'>, view: ViewState): ConsoleTyping {
  const senders = new Map<string, TypingSender>();
  const indicators = new Map<string, TypingIndicator>();
  const isActive = (chatId: string) => view.chat(chatId)?.status === 'active';

  // An agent takes chat after chat all day: a chat's sender and indicator go once it is no longer active,
  // checked whenever another chat needs one (their timers are stopped first).
  const forgetEnded = () => {
    for (const [chatId, sender] of senders)
      if (!isActive(chatId)) {
        sender.stopped();
        senders.delete(chatId);
      }
    for (const [chatId, indicator] of indicators)
      if (!isActive(chatId)) {
        indicator.clear();
        indicators.delete(chatId);
      }
  };

  const senderOf = (chatId: string) => {
    let sender = senders.get(chatId);
    if (!sender) {
      forgetEnded();
      // Typing is a hint: sent unacknowledged, as a refusal (the chat just ended) is nothing to show.
      const tell = (typing: boolean) => transport.hint('typing', { chat_id: chatId, typing });
      senders.set(chatId, (sender = createTypingSender(tell, TYPING_TIMING)));
    }
    return sender;
  };

  const indicatorOf = (chatId: string) => {
    let indicator = indicators.get(chatId);
    if (!indicator) {
      forgetEnded();
      const show = (customerTyping: boolean) =>
        view.updateChat(chatId, (chat) =>
          !!chat.customerTyping === customerTyping ? chat : { ...chat, customerTyping },
        );
      indicators.set(chatId, (indicator = createTypingIndicator(show, TYPING_SHOWN_FOR_MS)));
    }
    return indicator;
  };

  return {
    keyed(chatId) {
      if (isActive(chatId)) senderOf(chatId).keyed();
    },
    stopped: (chatId) => senders.get(chatId)?.stopped(),
    sent: (chatId) => senders.get(chatId)?.sent(),
    heard(payload) {
      const event = typingSchema.safeParse(payload);
      if (!event.success) return;
      const { chat_id, typing } = event.data;
      if (!typing || isActive(chat_id)) indicatorOf(chat_id).heard(typing);
    },
    wrote: (chatId) => indicators.get(chatId)?.clear(),
    clearAll() {
      for (const indicator of indicators.values()) indicator.clear();
    },
  };
}
