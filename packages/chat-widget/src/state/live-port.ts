import type { AgentAvailability } from '@ohmstead/contracts/agent-availability';
import type { BotKind } from '@ohmstead/contracts/chat';
import type { ReadonlySignal, Signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import type { WidgetConfig } from '../config/widget-config';
import type { ChatWidgetUser } from '../public-api';
import type { OpenLiveSocket } from '../services/live-socket';
import type { ChatMessage } from './chat-message';

// The port between the store and the live chat's chunk (loaded on demand, docs/product.md §9.4 "Weight"):
// what the store hands the chunk and what the chunk hands back. The store owns both sides, so both are
// declared here: the chunk imports the store's types, never the other way round
// (docs/decisions/0043-one-plugin-shape.md).

/**
 * What the live session reads and changes of the chat store: an interface, so the store stays its owner
 * and the live chunk never imports it.
 */
export interface LiveStoreView {
  config: WidgetConfig;
  storage: Storage | null;
  user: ReadonlySignal<ChatWidgetUser | null>;
  bot: ReadonlySignal<BotKind>;
  messages: ReadonlySignal<ChatMessage[]>;
  loading: Signal<boolean>;
  liveMode: Signal<boolean>;
  /** The header's indicator: the socket's bot_online/bot_offline and counts keep it while connected. */
  agents: Signal<AgentAvailability | null>;
  botClient: { sessionId(): string };
  session: { activity(): void };
  /** The panel is open: with a visible tab, the chat's messages count as read. */
  isOpen: ReadonlySignal<boolean>;
  now: () => number;
  addMessages(...messages: ChatMessage[]): void;
  updateMessage(id: string, change: Partial<ChatMessage>): void;
}

/** What the live chunk takes of the store to start its session: the session's view, and its services. */
export interface LiveChunkStore extends LiveStoreView {
  /** The fetch the store was given (uploads go through it). */
  fetch: typeof fetch;
  /** Stories and tests: the live chat's socket (the real one otherwise). */
  openLiveSocket: OpenLiveSocket | undefined;
}

/** 'requesting': request_chat sent, no queue position yet. */
export type LiveStatus = 'none' | 'requesting' | 'waiting' | 'active';

export interface LiveSession {
  status: ReadonlySignal<LiveStatus>;
  connected: ReadonlySignal<boolean>;
  agentName: ReadonlySignal<string>;
  /** The files picked in the composer, uploaded on send. */
  files: ReadonlySignal<File[]>;
  /** The consent buttons (docs/product.md §3.4): yes asks for an agent, no goes on with the AI. */
  answerConsent(messageId: string, yes: boolean): void;
  /** Consent yes, or the toggle with no chat open: ask for an agent. */
  request(): void;
  /** The waiting message's Cancel Request. */
  cancel(): void;
  /** The header's live-agent switch. */
  toggle(): void;
  /** The agent of the active chat is typing (docs/decisions/0050-typing-and-read-marks.md). */
  agentTyping: ReadonlySignal<boolean>;
  /** How far the agent has got: the customer's own messages are marked Delivered or Read. */
  marks: ReadonlySignal<{ delivered: number; read: number }>;
  /** A key in the message box: the agent is told, throttled. */
  typed(): void;
  /** The customer left the message box. */
  stoppedTyping(): void;
  /** False when an upload failed and nothing was sent. */
  send(text: string): Promise<boolean>;
  addFiles(files: File[]): void;
  removeFile(index: number): void;
  /** Restart, bot switch, login change, expiry: the chat ends everywhere and nothing live is kept. */
  reset(): void;
}

/** The live chunk's parts the panel draws once the store holds the session (live/live-chunk.ts). */
export interface LivePanelParts {
  HeaderControls: ComponentType;
  ComposerAttachments: ComponentType;
  LiveMessageItem: ComponentType<{ message: ChatMessage }>;
}

/** What the live chunk hands back to the store: the session, and the parts the panel draws. */
export interface LiveChunkSession extends LiveSession {
  ui: LivePanelParts;
}

/** The live chunk's module (live/live-chunk.ts), as its loader (panel/chunks.ts) resolves to it. */
export interface LiveChunk {
  startLiveSession(store: LiveChunkStore): LiveChunkSession;
}
