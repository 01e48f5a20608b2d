/**
 * The agent client's public types: the snapshot the console, the notification and the mini-screen render,
 * and the client they call. Types only, so the client's own modules and the UI can share them without
 * importing the client itself.
 */
import type {
  AgentChat,
  AgentState,
  ChatRequest,
  HistoryLine,
  LiveMessage,
  LiveNote,
  TranscriptSummary,
  TransferTarget,
} from '@ohmstead/contracts/live-chat';
import type { AlertPage } from './background-alerts';

export type AgentConnection = 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'unauthorized';

export interface PendingMessage {
  id: string;
  message: string;
  attachments: LiveMessage['attachments'];
}

/** One conversation of this agent as the UI shows it. */
export interface AgentChatView extends AgentChat {
  /** Stored messages (acknowledged), ordered by seq. */
  messages: LiveMessage[];
  /** Sent, not yet acknowledged. */
  pending: PendingMessage[];
  /** Customer messages not yet seen. */
  unread: number;
  /** The customer is typing now (never stored; client/typing.ts). */
  customerTyping?: boolean;
  /** The agent this chat was handed to, once this agent transferred it (client/transfer.ts). */
  transferredTo?: string;
}

/** One chat read whole: its messages in seq order and the agents' internal notes. */
export interface Transcript {
  messages: LiveMessage[];
  notes: LiveNote[];
}

export interface AgentSnapshot {
  connection: AgentConnection;
  /** null until the first agent_state. */
  state: AgentState | null;
  /** Pending requests visible to this agent, oldest first. */
  requests: ChatRequest[];
  /** Open chats first, then chats closed during this page's life. */
  chats: AgentChatView[];
  /** An accept/decline is in flight ('Processing request...'). */
  processing: boolean;
  /** Sum of unread over chats. */
  unreadTotal: number;
  /** Last chat_error / refused ack text, for a status line. */
  error: string | null;
}

/** The part of a socket.io-client Socket the client uses (a fake implements it in tests and stories). */
export interface AgentSocketLike {
  readonly connected: boolean;
  /** socket.io-client: false after the server refused the handshake (no automatic reconnection). */
  readonly active?: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
  /** Connect again (after the server closed the socket; socket.io does not do it by itself then). */
  connect?(): unknown;
  /** The Manager, for reconnection events. */
  io?: { on(event: string, listener: (...args: never[]) => void): unknown };
}

export interface AgentClientOptions {
  token: string;
  /** Origin of the agent service; default: the page's origin. */
  serviceOrigin?: string;
  /** The site API base for CDN uploads; default `${serviceOrigin}/api`. */
  apiBase?: string;
  /** For tests/stories: a socket.io-client `io` replacement. Default: `import('socket.io-client')` on demand. */
  connect?: (url: string, options: object) => AgentSocketLike;
  /** For tests: the notification sound. Default: a synthesised two-tone chime. */
  playSound?: () => void;
  /**
   * How long a request waits before it is announced again (waiting-reminder.ts). Default:
   * REMIND_WAITING_AFTER_MS.
   */
  remindWaitingAfterMs?: number;
  /** For tests: the tab that background alerts reach. Default: this browser tab (background-alerts.ts). */
  alertPage?: AlertPage;
}

export type AgentClientEvent = 'request' | 'customer-message' | 'assigned';
export interface AgentClientEventDetail {
  chatId?: string;
  customerSid?: string;
}

export interface AgentClient {
  /** Referentially stable between changes (useSyncExternalStore). */
  getSnapshot(): AgentSnapshot;
  subscribe(listener: () => void): () => void;
  /** docs/product.md §3.5: ignored while processing or when none is pending; default = the oldest pending request. */
  accept(customerSid?: string): Promise<{ ok: boolean; chatId?: string }>;
  /** Decline clears the processing flag after 500 ms (docs/product.md §3.4). */
  decline(customerSid?: string): Promise<void>;
  setAvailable(isAvailable: boolean): Promise<void>;
  setSoundEnabled(enabled: boolean): Promise<void>;
  /** Desktop notifications while the tab is hidden; the caller has asked the browser's permission first. */
  setDesktopAlertsEnabled(enabled: boolean): Promise<void>;
  /** How many active chats this agent takes at once (the server refuses an accept beyond it). */
  setMaxChats(maxChats: number): Promise<void>;
  /** The other agents who could take a chat now; rejects with a user-facing message. */
  transferTargets(): Promise<TransferTarget[]>;
  /** Hands one of this agent's chats to another agent with an optional note; rejects with a user-facing message. */
  transfer(chatId: string, toAgentSid: string, note: string): Promise<void>;
  /** Uploads files first (CDN/UploadBotImage, sessionKey = chatId). Rejects with a user-facing message. */
  send(chatId: string, text: string, files?: File[]): Promise<void>;
  /** An internal note only agents see; rejects with a user-facing message. */
  addNote(chatId: string, text: string): Promise<void>;
  endChat(chatId: string): Promise<void>;
  markRead(chatId: string): void;
  /** A key in the chat's message box: the customer sees "Agent is typing…" (throttled). */
  typing(chatId: string): void;
  /** The agent left the chat's message box. */
  stoppedTyping(chatId: string): void;
  /** The chat open on screen (null: none): its messages are read while the tab is visible. */
  viewing(chatId: string | null): void;
  /** Events for UI reactions (un-minimise; the client plays the sound itself when soundEnabled). */
  on(event: AgentClientEvent, listener: (detail: AgentClientEventDetail) => void): () => void;
  history(page: number, pageSize: number): Promise<{ total: number; items: TranscriptSummary[] }>;
  /** The messages in seq order, and the agents' internal notes. */
  transcript(chatId: string): Promise<Transcript>;
  /** The conversation before a request (a waiting one, or one of this agent's chats), read on demand. */
  customerHistory(customerSid: string): Promise<HistoryLine[]>;
  close(): void;
  /** Where attachment paths (mediaUrl) live; the page's origin when absent. */
  readonly serviceOrigin?: string;
}
