import type { AnswerRating } from '@ohmstead/contracts/chat';
import { signal } from '@preact/signals';
import type { ChatMessage } from './chat-message';
import type { ChatStore } from './types';

/** The messages of the chat and what is done to them one by one: added, changed, rated. */
export type ChatMessages = Pick<ChatStore, 'messages' | 'addMessages' | 'updateMessage' | 'rateAnswer'>;

/**
 * The chat's messages (the store keeps them in storage as they change); each added one is told to the host. `loadLiveWhen` loads the live chunk when a live message shows (it draws them). The store
 * is read when an action runs, for the bot and user of the moment.
 */
export function createChatMessages(
  store: ChatStore,
  restored: ChatMessage[],
  loadLiveWhen: (wanted: boolean) => void,
): ChatMessages {
  const messages = signal(restored);

  function updateMessage(id: string, change: Partial<ChatMessage>) {
    messages.value = messages
      .peek()
      .map((message) => (message.id === id ? { ...message, ...change } : message));
  }

  return {
    messages,
    addMessages(...added) {
      messages.value = [...messages.peek(), ...added];
      loadLiveWhen(added.some((message) => message.live));
      added.forEach((message) =>
        store.emit('message', {
          id: message.id,
          type: message.type,
          text: message.text,
          timestamp: message.timestamp,
        }),
      );
    },
    updateMessage,
    /**
     * Ours: Helpful / Not helpful on a bot answer (docs/decisions/0040-answer-feedback.md). The choice
     * shows at once and is stored with the history; undone when the server did not store it. True once stored.
     */
    async rateAnswer(id: string, rating: AnswerRating) {
      const rated = messages.peek().find((message) => message.id === id);
      if (!rated?.answerId) return false;
      updateMessage(id, { rating });
      const stored = await store.botClient.feedback(
        store.bot.peek(),
        rated.answerId,
        rating,
        store.user.peek(),
      );
      // Unless another choice was made meanwhile, what shows is what the server holds.
      const current = messages.peek().find((message) => message.id === id);
      if (!stored && current?.rating === rating) updateMessage(id, { rating: rated.rating });
      return stored;
    },
  };
}
