import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../constants';
import { readStored, writeStored } from '../services/local-storage';

/** What survives a reload of an open live chat (docs/product.md §3.4: the panel reconnects and resumes). */
const storedLiveChatSchema = z.object({
  /** '' until the server has named the chat. */
  chatId: z.string(),
  status: z.enum(['requesting', 'waiting', 'active']),
  agentName: z.string(),
  /** The last message seq the widget holds: resume asks for what follows. */
  lastSeq: z.int().check(z.nonnegative()),
  /** The waiting message, updated in place as the queue moves. */
  waitingMessageId: z.string(),
  /** The user's messages go to the agent (false: toggled back to the bot while the chat stays open). */
  toAgent: z.boolean(),
});
export type StoredLiveChat = z.infer<typeof storedLiveChatSchema>;

/** The stored live chat, or null (none, or a value this version cannot trust, which is removed). */
export function readLiveChat(storage: Storage | null): StoredLiveChat | null {
  const raw = readStored(storage, STORAGE_KEYS.liveChat);
  if (raw === null) return null;
  try {
    const stored = storedLiveChatSchema.safeParse(JSON.parse(raw));
    if (stored.success) return stored.data;
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
