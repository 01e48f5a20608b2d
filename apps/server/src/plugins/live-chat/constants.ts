import { AGENT_RECONNECT_GRACE_MS } from '@ohmstead/contracts/live-chat';

/** The live-agent service's own limits and timings (spec/03 leaves them to us). */

/** A waiting customer gone (no socket anywhere) longer than this loses the request. */
export const WAITING_CUSTOMER_ABSENT_MS = 60_000;
/** Every process sweeps this often: ends chats of agents gone past the grace, cancels abandoned requests. */
export const LIVE_CHAT_SWEEP_INTERVAL_MS = 5_000;
/** A process that has not beaten for this many sweeps is taken as gone, with its sockets. */
export const NODE_STALE_SWEEPS = 3;
export { AGENT_RECONNECT_GRACE_MS };

/** Per socket: at most this many events in the window; the rest answer rateLimited. */
export const SOCKET_EVENTS_PER_WINDOW = 30;
export const SOCKET_EVENT_WINDOW_MS = 10_000;
/**
 * An agent's socket carries every chat the agent runs (accepts, replies, resumes of several chats), and
 * agents are signed-in staff: a higher ceiling that still stops a runaway client.
 */
export const AGENT_SOCKET_EVENTS_PER_WINDOW = 600;

/**
 * Bounds an unauthenticated visitor cannot lift (docs/security.md). Sockets are held by one process, so
 * their cap is per process; the queue lives in the database, so its caps hold across processes.
 */
export const CUSTOMER_SOCKETS_PER_ADDRESS = 20;
export const WAITING_REQUESTS_PER_ADDRESS = 3;
export const QUEUE_MAX = 100;

/** DELETE /api/CDN/DeleteSessionMedia per address and minute (uploads are limited in the database: limits.ts). */
export const CDN_CALLS_PER_MINUTE = 60;

/** The agent's status line in agent_state. */
export const agentStatusMessages = {
  offline: 'Agent Offline',
  online: 'Agent Online',
  chatting: (customerName: string) => `Chatting with ${customerName}`,
} as const;

/** Why a chat ended (AgentChat.end_reason). */
export const END_REASONS = {
  agent: 'agent',
  customer: 'customer',
  agentDisconnected: 'agent_disconnected',
  customerCanceled: 'customer_canceled',
  customerAbsent: 'customer_absent',
} as const;

/** The ack reason when no agent is online and available (the widget shows the spec's apology). */
export const NO_AGENTS_REASON = 'No agents are available right now.';
/** Refused by the server for a reason of its own (a crash in a handler): never the internals. */
export const INTERNAL_ERROR = 'Something went wrong. Please try again later.';
/** Roles that may read every agent's transcripts in the console's history; agents see their own. */
export const TRANSCRIPT_SUPERVISOR_ROLES = ['SuperAdmin', 'Admin', 'Manager'] as const;
