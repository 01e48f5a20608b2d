/**
 * The live-agent service's socket vocabulary (docs/product.md §3.3 "Chat socket data", §3.4 "Live agent flow", §3.7
 * "Websocket to the chat agent service", §3.9): namespaces, event names, payload shapes and limits, shared
 * by the server, the widget and the agent console. Zod-free, like chat.ts (the widget imports it): the shapes
 * of what the server sends are the zod/mini schemas of live-chat-payloads.ts, whose types are named here
 * (type-only imports); the server's schemas of what it receives are in live-chat-schemas.ts.
 *
 * The spec names the events and leaves their payloads out; where a name is the spec's, it is used as is
 * (`request_chat`, `waiting_for_agent` …), and the fields it names (customer_name, history, message,
 * num_agents, position, agent_name, agent_sid, customer_sid, customer_details) keep its spelling. Fields
 * and events marked "ours" exist for delivery without loss (ids, sequence numbers, resume).
 */
import type * as z from 'zod/mini';
import type {
  agentChatSchema,
  agentStateSchema,
  chatRequestSchema,
  customerChatStatusSchema,
  customerDetailsSchema,
  customerResumeAnswerSchema,
  historyLineSchema,
  liveAttachmentSchema,
  liveChatStatusSchema,
  liveMessageSchema,
  liveNoteSchema,
  marksSchema,
  transcriptSummarySchema,
  transferTargetSchema,
  typingSchema,
  uploadBotImageAnswerSchema,
} from './live-chat-payloads';

/** §3.7: websocket transport only, at this path, on the same server. */
export const LIVE_CHAT_SOCKET_PATH = '/socket.io/';
/** Customers (the widget) use the default namespace; agents their own, behind their sign-in token. */
export const CUSTOMER_NAMESPACE = '/';
export const AGENT_NAMESPACE = '/agent';

/** §3.9: socket reconnection, delay 1000 ms, max 5000 ms, 5 attempts, automatic connect. */
export const SOCKET_RECONNECTION = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  reconnectionAttempts: 5,
} as const;

/** §3.9: chat attachments up to 100 MB each. */
export const LIVE_CHAT_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** §3.5: what the chat's file picker accepts. */
export const LIVE_CHAT_FILE_ACCEPT = 'image/*,.pdf,.doc,.docx,.xls,.xlsx,.txt';
/** §3.9: recognised image extensions (shown inline; every other file is a link). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg'] as const;
/** Ours: a live message's text, a customer name, the history sent with a request. */
export const LIVE_MESSAGE_MAX = 5_000;
export const CUSTOMER_NAME_MAX = 120;
/**
 * Ours: the conversation an agent reads before accepting is the server's own record of it (never what the
 * client sends, docs/security.md): its last lines, each cut to a length an agent reads at a glance.
 */
export const REQUEST_HISTORY_MAX = 30;
export const HISTORY_LINE_MAX = 2_000;
/** Ours: how much of the customer's last line a queue entry shows. */
export const LAST_MESSAGE_PREVIEW_MAX = 200;
export const ATTACHMENTS_PER_MESSAGE_MAX = 10;
/** Ours: a client message id (the widget's and console's ids are shorter). */
export const CLIENT_MESSAGE_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
/** Ours: how long an agent may be gone (a restart, a network blip) before its chats end. */
export const AGENT_RECONNECT_GRACE_MS = 20_000;
/** Ours: how many active chats an agent takes at once, unless they set another number (1 to the max). */
export const AGENT_MAX_CHATS_DEFAULT = 3;
export const AGENT_MAX_CHATS_LIMIT = 10;

// Where live-chat files are served from, importable from here as before (live-chat-uploads.ts says why apart).
export { LIVE_CHAT_UPLOAD_PATTERN, LIVE_CHAT_UPLOAD_PREFIX } from './live-chat-uploads';

export const isImageFileName = (name: string): boolean => {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return !!extension && (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
};

export type LiveAttachment = z.infer<typeof liveAttachmentSchema>;
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** An acknowledgement: every event that changes something answers with one. */
export type LiveAck<T = object> = ({ ok: true } & T) | { ok: false; error: string };

/** A rejected event (malformed payload, not permitted, unknown chat): nothing was changed. */
export interface LiveErrorEvent {
  event: string;
  error: string;
}

// ---------------------------------------------------------------------------------------------------
// Customer side (the widget), namespace '/'.
// Handshake `auth`: { sessionId } for a guest (the widget's chat-session id), plus { token } for a
// signed-in user. The customer is `user:<id>` or `guest:<sessionId>`, as for the bot service.

export interface CustomerHandshake {
  sessionId: string;
  token?: string;
}

export type HistoryLine = z.infer<typeof historyLineSchema>;

export interface RequestChatPayload {
  customer_name: string;
  /**
   * The widget's own copy of the chat so far. Accepted for older widgets and ignored: the agent reads the
   * server's record of the conversation, which a client cannot fake (docs/security.md).
   */
  history?: HistoryLine[];
  /** Ours: which bot the customer was talking to. */
  bot?: 'CRM' | 'IA';
}

export interface SendMessagePayload {
  id: string;
  message: string;
  attachments?: LiveAttachment[];
}

/** Ours: after every (re)connect the widget asks for its open chat and what it missed. */
export interface ResumePayload {
  /** The last seq the widget holds of its chat (0 for none). */
  after_seq: number;
}

export type CustomerChatStatus = z.infer<typeof customerChatStatusSchema>;
export type CustomerResumeAnswer = z.infer<typeof customerResumeAnswerSchema>;

export interface CustomerToServer {
  request_chat: (payload: RequestChatPayload, ack: (answer: LiveAck<{ chat_id: string }>) => void) => void;
  send_message: (payload: SendMessagePayload, ack: (answer: LiveAck<{ seq: number }>) => void) => void;
  end_chat: (payload: object, ack: (answer: LiveAck) => void) => void;
  cancel_request: (payload: object, ack: (answer: LiveAck) => void) => void;
  resume: (payload: ResumePayload, ack: (answer: LiveAck<CustomerResumeAnswer>) => void) => void;
  /** Ours: the customer is typing (true, throttled) or stopped; relayed to the agent, never stored. */
  typing: (payload: { typing: boolean }, ack: (answer: LiveAck) => void) => void;
  /** Ours: how far the customer has got in their active chat (delivered ≥ read); the agent sees the marks. */
  receipt: (payload: ReceiptPayload, ack: (answer: LiveAck) => void) => void;
}

/** Ours: this side's client holds every message up to `delivered`, and had those up to `read` on screen. */
export interface ReceiptPayload {
  delivered: number;
  read: number;
}

export interface ServerToCustomer {
  /** At least one agent is online and available (sent on connect and on every change). */
  bot_online: () => void;
  /** No agent is online and available. */
  bot_offline: () => void;
  number_available_agents: (payload: { num_agents: number }) => void;
  no_agents: () => void;
  request_canceled: () => void;
  waiting_for_agent: (payload: { position: number; chat_id: string }) => void;
  chat_assigned: (payload: { agent_name: string; agent_sid: string; chat_id: string }) => void;
  /** A message of the chat, to every socket of the customer but the one that sent it (its ack says its seq). */
  receive_message: (payload: LiveMessage) => void;
  chat_ended: (payload: { chat_id: string }) => void;
  agent_disconnected: (payload: { chat_id: string }) => void;
  chat_error: (payload: LiveErrorEvent) => void;
  /** Ours: the agent of the open chat is typing, or stopped (docs/decisions/0050-typing-and-read-marks.md). */
  typing: (payload: TypingEvent) => void;
  /** Ours: how far the agent has got (the marks of the customer's messages). */
  marks: (payload: Marks) => void;
}

export type Marks = z.infer<typeof marksSchema>;

/** Ours: one side of a chat is typing (true) or stopped (false); relayed, never stored. */
export type TypingEvent = z.infer<typeof typingSchema>;

// ---------------------------------------------------------------------------------------------------
// Agent side (the console), namespace '/agent'. Handshake `auth`: { token } (the sign-in token); only the
// roles of the spec's Chat Agent menu (capability evChargerAndChatAgent) are let in.

export interface AgentHandshake {
  token: string;
}

export type CustomerDetails = z.infer<typeof customerDetailsSchema>;
export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type LiveChatStatus = z.infer<typeof liveChatStatusSchema>;
export type AgentChat = z.infer<typeof agentChatSchema>;
export type LiveNote = z.infer<typeof liveNoteSchema>;
export type AgentState = z.infer<typeof agentStateSchema>;

export interface ConsentPayload {
  customer_sid: string;
  customer_details: CustomerDetails;
  accept: boolean;
}

export interface AgentSendPayload {
  chat_id: string;
  id: string;
  message: string;
  attachments?: LiveAttachment[];
}

export interface AgentResumePayload {
  /** For each open chat the agent holds, the last seq it has. */
  chats: { chat_id: string; after_seq: number }[];
}

export type TranscriptSummary = z.infer<typeof transcriptSummarySchema>;
export type TransferTarget = z.infer<typeof transferTargetSchema>;

/** Ours: hands one of this agent's active chats to another agent, with an internal note for them. */
export interface TransferChatPayload {
  chat_id: string;
  /** The receiving agent (a TransferTarget's agent_sid). */
  to_agent_sid: string;
  /** '' for none; stored as an internal note, never sent to the customer. */
  note: string;
}

export interface AgentToServer {
  chat_request_consent: (
    payload: ConsentPayload,
    ack: (answer: LiveAck<{ chat_id?: string }>) => void,
  ) => void;
  toggle_availability: (payload: { isAvailable: boolean }, ack: (answer: LiveAck) => void) => void;
  set_sound_enabled: (payload: { enabled: boolean }, ack: (answer: LiveAck) => void) => void;
  set_desktop_alerts_enabled: (payload: { enabled: boolean }, ack: (answer: LiveAck) => void) => void;
  /** Ours: how many active chats this agent takes at once (1 … AGENT_MAX_CHATS_LIMIT). */
  set_max_chats: (payload: { max_chats: number }, ack: (answer: LiveAck) => void) => void;
  /** Ours: the other agents who could take a chat now (online, available, under their limit). */
  transfer_targets: (payload: object, ack: (answer: LiveAck<{ agents: TransferTarget[] }>) => void) => void;
  /** Ours: one of this agent's active chats goes to another agent; answers the new agent's name. */
  transfer_chat: (
    payload: TransferChatPayload,
    ack: (answer: LiveAck<{ agent_name: string }>) => void,
  ) => void;
  send_message: (payload: AgentSendPayload, ack: (answer: LiveAck<{ seq: number }>) => void) => void;
  /** Ours: an internal note in one of this agent's chats; the customer never receives it. */
  add_note: (
    payload: { chat_id: string; id: string; note: string },
    ack: (answer: LiveAck<{ note: LiveNote }>) => void,
  ) => void;
  end_chat: (payload: { chat_id: string }, ack: (answer: LiveAck) => void) => void;
  resume: (payload: AgentResumePayload, ack: (answer: LiveAck<{ messages: LiveMessage[] }>) => void) => void;
  chat_history: (
    payload: { page: number; pageSize: number },
    ack: (answer: LiveAck<{ total: number; items: TranscriptSummary[] }>) => void,
  ) => void;
  transcript: (
    payload: { chat_id: string },
    ack: (answer: LiveAck<{ messages: LiveMessage[]; notes: LiveNote[] }>) => void,
  ) => void;
  /** Ours: the conversation before a request (a waiting one, or a chat this agent may read). */
  customer_history: (
    payload: { customer_sid: string },
    ack: (answer: LiveAck<{ history: HistoryLine[] }>) => void,
  ) => void;
  /** Ours: the agent is typing in one of their active chats, or stopped; relayed, never stored. */
  typing: (payload: TypingEvent, ack: (answer: LiveAck) => void) => void;
  /** Ours: how far the agent has got in one of their active chats; the customer sees the marks. */
  receipt: (payload: ReceiptPayload & { chat_id: string }, ack: (answer: LiveAck) => void) => void;
}

export interface ServerToAgent {
  /**
   * The pending queue this agent sees (summaries, oldest first), sent once when the socket connects; then
   * only what changes (docs/security.md: a queue re-sent whole on every change grew with every request).
   */
  chat_requests: (payload: ChatRequest[]) => void;
  /** Ours: a request joined the queue. */
  chat_request_added: (payload: ChatRequest) => void;
  /** Ours: a request left this agent's queue (accepted, canceled, abandoned, or declined by this agent). */
  chat_request_removed: (payload: { customer_sid: string }) => void;
  agent_state: (payload: AgentState) => void;
  /** Sent once the agent's socket is set up: the server's view of this connection. */
  connection_status: (payload: { connected: boolean; agent_sid: string }) => void;
  /**
   * A message in one of this agent's chats: the customer's, or the agent's own from another tab (never to
   * the socket that sent it, whose ack says its seq).
   */
  messages: (payload: LiveMessage) => void;
  /** Ours: an internal note in one of this agent's chats, from another of its tabs. */
  note: (payload: LiveNote) => void;
  /** Ours: a chat of this agent went to another agent (`agent_name`), from any of its tabs. */
  chat_transferred: (payload: { chat_id: string; agent_name: string }) => void;
  chat_error: (payload: LiveErrorEvent) => void;
  /** Ours: the customer of one of this agent's chats is typing, or stopped. */
  typing: (payload: TypingEvent) => void;
  /** Ours: how far the customer has got in one of this agent's chats. */
  marks: (payload: Marks) => void;
}

/** Texts the live chat shows that the spec does not quote (ours), and the server's refusals. */
export const liveChatMessages = {
  invalidPayload: 'The event was malformed and was ignored.',
  notPermitted: 'You are not permitted to do that.',
  signInRequired: 'Please sign in as an agent.',
  chatNotFound: 'That chat does not exist or is not yours.',
  noOpenChat: 'There is no live chat to send to.',
  requestNotPending: 'That request is no longer waiting.',
  alreadyWaiting: 'A chat request is already waiting.',
  tooManyConnections: 'Too many chat connections from your network. Please close other chat windows.',
  tooManyWaiting: 'Too many chat requests are waiting from your network. Please try again in a few minutes.',
  rateLimited: 'Too many messages. Please slow down.',
  attachmentUnknown: 'An attachment was not uploaded through the chat.',
  waitingForAgent: (position: number) => `Waiting for an agent. You are number ${position} in the queue.`,
  uploadTooLarge: 'File too large. Maximum size is 100MB.',
  uploadMissing: 'Please choose a file.',
  sessionKeyInvalid: 'sessionKey is required.',
  mediaDeleted: 'Session media deleted.',
  /** A receipt for a message the chat does not have yet (docs/decisions/0050-typing-and-read-marks.md). */
  beyondLastMessage: 'That message is not in the chat.',
  /** An accept beyond the agent's limit of active chats (docs/decisions/0051-transfer-and-capacity.md). */
  atChatLimit: (max: number) =>
    `You already have ${max} active chat${max === 1 ? '' : 's'}, your limit. End one before taking another.`,
  transferUnavailable:
    'That agent cannot take the chat now: they are offline, not taking chats, or at their limit.',
  transferToSelf: 'Choose another agent to hand the chat to.',
  /** The customer's notice when their chat went to another agent. */
  nowChattingWith: (agentName: string) => `You are now chatting with ${agentName}`,
} as const;

export type UploadBotImageAnswer = z.infer<typeof uploadBotImageAnswerSchema>;
/** Ours: a sessionKey is the widget's chat-session id or an agent's chat id. */
export const SESSION_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Every event each side may send, as values: the server's namespaces handle exactly these (and refuse
 * any other), and the fuzz test sends hostile payloads to each. The types below fail to compile when an
 * event of CustomerToServer or AgentToServer is missing from its list.
 */
export const CUSTOMER_EVENTS = [
  'request_chat',
  'send_message',
  'end_chat',
  'cancel_request',
  'resume',
  'typing',
  'receipt',
] as const satisfies readonly (keyof CustomerToServer)[];
export const AGENT_EVENTS = [
  'chat_request_consent',
  'toggle_availability',
  'set_sound_enabled',
  'set_desktop_alerts_enabled',
  'set_max_chats',
  'transfer_targets',
  'transfer_chat',
  'send_message',
  'add_note',
  'end_chat',
  'resume',
  'chat_history',
  'transcript',
  'customer_history',
  'typing',
  'receipt',
] as const satisfies readonly (keyof AgentToServer)[];
type Nothing<T extends never> = T;
export type EveryCustomerEventListed = Nothing<
  Exclude<keyof CustomerToServer, (typeof CUSTOMER_EVENTS)[number]>
>;
export type EveryAgentEventListed = Nothing<Exclude<keyof AgentToServer, (typeof AGENT_EVENTS)[number]>>;
