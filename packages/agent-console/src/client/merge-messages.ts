import type { LiveMessage } from '@ohmstead/contracts/live-chat';

/**
 * Merges incoming messages into a chat's list by id (the server's copy replaces a local one; a repeated
 * delivery changes nothing), kept ordered by seq. Returns the same array when nothing changed, so the
 * snapshot stays referentially stable, and the ids that were new.
 */
export function mergeMessages(
  current: LiveMessage[],
  incoming: LiveMessage[],
): { messages: LiveMessage[]; added: LiveMessage[] } {
  if (incoming.length === 0) return { messages: current, added: [] };
  const byId = new Map(current.map((message) => [message.id, message]));
  const added: LiveMessage[] = [];
  let changed = false;
  for (const message of incoming) {
    const known = byId.get(message.id);
    if (!known) added.push(message);
    if (known && known.seq === message.seq && known.timestamp === message.timestamp) continue;
    byId.set(message.id, message);
    changed = true;
  }
  if (!changed) return { messages: current, added };
  const messages = [...byId.values()].sort((a, b) => a.seq - b.seq);
  return { messages, added };
}
