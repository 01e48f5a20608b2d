/**
 * A request nobody has taken for a while is announced again (docs/decisions/0044-agent-alerts.md): each
 * request once it has been in this console's queue for `afterMs`, and again every `afterMs` after, until an
 * agent takes it or the customer leaves. Timed from when this console first saw it, so a clock that differs
 * from the server's neither hurries nor delays it.
 */
import type { ChatRequest } from '@ohmstead/contracts/live-chat';

export interface WaitingReminderOptions {
  /** How long a request waits before it is announced again. */
  afterMs: number;
  /** The requests waiting now. */
  requests: () => readonly ChatRequest[];
  /** Announces one request again, with how long it has waited in this console. */
  remind: (request: ChatRequest, waitedMs: number) => void;
  now?: () => number;
}

export interface WaitingReminder {
  /** Looks at the queue: called on a timer, and by tests. */
  check(): void;
  stop(): void;
}

/** How often the queue is looked at, at most: a reminder is at most this late. */
const CHECK_EVERY_MS = 10_000;

export function createWaitingReminder(options: WaitingReminderOptions): WaitingReminder {
  const now = options.now ?? Date.now;
  /** Per waiting request: when this console first saw it, and when it was last announced. */
  const seen = new Map<string, { since: number; announced: number }>();

  function check() {
    const at = now();
    const waiting = options.requests();
    const ids = new Set(waiting.map((request) => request.customer_sid));
    for (const id of seen.keys()) if (!ids.has(id)) seen.delete(id);
    for (const request of waiting) {
      const known = seen.get(request.customer_sid);
      if (!known) {
        seen.set(request.customer_sid, { since: at, announced: at });
        continue;
      }
      if (at - known.announced < options.afterMs) continue;
      known.announced = at;
      options.remind(request, at - known.since);
    }
  }

  const timer = setInterval(check, Math.min(CHECK_EVERY_MS, options.afterMs));
  return {
    check,
    stop: () => clearInterval(timer),
  };
}
