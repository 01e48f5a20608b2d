/** Every number and storage key of the spec the widget runs on (docs/product.md §3.3, §3.4, §3.9), in one place. */

/** §3.9: the chat session ends after 900 s without activity; the warning shows 300 s before. */
export const INACTIVITY_LIMIT_MS = 900_000;
export const INACTIVITY_WARNING_BEFORE_MS = 300_000;
export const INACTIVITY_CHECK_MS = 1_000;
/** §3.9: stored history older than this (by its last message) is discarded on load. */
export const HISTORY_EXPIRY_MS = 900_000;
/** §3.8, §3.9: a failed bot call is retried twice, after 1 s then 2 s (1000 × 2^n). */
export const BOT_RETRIES = 2;
export const BOT_BACKOFF_BASE_MS = 1_000;
/**
 * Ours: proofs of work one question may pay before it counts as failed (bot/solve-proof-chunk.ts); a
 * second covers a challenge that expired while the first was solved.
 */
export const BOT_PROOFS_PER_QUESTION = 2;
/** §3.9: scroll and button handling wait this long after the panel opens. */
export const POST_OPEN_DELAY_MS = 300;
/** Ours: the launcher waits for the host page's load and an idle moment, at most this long after load. */
export const LAUNCHER_IDLE_TIMEOUT_MS = 2_000;
/** §3.4: a last message taller than 60 % of the list is aligned with a 10 % offset. */
export const TALL_MESSAGE_RATIO = 0.6;
export const TALL_MESSAGE_OFFSET_RATIO = 0.1;
/** §3.9: live-agent resend delay: the last user message goes to the agent 1 s after the request. */
export const LIVE_AGENT_RESEND_DELAY_MS = 1_000;
/** Ours: on reset, how long the server may take to confirm end_chat before the socket is closed anyway. */
export const LIVE_END_ACK_WAIT_MS = 2_000;
/** §3.9: the desktop breakpoint. */
export const DESKTOP_BREAKPOINT_PX = 992;
/** Not in the spec: a question longer than this is refused by the bot service. */
export const QUESTION_MAX_LENGTH = 2_000;

/** §3.3: the keys the widget keeps in localStorage. */
export const STORAGE_KEYS = {
  selectedBot: 'selectedBot',
  loginStatus: 'lg_status',
  messages: 'chat-messages',
  lastMessageAt: 'chat-last-message-time',
  /** Ours: the chat session the server issued with the first answer (see CHAT_SESSION_HEADER). */
  chatSessionId: 'chat-session-id',
  /** Ours: the IA safety disclaimer strip was dismissed. */
  safetyStripDismissed: 'chat-safety-strip-dismissed',
  /** Ours: the open live chat (id, status, agent name, last seq …), so a reload reconnects and resumes. */
  liveChat: 'chat-live-chat',
} as const;
