import type { AnswerRating, AnswerSource } from '@ohmstead/contracts/chat';
import type { LiveAttachment } from '@ohmstead/contracts/live-chat';
import * as z from 'zod/mini';

/** Buttons a system message can carry. They are dropped when history is restored (docs/product.md §3.4). */
export type MessageAction = 'consent' | 'connect-agent' | 'decline-agent' | 'cancel-request';

/** docs/product.md §3.3 "Message", with the spec's field names. */
export interface ChatMessage {
  id: string;
  name: string;
  avatar: 'user' | 'bot' | 'agent';
  text: string;
  /**
   * Ours: a bot answer's or an agent's message as the server rendered it (BotAnswer.html, LiveMessage.html),
   * stored with the history and sanitised again each time it is shown (ui/ReplyBubble.tsx). Messages the
   * widget writes itself, and histories stored before it existed, have none: their text shows as it is.
   */
  html?: string;
  type: 'message-user' | 'message-system' | 'message-notification';
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** The inline contact form. */
  form?: boolean;
  formSubmitted?: boolean;
  formSubmitSuccess?: boolean;
  /** The inline equipment-images form. */
  imageForm?: boolean;
  imageFormSubmitted?: boolean;
  imageFormSubmitSuccess?: boolean;
  /** IA only: show the safety guidelines note under the answer. */
  guidelines?: boolean;
  /** Live chat: written by the customer. */
  is_customer?: boolean;
  /** Drawn by the live chunk: a live chat's message (the agent's, the user's) or the waiting message. */
  live?: boolean;
  /** Live chat: the message's place in its chat, once stored (its Delivered and Read marks). */
  seq?: number;
  /** Live chat: the files of the message (uploaded with CDN/UploadBotImage). */
  attachments?: LiveAttachment[];
  actions?: MessageAction[];
  /** Where a bot answer came from. */
  sources?: AnswerSource[];
  /** Ours: a bot answer's id (BotAnswer.answer_id): only an answer that has one offers feedback. */
  answerId?: string;
  /** Ours: the user's Helpful (up) / Not helpful (down) on the answer, once the server stored it. */
  rating?: AnswerRating;
  /** Ours: the rating and transcript offer after a live chat (live/rating/), and how far the user got. */
  csat?: CsatOffer;
}

/** docs/decisions/0049-satisfaction-and-transcript.md: rate, then the transcript offer, then done. */
export interface CsatOffer {
  chatId: string;
  step: 'rate' | 'transcript' | 'done';
  rated?: boolean;
  mailed?: boolean;
}

let counter = 0;
/** Unique within a page and across reloads; crypto.randomUUID needs a secure context, so not used. */
export function messageId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * What a stored message must hold for the message list to render it; anything else in storage is treated
 * as corrupt. Its other fields are the widget's own, written by saveHistory, and are kept as they are.
 */
const storedMessageSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  avatar: z.enum(['user', 'bot', 'agent']),
  text: z.string(),
  type: z.enum(['message-user', 'message-system', 'message-notification']),
  timestamp: z.number(),
});
export const storedHistorySchema = z.array(storedMessageSchema);

const TIMESTAMP = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const LOG_TIMESTAMP = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** docs/product.md §3.9: short month, day, hour, minute, 12-hour clock ("Nov 21, 4:05 PM"). */
export const formatTimestamp = (at: number): string => TIMESTAMP.format(at);
/** docs/product.md §3.9: logs add the year and seconds ("Nov 21, 2026, 4:05:09 PM"). */
export const formatLogTimestamp = (at: number): string => LOG_TIMESTAMP.format(at);
