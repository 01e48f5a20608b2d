import { batch, signal } from '@preact/signals';
import { INACTIVITY_CHECK_MS, INACTIVITY_LIMIT_MS, INACTIVITY_WARNING_BEFORE_MS } from '../constants';

export interface SessionTimerDeps {
  now: () => number;
  /** Only a chat with messages can expire. */
  hasSession: () => boolean;
  /** Called once when the session expires (the backend history is deleted there). */
  onExpire: () => void;
  initialActivity: number;
}

/**
 * docs/product.md §3.4 "Chat session": checked every second; the warning from 600 s idle with the seconds left,
 * expiry at 900 s. Signals named after the spec's session state (lastActivity, warningVisible,
 * sessionExpired, remainingTime).
 */
export function createSessionTimer({ now, hasSession, onExpire, initialActivity }: SessionTimerDeps) {
  const lastActivity = signal(initialActivity);
  const warningVisible = signal(false);
  const expired = signal(false);
  const remainingSeconds = signal(Math.round(INACTIVITY_LIMIT_MS / 1000));
  let interval: ReturnType<typeof setInterval> | undefined;

  function expireNow() {
    if (expired.peek()) return;
    batch(() => {
      expired.value = true;
      warningVisible.value = false;
      remainingSeconds.value = 0;
    });
    onExpire();
  }

  /** One check; the interval calls it every second, tests call it directly. */
  function check() {
    if (expired.peek() || !hasSession()) {
      if (warningVisible.peek()) warningVisible.value = false;
      return;
    }
    const idle = now() - lastActivity.peek();
    if (idle >= INACTIVITY_LIMIT_MS) return expireNow();
    const showWarning = idle >= INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_BEFORE_MS;
    batch(() => {
      warningVisible.value = showWarning;
      remainingSeconds.value = Math.ceil((INACTIVITY_LIMIT_MS - idle) / 1000);
    });
  }

  /** Any activity (and Continue, and sending) clears the warning. Activity after expiry changes nothing. */
  function activity() {
    if (expired.peek()) return;
    batch(() => {
      lastActivity.value = now();
      warningVisible.value = false;
    });
  }

  function reset() {
    batch(() => {
      expired.value = false;
      warningVisible.value = false;
      lastActivity.value = now();
    });
  }

  return {
    lastActivity,
    warningVisible,
    expired,
    remainingSeconds,
    check,
    activity,
    reset,
    expireNow,
    start() {
      interval ??= setInterval(check, INACTIVITY_CHECK_MS);
    },
    stop() {
      clearInterval(interval);
      interval = undefined;
    },
  };
}
export type SessionTimer = ReturnType<typeof createSessionTimer>;
