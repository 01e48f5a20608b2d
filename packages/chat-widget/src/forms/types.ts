import type { ChatStore } from '../state/types';

/** What an inline form takes of the chat store: who asks, for which bot, and its message to mark sent. */
export type ChatFormStore = Pick<
  ChatStore,
  'config' | 'user' | 'bot' | 'session' | 'botClient' | 'fetch' | 'updateMessage'
>;
