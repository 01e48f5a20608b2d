/**
 * The chat assistant's shared vocabulary (docs/product.md §3.3, §3.4, §3.7, §3.8): bot codes, the bot service's calls
 * and answers, reply intents and every text a chat user sees. Kept free of zod: the widget imports it and
 * its first-answer budget has no room for a schema library (the server's schemas are in chat-schemas.ts).
 */

import type { BotKind } from './bot-kind';
import { chatChunkMessages } from './chat-chunk-messages';

// The bots and their codes stay importable from here, where the widget, the console and the server name them.
export { BOTS, BOT_CODE, botFromCode, isBotKind, type BotCode, type BotKind } from './bot-kind';

/** The bot service's path segment for each bot: `/bot/crm/…`, `/bot/ia/…`. */
export const BOT_PATH: Record<BotKind, 'crm' | 'ia'> = { CRM: 'crm', IA: 'ia' };

/** docs/product.md §3.1: titles and hover titles of the two modes. */
export const BOT_TITLES: Record<BotKind, { title: string; hoverTitle: string }> = {
  CRM: { title: 'AI Assistant', hoverTitle: 'Customer Relation Management Bot' },
  IA: { title: 'Installation Assistant', hoverTitle: 'Installation Assistance Bot' },
};

/** docs/product.md §3.6: a guest has the user name 'guest'. */
export const GUEST_USER_NAME = 'guest';

/**
 * Who a guest is to the chat services: a session the server issues (in the first answer's `chat_session`),
 * signed so that a client cannot make one up, which the widget keeps in localStorage and sends with every
 * call. A header rather than a cookie, because a widget embedded on another site cannot rely on
 * third-party cookies.
 */
export const CHAT_SESSION_HEADER = 'x-chat-session';
/**
 * A solved proof of work (an ALTCHA payload, proof-of-work.ts) for a call the server asked one of: the
 * first answer of a new guest session from an address that has had many (docs/security.md).
 */
export const CHAT_PROOF_HEADER = 'x-chat-proof';
export const CHAT_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** docs/product.md §3.4 "Bot replies with special meanings": texts the bot answers with and the widget acts on. */
export const REPLY_INTENTS = {
  connectLiveAgent: 'Connect live agent',
  imageUploadRequest: 'Image Upload Request',
  noSafetyGuidelines: 'No Safety Guidelines Required',
} as const;

/**
 * An IA answer without its 'No Safety Guidelines Required' line, which the chat never shows (docs/product.md §3.4);
 * null when the text does not carry it.
 */
export function withoutGuidelinesMarker(text: string): string | null {
  if (!text.includes(REPLY_INTENTS.noSafetyGuidelines)) return null;
  return text.replace(REPLY_INTENTS.noSafetyGuidelines, '').trim();
}

/**
 * The support line and mailbox (docs/product.md §1's company contact). A reply that mentions either also offers a
 * live agent (docs/product.md §3.4).
 */
export const SUPPORT_PHONE = '+1 (919) 555-0142';
export const SUPPORT_PHONE_DIGITS = '9195550142';
export const SUPPORT_EMAIL = 'info@ohmsteadpower.com';
/** docs/product.md §3.4: e-mail is prefilled from the user name plus the company domain. */
export const COMPANY_EMAIL_DOMAIN = 'ohmsteadpower.com';

/** A passage of the knowledge base an answer was taken from. */
export interface AnswerSource {
  /** The knowledge-base document, e.g. 'Products'. */
  document: string;
  /** The section heading inside it, e.g. 'Power Router'. */
  section: string;
}

/** GET /bot/{crm|ia}/answer (docs/product.md §3.3 "Bot response"). `message` is a string unless the bot failed. */
export interface BotAnswer {
  session_id: string;
  message: unknown;
  /**
   * Ours: `message` as the chat shows it (markdown rendered, the IA marker line left out), sanitised HTML
   * from the server; a client sanitises it again before the DOM
   * (docs/decisions/0029-chat-replies-rendered-on-server.md). Absent when `message` is not a string.
   */
  html?: string;
  response_model: string;
  /** Ours: where the answer came from (empty for intents and greetings). */
  sources: AnswerSource[];
  /**
   * Ours: a chat session the server issued because the call carried no valid one; the widget keeps it
   * and sends it (CHAT_SESSION_HEADER) from then on.
   */
  chat_session?: string;
  /**
   * Ours: the answer's id, made by the server before it answers and stored with the bot's turn, so that
   * feedback on it (POST /bot/{bot}/feedback, bot-feedback.ts) can name it. Absent from older servers.
   */
  answer_id?: string;
}

/** Ours: what a chat user thinks of one answer (the widget's Helpful / Not helpful). */
export type AnswerRating = 'up' | 'down';

/** POST /bot/{bot}/upload_attachments answer (docs/product.md §3.3). */
export interface UploadAttachmentsAnswer {
  status: 'success';
  session_id: string;
  /** Ours: the stored files, so a transcript can name them. */
  files: { name: string; url: string; size: number }[];
}

/** POST /bot/{bot}/agent body: one chat-log entry (docs/product.md §3.3). */
export interface ChatLogEntry {
  agent: string;
  message_type: 'user' | 'agent';
  message: string;
  timestamp: string;
}

/** The plain answer of the calls whose result the widget ignores, so a person reading the network sees why. */
export interface ChatCallAnswer {
  responseStatusCode: number;
  message: string;
  /** contact-us-chatbot and submit-image-form: the ticket created. */
  key?: string;
}

/**
 * The texts the widget's panel draws itself (its first answer, docs/benchmarks.md "Chat widget sizes").
 * The others are in chat-chunk-messages.ts, a module of their own, so that a bundler leaves them to the
 * chunks that show them.
 */
export const chatPanelMessages = {
  welcomeTitle: 'Hi, there',
  welcomeText: 'I am your AI Assistant. How can I help you today?',
  inputPlaceholder: 'Type your message here...',
  botError: 'Sorry, there was an error processing your request.',
  notUnderstood: "I'm sorry, I couldn't understand that.",
  imageUploadPrompt: 'Kindly fill the form below and upload images of the equipment here.',
  /** Not quoted by the spec: the text above the consent buttons. */
  consentPrompt: 'Would you like me to connect you to a live agent?',
  toggleLiveAgentHint:
    'You are already connected with a live agent. Toggle live agent mode to talk to the bot.',
  /** Not quoted by the spec: the extra offer after a reply naming the support phone or e-mail. */
  liveAgentOffer: 'Would you rather talk to a live agent now?',
  formSuccess: 'Thank you for your submission! We will get back to you soon.',
  /** Not in the spec: the feedback buttons under each bot answer (docs/decisions/0040-answer-feedback.md). */
  feedbackQuestion: 'Was this answer helpful?',
  feedbackHelpful: 'Helpful',
  feedbackNotHelpful: 'Not helpful',
  feedbackThanks: 'Thanks for your feedback',
} as const;

/** Every text the chat shows (docs/product.md §3.2, §3.4, §3.5, §3.8), exactly as quoted. */
export const chatMessages = { ...chatPanelMessages, ...chatChunkMessages } as const;

/** Not in the spec: what the server answers for a bad chat call (a person needs a reason). */
export const chatServerMessages = {
  rateLimited: 'Too many requests. Please try again after some time.',
  signInForInstallation: 'Please sign in to use the Installation Assistant.',
  userNameMismatch: 'The user name does not match the signed-in user.',
  sessionRequired: 'This chat session is not valid. Ask a question to start a new one.',
  historyDeleted: 'Chat history deleted.',
  logged: 'Chat log entry recorded.',
  formReceived: 'Form received.',
  feedbackRecorded: 'Feedback recorded.',
  answerNotFound: 'No such answer in this chat.',
} as const;
