import type { SendMessagePayload } from '@ohmstead/contracts/live-chat';

/**
 * The user's live messages until the server acknowledges them (spec/03 §4; DESIGN "no loss"): each is
 * sent once per connection; a dropped connection makes every unacknowledged one due again, and the server
 * drops a message it already has by its id.
 */
export function createOutbox() {
  const entries = new Map<string, { payload: SendMessagePayload; sent: boolean }>();
  return {
    add(payload: SendMessagePayload): void {
      if (!entries.has(payload.id)) entries.set(payload.id, { payload, sent: false });
    },
    /** The messages not yet sent on this connection, now marked as sent, oldest first. */
    takeDue(): SendMessagePayload[] {
      const due = [...entries.values()].filter((entry) => !entry.sent);
      due.forEach((entry) => (entry.sent = true));
      return due.map((entry) => entry.payload);
    },
    acknowledged(id: string): void {
      entries.delete(id);
    },
    /** The connection dropped: acks of what was sent on it will never come. */
    connectionLost(): void {
      entries.forEach((entry) => (entry.sent = false));
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
