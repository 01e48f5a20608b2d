/**
 * Delivery of one live chat's messages, the same on both ends (the widget's customer side and the agent
 * console): framework-free state, no socket, no UI. docs/decisions/0010-live-chat-protocol.md.
 *
 * The server numbers each chat's messages 1, 2, 3 … (seq) and stores a client id once. Over a connection
 * that can drop, repeat or lose frames, and a server process that can die between storing a message and
 * sending it, each end keeps:
 * - an outbox: what it sent and has not seen acknowledged, sent again once per new connection (the
 *   server answers a resend with the stored message and delivers it again);
 * - `through`: the highest seq up to which it holds every message. Messages after a gap are held back and
 *   the caller asks the server to resume after `through`; they come out in seq order once the gap fills.
 * So nothing is lost and nothing is shown twice, in whatever order frames arrive (live-delivery.test.ts).
 */

/** What delivery needs of a stored message. */
export interface Numbered {
  id: string;
  seq: number;
}

export interface Received<In extends Numbered> {
  /** Messages that have become contiguous, in seq order: each exactly once over the chat's life. */
  inOrder: In[];
  /** Of those, the ones this end did not send itself (an own message is on screen since it was sent). */
  fresh: In[];
  /** A seq is missing below one held: resume after `through()`. */
  gap: boolean;
}

export interface ChatDelivery<Out extends { id: string }, In extends Numbered> {
  /** Keeps a message to send until it is acknowledged. */
  queue(payload: Out): void;
  /** What to send on this connection now, oldest first: each once per connection. */
  due(): Out[];
  /**
   * The server stored `id` as `seq`. The ack may fill the gap messages after it were held back for: they
   * come out here, to be shown as received ones are; `gap` when that seq reveals one (resume).
   */
  acknowledged(id: string, seq: number): Received<In>;
  /** The server refused `id`: nothing was stored, it is not sent again. */
  refused(id: string): void;
  /** The connection dropped: whatever was sent on it and not acknowledged is due again. */
  connectionLost(): void;
  /** Sent or not, not yet acknowledged, oldest first. */
  pending(): Out[];
  /** Live messages or a resume answer, in any order, repeated or not. */
  receive(messages: readonly In[]): Received<In>;
  /** The seq to resume after: every message up to it is held. */
  through(): number;
}

export interface DeliveryStart {
  /** Every message up to this seq is already held (a reload restores it). */
  through?: number;
  /** Ids already on screen (own messages shown before they were stored). */
  shownIds?: Iterable<string>;
}

export function createChatDelivery<Out extends { id: string }, In extends Numbered>(
  start: DeliveryStart = {},
): ChatDelivery<Out, In> {
  let through = start.through ?? 0;
  /** Messages after a gap, by seq, until the gap fills. */
  const ahead = new Map<number, In | null>();
  /** Ids this end sent (or had on screen at the start): not fresh when they come back. */
  const own = new Set(start.shownIds ?? []);
  const outbox = new Map<string, { payload: Out; sent: boolean }>();

  /** Moves what became contiguous out of `ahead`; `null` marks an own message known by its ack only. */
  function drain(into: Received<In>) {
    for (let next = ahead.get(through + 1); next !== undefined; next = ahead.get(through + 1)) {
      ahead.delete(through + 1);
      through += 1;
      if (next === null) continue;
      into.inOrder.push(next);
      if (!own.has(next.id)) into.fresh.push(next);
    }
    into.gap = ahead.size > 0;
  }

  return {
    queue(payload) {
      own.add(payload.id);
      if (!outbox.has(payload.id)) outbox.set(payload.id, { payload, sent: false });
    },
    due() {
      const due = [...outbox.values()].filter((entry) => !entry.sent);
      for (const entry of due) entry.sent = true;
      return due.map((entry) => entry.payload);
    },
    acknowledged(id, seq) {
      outbox.delete(id);
      own.add(id);
      // The message itself (a live event or a resume) fills its place; the ack only says it exists.
      if (seq > through && !ahead.has(seq)) ahead.set(seq, null);
      const result: Received<In> = { inOrder: [], fresh: [], gap: false };
      drain(result);
      return result;
    },
    refused(id) {
      outbox.delete(id);
    },
    connectionLost() {
      for (const entry of outbox.values()) entry.sent = false;
    },
    pending() {
      return [...outbox.values()].map((entry) => entry.payload);
    },
    receive(messages) {
      for (const message of messages) {
        if (message.seq <= through) continue;
        // A message replaces the ack's placeholder for its seq; a repeated one changes nothing.
        if (!ahead.get(message.seq)) ahead.set(message.seq, message);
      }
      const result: Received<In> = { inOrder: [], fresh: [], gap: false };
      drain(result);
      return result;
    },
    through: () => through,
  };
}
