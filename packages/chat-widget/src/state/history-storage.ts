import { HISTORY_EXPIRY_MS, STORAGE_KEYS } from '../constants';
import { readStored, writeStored } from '../services/local-storage';
import { type ChatMessage, storedHistorySchema } from './chat-message';

/**
 * The chat history in localStorage (docs/product.md §3.3, §3.4). Storage may be missing, full or hold anything a
 * page or an older version left there: every read is checked and a bad value counts as empty.
 */

const RESTORE_DROPS = new Set(['consent', 'connect-agent', 'decline-agent', 'cancel-request']);

export interface RestoredHistory {
  messages: ChatMessage[];
  /** True when a history existed but was too old or corrupt: the backend copy should go too. */
  discarded: boolean;
}

/** The stored messages, unless the last one is older than 900 s or the value is corrupt. */
export function restoreHistory(storage: Storage | null, now: number): RestoredHistory {
  const raw = readStored(storage, STORAGE_KEYS.messages);
  if (raw === null) return { messages: [], discarded: false };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = null;
  }
  const checked = storedHistorySchema.safeParse(stored);
  if (!checked.success) {
    console.error('ChatWidget: stored chat history is corrupt; starting empty.');
    clearHistory(storage);
    return { messages: [], discarded: true };
  }
  // The fields the list needs are checked; the rest are as this widget stored them.
  const parsed = checked.data as ChatMessage[];
  const lastAt = Number(readStored(storage, STORAGE_KEYS.lastMessageAt));
  const last = Number.isFinite(lastAt) && lastAt > 0 ? lastAt : (parsed.at(-1)?.timestamp ?? 0);
  if (parsed.length > 0 && now - last > HISTORY_EXPIRY_MS) {
    clearHistory(storage);
    return { messages: [], discarded: true };
  }
  const messages = parsed.map((message) => {
    const actions = message.actions?.filter((action) => !RESTORE_DROPS.has(action));
    return { ...message, actions: actions?.length ? actions : undefined };
  });
  return { messages, discarded: false };
}

export function saveHistory(storage: Storage | null, messages: ChatMessage[]): void {
  if (messages.length === 0) return clearHistory(storage);
  writeStored(storage, STORAGE_KEYS.messages, JSON.stringify(messages));
  writeStored(storage, STORAGE_KEYS.lastMessageAt, String(messages.at(-1)!.timestamp));
}

export function clearHistory(storage: Storage | null): void {
  writeStored(storage, STORAGE_KEYS.messages, null);
  writeStored(storage, STORAGE_KEYS.lastMessageAt, null);
}
