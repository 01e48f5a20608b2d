/** Browsers one agent keeps subscribed at once: saving one more forgets the oldest. */
export const SUBSCRIPTIONS_PER_AGENT = 10;
/** Subscription saves and removals one address may make a minute. */
export const SUBSCRIPTION_CHANGES_PER_MINUTE = 30;
/**
 * How long an available agent who closed their console is still reached by push, and so counted available
 * to visitors (docs/decisions/0052-agent-web-push.md): a break, not the night.
 */
export const REACHABLE_AFTER_CONSOLE_MS = 30 * 60_000;
/** The push-reachable count is read once per this long at most (the public availability's own bound). */
export const REACHABLE_COUNT_KEPT_MS = 5_000;
/** A chatty customer's messages are pushed once per chat this often at most (the notification shows the latest). */
export const MESSAGE_PUSH_EVERY_MS = 30_000;
/** Chats whose last message push is remembered for that pause, per process. */
export const MESSAGE_PUSH_CHATS_MAX = 10_000;
