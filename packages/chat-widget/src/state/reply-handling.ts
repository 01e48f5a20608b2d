import {
  type BotKind,
  chatPanelMessages,
  REPLY_INTENTS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_PHONE_DIGITS,
  withoutGuidelinesMarker,
} from '@ohmstead/contracts/chat';
import type { AnswerOutcome } from '../bot/bot-client';
import { type ChatMessage, messageId } from './chat-message';

export const BOT_NAME = 'Ohmstead Assistant';

export const systemMessage = (
  text: string,
  extra: Partial<ChatMessage> = {},
  now = Date.now(),
): ChatMessage => ({
  id: messageId(),
  name: BOT_NAME,
  avatar: 'bot',
  text,
  type: 'message-system',
  timestamp: now,
  ...extra,
});

/** What the store does with a bot call's outcome: messages to add, and whether to show the 429 banner. */
export interface ReplyEffect {
  messages: ChatMessage[];
  tooManyRequests: boolean;
}

const mentionsSupport = (text: string) =>
  text.includes(SUPPORT_EMAIL) ||
  text.includes(SUPPORT_PHONE) ||
  text.replace(/\D/g, '').includes(SUPPORT_PHONE_DIGITS);

/**
 * docs/product.md §3.4 "Bot replies with special meanings" and §3.8: turns one bot call into what the chat shows.
 * `liveMode` is true while a live agent has the chat (the live mode arrives with the agent service).
 */
export function replyEffect(
  outcome: AnswerOutcome,
  bot: BotKind,
  liveMode: boolean,
  now = Date.now(),
): ReplyEffect {
  if (!outcome.ok) {
    if (outcome.status === 429) return { messages: [], tooManyRequests: true };
    return { messages: [systemMessage(chatPanelMessages.botError, {}, now)], tooManyRequests: false };
  }
  const { message, sources, html, answer_id: answerId } = outcome.answer;
  if (typeof message !== 'string') {
    return { messages: [systemMessage(chatPanelMessages.notUnderstood, {}, now)], tooManyRequests: false };
  }
  const text = message.trim();
  if (text === REPLY_INTENTS.connectLiveAgent) {
    const reply = liveMode
      ? systemMessage(chatPanelMessages.toggleLiveAgentHint, {}, now)
      : systemMessage(chatPanelMessages.consentPrompt, { actions: ['consent'], live: true }, now);
    return { messages: [reply], tooManyRequests: false };
  }
  if (text === REPLY_INTENTS.imageUploadRequest) {
    return {
      messages: [systemMessage(chatPanelMessages.imageUploadPrompt, { imageForm: true }, now)],
      tooManyRequests: false,
    };
  }
  const stripped = bot === 'IA' ? withoutGuidelinesMarker(text) : null;
  const answer = systemMessage(
    stripped ?? text,
    {
      // The server renders the text as the chat shows it, the IA marker line left out (reply-html.ts).
      ...(html !== undefined ? { html } : {}),
      // An answer of the knowledge base (not an intent, not an error) may be rated.
      ...(answerId !== undefined ? { answerId } : {}),
      sources,
      ...(bot === 'IA' ? { guidelines: stripped === null } : {}),
    },
    now,
  );
  const messages = [answer];
  if (!liveMode && mentionsSupport(text)) {
    messages.push(systemMessage(chatPanelMessages.liveAgentOffer, { actions: ['consent'], live: true }, now));
  }
  return { messages, tooManyRequests: false };
}
