/**
 * Schemas of every live-chat socket event (live-chat.ts), for the server, which validates each one
 * before it changes anything, and for the agent console. The widget does not import this module.
 */
import { z } from 'zod';
import {
  AGENT_MAX_CHATS_LIMIT,
  ATTACHMENTS_PER_MESSAGE_MAX,
  CLIENT_MESSAGE_ID_PATTERN,
  CUSTOMER_NAME_MAX,
  LIVE_CHAT_FILE_MAX_BYTES,
  LIVE_CHAT_UPLOAD_PREFIX,
  LIVE_MESSAGE_MAX,
  SESSION_KEY_PATTERN,
} from './live-chat';

/** The most lines an older widget sent with a request (what its history field is still allowed to hold). */
const LEGACY_HISTORY_MAX = 50;

const CHAT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const chatIdSchema = z.string().regex(CHAT_ID_PATTERN, 'chat_id must be a chat id');

export const customerHandshakeSchema = z.object({
  sessionId: z.string().regex(SESSION_KEY_PATTERN, 'sessionId must be the chat session id'),
  token: z.string().min(1).max(4096).optional(),
});

export const agentHandshakeSchema = z.object({ token: z.string().min(1).max(4096) });

export const attachmentSchema = z.strictObject({
  name: z.string().trim().min(1).max(255),
  // Only files this server stored through CDN/UploadBotImage: the server also looks each one up.
  url: z.string().max(1024).startsWith(LIVE_CHAT_UPLOAD_PREFIX),
  size: z.number().int().min(0).max(LIVE_CHAT_FILE_MAX_BYTES),
});

export const requestChatSchema = z.strictObject({
  customer_name: z.string().trim().min(1).max(CUSTOMER_NAME_MAX),
  // Older widgets send their own copy; it is ignored (the server reads its own record), so only its
  // length is bounded here and nothing of it is kept.
  history: z.array(z.unknown()).max(LEGACY_HISTORY_MAX).optional(),
  bot: z.enum(['CRM', 'IA']).optional(),
});

const messageText = z.string().max(LIVE_MESSAGE_MAX);
const attachments = z.array(attachmentSchema).max(ATTACHMENTS_PER_MESSAGE_MAX).default([]);

/** A message needs text or at least one file (docs/product.md §3.5: "non-blank, or files present in live mode"). */
const hasContent = (value: { message: string; attachments: unknown[] }) =>
  value.message.trim().length > 0 || value.attachments.length > 0;

export const sendMessageSchema = z
  .strictObject({
    id: z.string().regex(CLIENT_MESSAGE_ID_PATTERN, 'id must be a client message id'),
    message: messageText,
    attachments,
  })
  .refine(hasContent, 'A message needs text or a file.');

export const emptyPayloadSchema = z.union([z.strictObject({}), z.undefined(), z.null()]);

export const resumeSchema = z.strictObject({ after_seq: z.number().int().min(0) });

export const consentSchema = z.strictObject({
  customer_sid: chatIdSchema,
  // The console echoes the request's summary (docs/product.md §3.4); the server reads the chat's own row.
  customer_details: z.object({ customer_name: z.string().max(CUSTOMER_NAME_MAX) }).loose(),
  accept: z.boolean(),
});

export const customerHistorySchema = z.strictObject({ customer_sid: chatIdSchema });

export const toggleAvailabilitySchema = z.strictObject({ isAvailable: z.boolean() });
/** One of the agent's on/off settings: the sound, desktop alerts. */
export const settingEnabledSchema = z.strictObject({ enabled: z.boolean() });

/** set_max_chats: the agent's own limit of active chats. */
export const maxChatsSchema = z.strictObject({
  max_chats: z.number().int().min(1).max(AGENT_MAX_CHATS_LIMIT),
});

/** An agent as the other side names it: `agent-<user id>` (the server's agentSidOf). */
export const AGENT_SID_PATTERN = /^agent-[1-9][0-9]{0,9}$/;

/** transfer_chat: the note is optional ('' for none) and, like every note, plain text for agents only. */
export const transferChatSchema = z.strictObject({
  chat_id: chatIdSchema,
  to_agent_sid: z.string().regex(AGENT_SID_PATTERN, 'to_agent_sid must be an agent'),
  note: messageText.default(''),
});

export const agentSendSchema = z
  .strictObject({
    chat_id: chatIdSchema,
    id: z.string().regex(CLIENT_MESSAGE_ID_PATTERN, 'id must be a client message id'),
    message: messageText,
    attachments,
  })
  .refine(hasContent, 'A message needs text or a file.');

export const chatRefSchema = z.strictObject({ chat_id: chatIdSchema });

/** typing: the customer's (their open chat is implied) and the agent's (one of their chats). */
export const customerTypingSchema = z.strictObject({ typing: z.boolean() });
export const agentTypingSchema = z.strictObject({ chat_id: chatIdSchema, typing: z.boolean() });

/** receipt: how far this side has got (seqs; the server refuses one beyond the chat's last message). */
const receiptSeq = z.number().int().min(0);
export const customerReceiptSchema = z.strictObject({ delivered: receiptSeq, read: receiptSeq });
export const agentReceiptSchema = customerReceiptSchema.extend({ chat_id: chatIdSchema });

/** An internal note: text only, never blank (docs/decisions/0046-internal-notes.md). */
export const addNoteSchema = z.strictObject({
  chat_id: chatIdSchema,
  id: z.string().regex(CLIENT_MESSAGE_ID_PATTERN, 'id must be a client message id'),
  note: messageText.refine((value) => value.trim().length > 0, 'A note needs text.'),
});

export const agentResumeSchema = z.strictObject({
  chats: z.array(z.strictObject({ chat_id: chatIdSchema, after_seq: z.number().int().min(0) })).max(200),
});

export const chatHistoryQuerySchema = z.strictObject({
  page: z.number().int().min(1).max(100_000),
  pageSize: z.number().int().min(1).max(100),
});

export const sessionKeySchema = z.string().regex(SESSION_KEY_PATTERN, 'sessionKey is required.');
