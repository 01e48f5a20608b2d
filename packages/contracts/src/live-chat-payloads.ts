/**
 * What the live-agent service sends (docs/product.md §3.3, §3.4, §3.7): the schemas of live-chat.ts's server-to-client
 * payloads, and so their types. Both clients parse every event with them and drop one that fails, so a
 * malformed event changes nothing; the server's tests parse what it sends with them. Written with zod/mini
 * (tree-shaken, no `new Function`): the widget's live chunk carries them
 * (docs/decisions/0036-validation-written-once.md). The server validates what it receives with
 * live-chat-schemas.ts.
 */
import * as z from 'zod/mini';
import { LIVE_CHAT_UPLOAD_PATTERN } from './live-chat-uploads';

const count = z.int().check(z.nonnegative());
const text = z.string();

/** A file of a live message, uploaded first with CDN/UploadBotImage (its mediaUrl). */
export const liveAttachmentSchema = z.object({ name: text, url: text, size: count });

/** One stored message of a live chat, as both sides receive it. */
export const liveMessageSchema = z.object({
  /** The sender's client-generated id: the key duplicates are dropped by. */
  id: text,
  chat_id: text,
  /** Ours: the message's place in its chat (1, 2, 3 …); a reconnecting side asks for what follows its last. */
  seq: count,
  message: text,
  /**
   * Ours, on an agent's message only: `message` (markdown) as sanitised HTML, rendered by the server; a client
   * sanitises it again before the DOM. A customer's message is plain text and has none
   * (docs/decisions/0029-chat-replies-rendered-on-server.md).
   */
  html: z.optional(text),
  attachments: z.array(liveAttachmentSchema),
  /** docs/product.md §3.3: a live message carries is_customer. */
  is_customer: z.boolean(),
  sender_name: text,
  /** ISO 8601, when the server stored it. */
  timestamp: text,
});

export const liveMessagesSchema = z.array(liveMessageSchema);

/** An event's acknowledgement that refused it: nothing was changed. */
export const refusalSchema = z.object({ ok: z.literal(false), error: text });
export type Refusal = z.infer<typeof refusalSchema>;

/**
 * An acknowledgement that accepted an event, with what it answers. Marked free of side effects, so a
 * bundle that uses none of the schemas built with it (the widget's live chunk, the console's) drops them.
 */
const accepted = /* #__NO_SIDE_EFFECTS__ */ <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.object({ ok: z.literal(true), ...shape });

/** An acknowledgement that accepted an event and answers nothing more. */
export const acceptedSchema = accepted({});

/** The refusal's text of an acknowledgement, or null when it is not a refusal. */
export const refusalOf = (answer: unknown): string | null => {
  const refused = refusalSchema.safeParse(answer);
  return refused.success ? refused.data.error : null;
};

/**
 * How far the other side of a chat has got (docs/decisions/0050-typing-and-read-marks.md): every message up
 * to `delivered` reached its client, every one up to `read` was on its screen. Sent as `marks` when it moves,
 * and with resume (the customer) and the agent state (the agent), so a reload shows them again.
 */
export const marksSchema = z.object({ chat_id: text, delivered: count, read: count });

// ---------------------------------------------------------------------------------------------------
// Customer side (the widget).

export const customerChatStatusSchema = z.enum(['none', 'waiting', 'active']);

/** The answer of `resume`: the chat's state on the server and the messages after the widget's last. */
export const customerResumeAnswerSchema = z.object({
  status: customerChatStatusSchema,
  chat_id: z.optional(text),
  position: z.optional(count),
  agent_name: z.optional(text),
  agent_sid: z.optional(text),
  messages: liveMessagesSchema,
  /** Ours: how far the agent has got (the marks of the customer's own messages). */
  marks: z.optional(marksSchema),
});
export const resumeAcceptedSchema = accepted(customerResumeAnswerSchema.shape);

/** request_chat's acknowledgement: the chat's id. */
export const requestAcceptedSchema = accepted({ chat_id: text });
/** send_message's acknowledgement (both sides): the number of the stored message. */
export const sendAcceptedSchema = accepted({ seq: count });

/** typing, to either side: the other side of `chat_id` is typing or stopped (never stored). */
export const typingSchema = z.object({ chat_id: text, typing: z.boolean() });

/** chat_ended, agent_disconnected. */
export const chatRefSchema = z.object({ chat_id: text });
export const waitingForAgentSchema = z.object({ position: count, chat_id: text });
export const chatAssignedSchema = z.object({ agent_name: text, agent_sid: z.optional(text), chat_id: text });
export const agentCountSchema = z.object({ num_agents: count });

/** POST /api/CDN/UploadBotImage (docs/product.md §3.3 "Upload": media and sessionKey → mediaUrl). */
export const uploadBotImageAnswerSchema = z.object({
  /** Only a path the live chat's uploads live under is an attachment (the server checks it too). */
  mediaUrl: text.check(z.regex(LIVE_CHAT_UPLOAD_PATTERN)),
  /** Ours: what the server stored, so a message can name the file. */
  name: text.check(z.refine((name) => name.trim() !== '')),
  size: count,
});

// ---------------------------------------------------------------------------------------------------
// Agent side (the console).

/**
 * One line of the conversation before the request (docs/product.md §3.3: "history on request"), as the server
 * recorded it: the customer's questions and the bot's answers.
 */
export const historyLineSchema = z.object({
  text,
  /** Ours, on the bot's lines only: `text` as the customer saw it, sanitised HTML (as LiveMessage.html). */
  html: z.optional(text),
  is_customer: z.boolean(),
  /** Milliseconds since the epoch. */
  timestamp: z.number(),
});

/**
 * Who asks (docs/product.md §3.3 "customer_details (with customer_name)"): a summary, small whatever the customer
 * said. The conversation itself is fetched with `customer_history` when an agent opens it.
 */
export const customerDetailsSchema = z.object({
  customer_name: text,
  /** Ours: 'guest' or the signed-in user's name. */
  user_name: text,
  bot: z.enum(['CRM', 'IA']),
  /** Ours: how many lines `customer_history` answers. */
  history_count: count,
  /** Ours: the start of the customer's last line before the request ('' for none), as plain text. */
  last_message: text,
});

/** docs/product.md §3.3 "Chat request (agent side)". `customer_sid` is the request's id (the chat id). */
export const chatRequestSchema = z.object({
  customer_sid: text,
  customer_details: customerDetailsSchema,
  /** ISO 8601; the queue's order. */
  requested_at: text,
});

export const liveChatStatusSchema = z.enum(['waiting', 'active', 'ended', 'canceled']);

/**
 * An internal note in a chat (docs/decisions/0046-internal-notes.md): written by an agent for agents, plain
 * text, never sent to the customer. `id` is the client's, so a note sent twice is stored once.
 */
export const liveNoteSchema = z.object({
  id: text,
  chat_id: text,
  author_name: text,
  text,
  /** ISO 8601. */
  created_at: text,
});

/** One chat of this agent, open or just closed. */
export const agentChatSchema = z.object({
  chat_id: text,
  customer_sid: text,
  customer_name: text,
  customer_details: customerDetailsSchema,
  status: liveChatStatusSchema,
  /** ISO 8601. */
  assigned_at: text,
  ended_at: z.optional(text),
  /** Ours: 'agent', 'customer', 'agent_disconnected' … */
  end_reason: z.optional(text),
  /** The customer is connected right now. */
  customer_online: z.boolean(),
  /** The agents' internal notes in it, oldest first. */
  notes: z.array(liveNoteSchema),
  /** Ours: how far the customer has got (the marks of the agent's own messages). */
  customer_marks: z.optional(marksSchema),
});

/**
 * docs/product.md §3.3 "Agent state", plus the agent's open chats and the persisted sound and desktop-alert
 * settings (docs/decisions/0044-agent-alerts.md).
 */
export const agentStateSchema = z.object({
  isAvailable: z.boolean(),
  isAnonymous: z.boolean(),
  chatActive: z.boolean(),
  statusMessage: text,
  customerName: text,
  customerDetails: z.nullable(customerDetailsSchema),
  chatSessionId: text,
  soundEnabled: z.boolean(),
  desktopAlertsEnabled: z.boolean(),
  agent_name: text,
  agent_sid: text,
  chats: z.array(agentChatSchema),
  /** Ours: how many active chats this agent takes at once (docs/decisions/0051-transfer-and-capacity.md). */
  maxChats: count,
  /** Ours: the server hands waiting customers to agents itself (LIVE_CHAT_AUTO_ASSIGN). */
  autoAssign: z.boolean(),
});

/** An agent who could take a transferred chat now: online, available and under their limit. */
export const transferTargetSchema = z.object({
  agent_sid: text,
  agent_name: text,
  active_chats: count,
  max_chats: count,
});
export const transferTargetsAcceptedSchema = accepted({ agents: z.array(transferTargetSchema) });
/** transfer_chat's acknowledgement: who has the chat now. */
export const transferAcceptedSchema = accepted({ agent_name: text });
/** chat_transferred, to the agent who handed the chat on. */
export const chatTransferredSchema = z.object({ chat_id: text, agent_name: text });

/** A past transcript (the console's chat history). */
export const transcriptSummarySchema = z.object({
  chat_id: text,
  customer_name: text,
  user_name: text,
  agent_name: text,
  status: liveChatStatusSchema,
  requested_at: text,
  assigned_at: z.optional(text),
  ended_at: z.optional(text),
  end_reason: z.optional(text),
  message_count: count,
});

export const chatRequestsSchema = z.array(chatRequestSchema);
export const customerSidSchema = z.object({ customer_sid: text });
/** chat_request_consent's acknowledgement: the chat an accepted request became. */
export const consentAcceptedSchema = accepted({ chat_id: z.optional(text) });
/** resume and transcript: stored messages. */
export const messagesAcceptedSchema = accepted({ messages: liveMessagesSchema });
export const noteAcceptedSchema = accepted({ note: liveNoteSchema });
/** A transcript: the messages and the agents' internal notes (docs/decisions/0046-internal-notes.md). */
export const transcriptAcceptedSchema = accepted({
  messages: liveMessagesSchema,
  notes: z.array(liveNoteSchema),
});
export const historyAcceptedSchema = accepted({ history: z.array(historyLineSchema) });
export const transcriptPageAcceptedSchema = accepted({
  total: count,
  items: z.array(transcriptSummarySchema),
});
