/** The live-agent service's own words and reasons; its limits and timings are in limits.ts. */

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
  /** Waited UNANSWERED_REQUEST_MS with no available agent's console open: offered the contact form. */
  unanswered: 'unanswered',
} as const;

/** The ack reason when no agent is online and available (the widget shows the spec's apology). */
export const NO_AGENTS_REASON = 'No agents are available right now.';
/** Refused by the server for a reason of its own (a crash in a handler): never the internals. */
export const INTERNAL_ERROR = 'Something went wrong. Please try again later.';
/** Roles that may read every agent's transcripts in the console's history; agents see their own. */
export const TRANSCRIPT_SUPERVISOR_ROLES = ['SuperAdmin', 'Admin', 'Manager'] as const;
