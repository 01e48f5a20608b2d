import type { AgentAvailability } from '@ohmstead/contracts/agent-availability';
import type { BotKind } from '@ohmstead/contracts/chat';
import { computed, effect, signal } from '@preact/signals';
import { type BotClient, createBotClient } from '../bot/bot-client';
import type { WidgetConfig } from '../config/widget-config';
import { STORAGE_KEYS } from '../constants';
import type { PanelHost } from '../panel-contract';
import type { ChatWidgetUser } from '../public-api';
import type { OpenLiveSocket } from '../services/live-socket';
import { writeStored } from '../services/local-storage';
import { checkAgents } from './agents-check';
import { createBotChoice, initialBot } from './bot-choice';
import { createChatMessages } from './chat-messages';
import { createConversation } from './conversation';
import { restoreHistory, saveHistory } from './history-storage';
import { createLiveLoader } from './live-loader';
import type { LiveChunk } from './live-port';
import { syncLoginStatus } from './login-status';
import { createPanelView } from './panel-view';
import { createSessionTimer } from './session-timer';
import type { ChatStore } from './types';

export type { ChatStore, PanelModal } from './types';

export interface ChatStoreDeps {
  config: WidgetConfig;
  user: ChatWidgetUser | null;
  requestedBot: BotKind | null;
  emit: PanelHost['emit'];
  storage?: Storage | null;
  botClient?: BotClient;
  fetch?: typeof fetch;
  now?: () => number;
  /** False in stories and tests that drive the clock themselves. */
  startTimers?: boolean;
  /** Stories and tests: the live chat's socket (the real one otherwise). */
  openLiveSocket?: OpenLiveSocket;
  /**
   * The live chat's chunk (panel/chunks.ts), loaded when a live message shows. Handed in, so the store
   * names no module of the chunk, which imports the store's types (state/live-port.ts).
   */
  loadLive: () => Promise<LiveChunk>;
}
function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The whole state of one widget's panel in signals (docs/product.md §9.4 "State in signals"), with every action the
 * panel's components call, composed of its domains: the panel around the chat, the messages, the bot, the
 * conversation, the session. The live-agent mode (its chunk) plugs into `liveMode` and `live`.
 */
export function createChatStore(deps: ChatStoreDeps): ChatStore {
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage;
  const now = deps.now ?? Date.now;
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const botClient = deps.botClient ?? createBotClient({ config: deps.config, storage, fetch: doFetch });
  const restored = restoreHistory(storage, now());
  const user = signal<ChatWidgetUser | null>(deps.user);
  const { live, loadWhen: loadLiveWhen } = createLiveLoader(deps.loadLive, () => store);
  const session = createSessionTimer({
    now,
    hasSession: () => store.messages.peek().length > 0,
    onExpire: () => {
      void botClient.deleteHistory(user.peek());
      deps.emit('session-expired', undefined);
    },
    initialActivity: restored.messages.at(-1)?.timestamp ?? now(),
  });
  if (restored.discarded) void botClient.deleteHistory(deps.user);

  // The domains read one another through `store` when an action runs, never while they are made: each is
  // handed the store it becomes part of, filled in below before any action can run.
  const store = {
    config: deps.config,
    user,
    session,
    signedIn: computed(() => user.value !== null),
    agents: signal<AgentAvailability | null>(null),
    botClient,
    /** The fetch the store was given: the forms and safety chunks call through it too. */
    fetch: doFetch,
    emit: deps.emit,
    live,
    storage,
    now,
    openLiveSocket: deps.openLiveSocket,
    /** docs/product.md §3.4: a change of login state against lg_status resets the chat; signing in defaults to IA. */
    setUser(next: ChatWidgetUser | null) {
      const previous = user.peek();
      user.value = next;
      syncLoginStatus(store, previous);
    },
    dispose() {
      disposers.forEach((dispose) => dispose());
      session.stop();
    },
  } as ChatStore;
  Object.assign(
    store,
    createPanelView(storage, now, () => void checkAgents(store)),
    createChatMessages(store, restored.messages, loadLiveWhen),
    createBotChoice(store, initialBot(deps.user, deps.requestedBot, storage)),
    createConversation(store),
  );
  const { messages, bot } = store;
  /** docs/product.md §3.4 "Safety flow": IA, signed in, not yet acknowledged, no messages. */
  store.safetyWizardDue = computed(
    () => bot.value === 'IA' && !!user.value?.isSafetyCheck && messages.value.length === 0,
  );
  const disposers = [
    effect(() => saveHistory(storage, messages.value)),
    // docs/product.md §3.3: selectedBot is kept only for signed-in users and removed otherwise.
    effect(() =>
      writeStored(storage, STORAGE_KEYS.selectedBot, user.value ? (bot.value === 'IA' ? '1' : '0') : null),
    ),
  ];

  if (deps.startTimers !== false) session.start();
  syncLoginStatus(store, user.peek());
  // A live chat from before a reload (its waiting message and live messages are in the history) reconnects:
  // its session reads the stored chat.
  loadLiveWhen(restored.messages.some((message) => message.live));
  return store;
}
