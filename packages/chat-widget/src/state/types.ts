import type { AgentAvailability } from '@ohmstead/contracts/agent-availability';
import type { AnswerRating, BotKind } from '@ohmstead/contracts/chat';
import type { ReadonlySignal, Signal } from '@preact/signals';
import type { BotClient } from '../bot/bot-client';
import type { WidgetConfig } from '../config/widget-config';
import type { PanelHost } from '../panel-contract';
import type { ChatWidgetUser } from '../public-api';
import type { OpenLiveSocket } from '../services/live-socket';
import type { ChatMessage } from './chat-message';
import type { LiveChunkSession } from './live-port';
import type { SessionTimer } from './session-timer';

export type PanelModal = 'disclaimer' | 'bot-switch' | 'safety-instructions' | 'lightbox' | null;

/**
 * The chat store as the panel's components see it (state/chat-store.ts makes it). Declared apart from the
 * store, so the components, and the chunks the store loads, name it without importing the store's code.
 */
export interface ChatStore {
  config: WidgetConfig;
  user: Signal<ChatWidgetUser | null>;
  bot: Signal<BotKind>;
  messages: Signal<ChatMessage[]>;
  loading: Signal<boolean>;
  /** The answer as the language model writes it ('' when none): never in `messages`. */
  draft: Signal<string>;
  isOpen: Signal<boolean>;
  fullscreen: Signal<boolean>;
  tooManyRequests: Signal<boolean>;
  /** True while the user's messages go to a live agent (or a request for one is open). */
  liveMode: Signal<boolean>;
  modal: Signal<PanelModal>;
  pendingBot: Signal<BotKind | null>;
  lightboxImage: Signal<{ src: string; alt: string } | null>;
  safetyStripDismissed: Signal<boolean>;
  /** Set when the panel opens: starter buttons and scrolling wait POST_OPEN_DELAY_MS after it. */
  openedAt: Signal<number>;
  session: SessionTimer;
  signedIn: ReadonlySignal<boolean>;
  safetyWizardDue: ReadonlySignal<boolean>;
  /** docs/product.md §3.2: whether agents are there (null: not known). */
  agents: Signal<AgentAvailability | null>;
  botClient: BotClient;
  /** The fetch the store was given: the forms and safety chunks call through it too. */
  fetch: typeof fetch;
  emit: PanelHost['emit'];
  /** False only when a live message's upload failed and nothing was sent. */
  send(rawText: string): Promise<boolean | void>;
  switchBot(next: BotKind): void;
  confirmBotSwitch(): void;
  setUser(next: ChatWidgetUser | null): void;
  updateMessage(id: string, change: Partial<ChatMessage>): void;
  rateAnswer(id: string, rating: AnswerRating): Promise<boolean>;
  dismissSafetyStrip(): void;
  restart(): void;
  endSession(): void;
  openLightbox(src: string, alt: string): void;
  openModal(name: Exclude<PanelModal, null | 'bot-switch' | 'lightbox'>): void;
  closeModal(): void;
  askStarter(question: string): void;
  /** The loader showed the panel. */
  markOpened(): void;
  /** The loader hid the panel; docs/product.md §3.2: closing also leaves fullscreen. */
  markClosed(): void;
  toggleFullscreen(): boolean;
  dismissTooManyRequests(): boolean;
  reset(): void;
  dispose(): void;
  /** The live chat's session and its UI, once its chunk has loaded (consent yes, or a stored live chat). */
  live: Signal<LiveChunkSession | null>;
  addMessages(...added: ChatMessage[]): void;
  storage: Storage | null;
  now: () => number;
  /** Stories and tests: the live chat's socket (the real one otherwise). */
  openLiveSocket: OpenLiveSocket | undefined;
}
