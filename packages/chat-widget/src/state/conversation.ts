import { batch, signal } from '@preact/signals';
import { POST_OPEN_DELAY_MS } from '../constants';
import { messageId } from './chat-message';
import { clearHistory } from './history-storage';
import { replyEffect } from './reply-handling';
import type { ChatStore } from './types';

/** The talk itself: a question asked and its answer awaited, the chat started afresh. */
export type Conversation = Pick<
  ChatStore,
  'loading' | 'draft' | 'liveMode' | 'send' | 'askStarter' | 'reset' | 'restart' | 'endSession'
>;

/**
 * A question goes to the bot (or, in live mode, to the live chat) and its answer becomes messages
 * (docs/product.md §3.4); a reset clears the chat and the session. The store is read when an action runs.
 */
export function createConversation(store: ChatStore): Conversation {
  const loading = signal(false);
  /**
   * The answer as the language model writes it, shown as plain text until its message arrives ('' when there
   * is none): never in `messages`, so neither stored, announced nor sent to the host half written.
   */
  const draft = signal('');
  /** True while the user's messages go to a live agent (or a request for one is open). */
  const liveMode = signal(false);
  /** Counts questions asked and resets: a draft of an answer no longer awaited is dropped. */
  let answerRound = 0;

  /** docs/product.md §3.4: messages cleared, live mode off (the live chat ended and forgotten), session fresh. */
  function reset() {
    store.live.peek()?.reset();
    answerRound += 1;
    batch(() => {
      store.messages.value = [];
      loading.value = false;
      draft.value = '';
      liveMode.value = false;
      store.tooManyRequests.value = false;
      store.modal.value = null;
      store.pendingBot.value = null;
      store.session.reset();
    });
    clearHistory(store.storage);
  }

  /** False only when a live message's upload failed and nothing was sent. */
  async function send(rawText: string): Promise<boolean | void> {
    const { bot, user, session, botClient, now } = store;
    const liveSession = store.live.peek();
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
      store.addMessages({
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
    if (bot.peek() !== currentBot || store.messages.peek().length === 0) {
      loading.value = false;
      return;
    }
    const result = replyEffect(outcome, currentBot, liveMode.peek(), now());
    // The draft gives way to the answer's message in one render: the message, as the server rendered it.
    batch(() => {
      if (result.tooManyRequests) store.tooManyRequests.value = true;
      store.addMessages(...result.messages);
      draft.value = '';
      loading.value = false;
    });
  }

  return {
    loading,
    draft,
    liveMode,
    send,
    reset,
    restart() {
      reset();
      void store.botClient.deleteHistory(store.user.peek());
    },
    /** The warning's End: the session ends now, as it would at 900 s. */
    endSession: () => store.session.expireNow(),
    /** docs/product.md §3.4: button processing waits until 300 ms after opening (the panel is still settling). */
    askStarter(question) {
      const wait = store.openedAt.peek() + POST_OPEN_DELAY_MS - store.now();
      if (wait <= 0) void send(question);
      else setTimeout(() => void send(question), wait);
    },
  };
}
