import { batch, computed, effect, signal } from '@preact/signals';
import type { AnswerRating, BotKind } from '@ohmstead/contracts/chat';
import type { AgentAvailability } from '@ohmstead/contracts/agent-availability';
import { fetchAgentAvailability } from '../agents/agent-availability';
import { createBotClient, type BotClient } from '../bot/bot-client';
import { replyEffect } from './reply-handling';
import type { WidgetConfig } from '../config/widget-config';
import type { OpenLiveSocket } from '../live/live-socket';
import { POST_OPEN_DELAY_MS, STORAGE_KEYS } from '../constants';
import type { PanelHost } from '../panel-contract';
import type { ChatWidgetUser } from '../public-api';
import { messageId, type ChatMessage } from './chat-message';
import { readStored, writeStored } from '../services/local-storage';
import { clearHistory, restoreHistory, saveHistory } from './history-storage';
import { createLiveLoader } from './live-loader';
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
 * panel's components call. The live-agent mode (its chunk) plugs into `liveMode` and `live`.
 */
export function createChatStore(deps: ChatStoreDeps): ChatStore {
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage;
  const now = deps.now ?? Date.now;
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const botClient = deps.botClient ?? createBotClient({ config: deps.config, storage, fetch: doFetch });

  const user = signal<ChatWidgetUser | null>(deps.user);
  const bot = signal<BotKind>(initialBot());
  const restored = restoreHistory(storage, now());
  const messages = signal<ChatMessage[]>(restored.messages);
  const loading = signal(false);
  /**
   * The answer as the language model writes it, shown as plain text until its message arrives ('' when there
   * is none): never in `messages`, so neither stored, announced nor sent to the host half written.
   */
  const draft = signal('');
  /** Counts questions asked and resets: a draft of an answer no longer awaited is dropped. */
  let answerRound = 0;
  /** True while the user's messages go to a live agent (or a request for one is open). */
  const liveMode = signal(false);
  const { live, loadWhen: loadLiveWhen } = createLiveLoader(() => store);
  /**
   * docs/product.md §3.2: whether agents are there (null: not known). Asked when the panel opens; the live socket
   * keeps it once a live chat started, and then the call is not made.
   */
  const agents = signal<AgentAvailability | null>(null);
  const view = createPanelView(storage, now, () => void checkAgents());
  const { modal, pendingBot, tooManyRequests, openedAt } = view;

  const session = createSessionTimer({
    now,
    hasSession: () => messages.peek().length > 0,
    onExpire: () => {
      void botClient.deleteHistory(user.peek());
      deps.emit('session-expired', undefined);
    },
    initialActivity: restored.messages.at(-1)?.timestamp ?? now(),
  });
  if (restored.discarded) void botClient.deleteHistory(deps.user);

  const signedIn = computed(() => user.value !== null);
  /** docs/product.md §3.4 "Safety flow": IA, signed in, not yet acknowledged, no messages. */
  const safetyWizardDue = computed(
    () => bot.value === 'IA' && !!user.value?.isSafetyCheck && messages.value.length === 0,
  );

  function initialBot(): BotKind {
    if (!deps.user) return 'CRM';
    if (deps.requestedBot) return deps.requestedBot;
    const stored = readStored(storage, STORAGE_KEYS.selectedBot);
    return stored === '0' ? 'CRM' : 'IA';
  }

  const disposers = [
    effect(() => saveHistory(storage, messages.value)),
    // docs/product.md §3.3: selectedBot is kept only for signed-in users and removed otherwise.
    effect(() =>
      writeStored(storage, STORAGE_KEYS.selectedBot, user.value ? (bot.value === 'IA' ? '1' : '0') : null),
    ),
  ];

  function addMessages(...added: ChatMessage[]) {
    messages.value = [...messages.peek(), ...added];
    loadLiveWhen(added.some((message) => message.live));
    added.forEach((message) =>
      deps.emit('message', {
        id: message.id,
        type: message.type,
        text: message.text,
        timestamp: message.timestamp,
      }),
    );
  }

  function updateMessage(id: string, change: Partial<ChatMessage>) {
    messages.value = messages
      .peek()
      .map((message) => (message.id === id ? { ...message, ...change } : message));
  }

  /**
   * Ours: Helpful / Not helpful on a bot answer (docs/decisions/0040-answer-feedback.md). The choice
   * shows at once and is stored with the history; undone when the server did not store it. True once stored.
   */
  async function rateAnswer(id: string, rating: AnswerRating): Promise<boolean> {
    const rated = messages.peek().find((message) => message.id === id);
    if (!rated?.answerId) return false;
    updateMessage(id, { rating });
    const stored = await botClient.feedback(bot.peek(), rated.answerId, rating, user.peek());
    // Unless another choice was made meanwhile, what shows is what the server holds.
    const current = messages.peek().find((message) => message.id === id);
    if (!stored && current?.rating === rating) updateMessage(id, { rating: rated.rating });
    return stored;
  }

  /** docs/product.md §3.4: messages cleared, live mode off (the live chat ended and forgotten), session fresh. */
  function reset() {
    live.peek()?.reset();
    answerRound += 1;
    batch(() => {
      messages.value = [];
      loading.value = false;
      draft.value = '';
      liveMode.value = false;
      tooManyRequests.value = false;
      modal.value = null;
      pendingBot.value = null;
      session.reset();
    });
    clearHistory(storage);
  }

  /** False only when a live message's upload failed and nothing was sent. */
  async function send(rawText: string): Promise<boolean | void> {
    const liveSession = live.peek();
    if (liveMode.peek() && liveSession) return liveSession.send(rawText);
    const text = rawText.trim();
    if (!text || loading.peek()) return;
    if (session.expired.peek()) {
      reset();
      void botClient.deleteHistory(user.peek());
    }
    session.activity();
    const currentBot = bot.peek();
    batch(() => {
      addMessages({
        id: messageId(),
        name: user.peek()?.firstName || 'You',
        avatar: 'user',
        text,
        type: 'message-user',
        timestamp: now(),
        is_customer: true,
      });
      loading.value = true;
    });
    const round = ++answerRound;
    const outcome = await botClient.answer(currentBot, text, user.peek(), (written) => {
      if (round === answerRound) draft.value = written;
    });
    // The chat was reset (bot switch, sign-out, expiry restart) while the answer was on its way; a question
    // asked since then owns the loading state.
    if (round !== answerRound) return;
    if (bot.peek() !== currentBot || messages.peek().length === 0) {
      loading.value = false;
      return;
    }
    const result = replyEffect(outcome, currentBot, liveMode.peek(), now());
    // The draft gives way to the answer's message in one render: the message, as the server rendered it.
    batch(() => {
      if (result.tooManyRequests) tooManyRequests.value = true;
      addMessages(...result.messages);
      draft.value = '';
      loading.value = false;
    });
  }

  function switchBot(next: BotKind) {
    if (next === bot.peek()) return;
    if (next === 'IA' && !user.peek()) {
      console.warn('ChatWidget: the Installation Assistant needs a signed-in user (identify first).');
      return;
    }
    if (messages.peek().length === 0) {
      bot.value = next;
      deps.emit('bot-change', { bot: next });
      return;
    }
    batch(() => {
      pendingBot.value = next;
      modal.value = 'bot-switch';
    });
  }

  /** Confirmed switch: history gone here and on the backend, session fresh, live mode left. */
  function confirmBotSwitch() {
    const next = pendingBot.peek();
    if (!next) return;
    void botClient.deleteHistory(user.peek());
    reset();
    bot.value = next;
    deps.emit('bot-change', { bot: next });
  }

  /** docs/product.md §3.4: a change of login state against lg_status resets the chat; signing in defaults to IA. */
  function setUser(next: ChatWidgetUser | null) {
    const previous = user.peek();
    user.value = next;
    syncLoginStatus(previous);
  }

  function syncLoginStatus(previousUser: ChatWidgetUser | null = user.peek()) {
    const loggedIn = user.peek() !== null;
    const stored = readStored(storage, STORAGE_KEYS.loginStatus) === 'true';
    if (loggedIn === stored) return;
    writeStored(storage, STORAGE_KEYS.loginStatus, String(loggedIn));
    void botClient.deleteHistory(previousUser);
    reset();
    bot.value = loggedIn ? 'IA' : 'CRM';
  }

  function restart() {
    reset();
    void botClient.deleteHistory(user.peek());
  }

  /** The warning's End: the session ends now, as it would at 900 s. */
  function endSession() {
    session.expireNow();
  }

  /** docs/product.md §3.4: button processing waits until 300 ms after opening (the panel is still settling). */
  function askStarter(question: string) {
    const wait = openedAt.peek() + POST_OPEN_DELAY_MS - now();
    if (wait <= 0) void send(question);
    else setTimeout(() => void send(question), wait);
  }

  async function checkAgents() {
    const socketKnows = () => !!live.peek()?.connected.peek();
    if (socketKnows()) return;
    const answer = await fetchAgentAvailability(deps.config.agentBase, doFetch);
    if (answer && !socketKnows()) agents.value = answer;
  }

  function dispose() {
    disposers.forEach((dispose) => dispose());
    session.stop();
  }

  const store: ChatStore = {
    ...view,
    config: deps.config,
    user,
    bot,
    messages,
    loading,
    draft,
    liveMode,
    session,
    signedIn,
    safetyWizardDue,
    agents,
    botClient,
    /** The fetch the store was given: the forms and safety chunks call through it too. */
    fetch: doFetch,
    emit: deps.emit,
    send,
    switchBot,
    confirmBotSwitch,
    setUser,
    updateMessage,
    rateAnswer,
    restart,
    endSession,
    askStarter,
    reset,
    dispose,
    live,
    addMessages,
    storage,
    now,
    openLiveSocket: deps.openLiveSocket,
  };

  if (deps.startTimers !== false) session.start();
  syncLoginStatus();
  // A live chat from before a reload (its waiting message and live messages are in the history) reconnects:
  // its session reads the stored chat.
  loadLiveWhen(restored.messages.some((message) => message.live));
  return store;
}
