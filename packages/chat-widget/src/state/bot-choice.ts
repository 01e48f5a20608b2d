import type { BotKind } from '@ohmstead/contracts/chat';
import { batch, signal } from '@preact/signals';
import { STORAGE_KEYS } from '../constants';
import type { ChatWidgetUser } from '../public-api';
import { readStored } from '../services/local-storage';
import type { ChatStore } from './types';

/** Which bot answers, and the switch from one to the other. */
export type BotChoice = Pick<ChatStore, 'bot' | 'switchBot' | 'confirmBotSwitch'>;

/**
 * docs/product.md §3.3: a guest talks to CRM; a signed-in user to the bot the host asked for, else to the one
 * kept in selectedBot (IA unless it says CRM).
 */
export function initialBot(
  user: ChatWidgetUser | null,
  requestedBot: BotKind | null,
  storage: Storage | null,
): BotKind {
  if (!user) return 'CRM';
  if (requestedBot) return requestedBot;
  return readStored(storage, STORAGE_KEYS.selectedBot) === '0' ? 'CRM' : 'IA';
}

/**
 * The bot of the chat (docs/product.md §3.3): switched at once while the chat is empty, else after the user
 * confirms in a dialog, the history then gone. The store is read when an action runs.
 */
export function createBotChoice(store: ChatStore, initial: BotKind): BotChoice {
  const bot = signal(initial);
  return {
    bot,
    switchBot(next) {
      if (next === bot.peek()) return;
      if (next === 'IA' && !store.user.peek()) {
        console.warn('ChatWidget: the Installation Assistant needs a signed-in user (identify first).');
        return;
      }
      if (store.messages.peek().length === 0) {
        bot.value = next;
        store.emit('bot-change', { bot: next });
        return;
      }
      batch(() => {
        store.pendingBot.value = next;
        store.modal.value = 'bot-switch';
      });
    },
    /** Confirmed switch: history gone here and on the backend, session fresh, live mode left. */
    confirmBotSwitch() {
      const next = store.pendingBot.peek();
      if (!next) return;
      void store.botClient.deleteHistory(store.user.peek());
      store.reset();
      bot.value = next;
      store.emit('bot-change', { bot: next });
    },
  };
}
