import { STORAGE_KEYS } from '../constants';
import { readStored, writeStored } from '../state/history-storage';

/** What survives a reload of an open live chat (spec/03 §4: the panel reconnects and resumes). */
export interface StoredLiveChat {
  /** '' until the server has named the chat. */
  chatId: string;
  status: 'requesting' | 'waiting' | 'active';
  agentName: string;
  /** The last message seq the widget holds: resume asks for what follows. */
  lastSeq: number;
  /** The waiting message, updated in place as the queue moves. */
  waitingMessageId: string;
  /** The user's messages go to the agent (false: toggled back to the bot while the chat stays open). */
  toAgent: boolean;
}

const STATUSES = new Set(['requesting', 'waiting', 'active']);

function isStoredLiveChat(value: unknown): value is StoredLiveChat {
  if (typeof value !== 'object' || value === null) return false;
  const chat = value as Record<string, unknown>;
  return (
    typeof chat.chatId === 'string' &&
    STATUSES.has(chat.status as string) &&
    typeof chat.agentName === 'string' &&
    Number.isInteger(chat.lastSeq) &&
    (chat.lastSeq as number) >= 0 &&
    typeof chat.waitingMessageId === 'string' &&
    typeof chat.toAgent === 'boolean'
  );
}

/** The stored live chat, or null (none, or a value this version cannot trust, which is removed). */
export function readLiveChat(storage: Storage | null): StoredLiveChat | null {
  const raw = readStored(storage, STORAGE_KEYS.liveChat);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredLiveChat(parsed)) return parsed;
  } catch {
    // Falls through: corrupt.
  }
  console.error('ChatWidget: the stored live chat is corrupt; it is dropped.');
  writeStored(storage, STORAGE_KEYS.liveChat, null);
  return null;
}

export function writeLiveChat(storage: Storage | null, chat: StoredLiveChat | null): void {
  writeStored(storage, STORAGE_KEYS.liveChat, chat && JSON.stringify(chat));
}
