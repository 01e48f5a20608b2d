import { STORAGE_KEYS } from '../constants';
import type { ChatWidgetUser } from '../public-api';
import { readStored, writeStored } from '../services/local-storage';
import type { ChatStore } from './types';

/**
 * docs/product.md §3.4: a change of login state against lg_status resets the chat (the previous user's backend
 * history deleted); signing in defaults to IA, signing out to CRM.
 */
export function syncLoginStatus(
  store: Pick<ChatStore, 'user' | 'bot' | 'storage' | 'botClient' | 'reset'>,
  previousUser: ChatWidgetUser | null,
) {
  const loggedIn = store.user.peek() !== null;
  const stored = readStored(store.storage, STORAGE_KEYS.loginStatus) === 'true';
  if (loggedIn === stored) return;
  writeStored(store.storage, STORAGE_KEYS.loginStatus, String(loggedIn));
  void store.botClient.deleteHistory(previousUser);
  store.reset();
  store.bot.value = loggedIn ? 'IA' : 'CRM';
}
