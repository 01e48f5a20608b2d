import { z } from 'zod';

/**
 * Web Push for live-chat agents (docs/decisions/0052-agent-web-push.md): the console's "Push alerts" switch
 * subscribes the browser with the server's public key and saves the subscription; the server pushes a new
 * request or a customer's message to an agent with no console open; the console's service worker shows it.
 */

export const AGENT_PUSH_KEY_PATH = '/agent-push/key';
export const AGENT_PUSH_SUBSCRIPTION_PATH = '/agent-push/subscription';
/** The console's service worker, served by the site, and its scope: the agent page only (the EV app's is /admin/). */
export const AGENT_PUSH_WORKER_PATH = '/admin/agent-push-sw.js';
export const AGENT_PUSH_WORKER_SCOPE = '/admin/chatbot-agent';

/** What a push endpoint may be: a push service's https URL. */
export const PUSH_ENDPOINT_MAX = 2048;
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

export const pushEndpointSchema = z
  .url({ protocol: /^https$/, message: 'must be an https URL' })
  .max(PUSH_ENDPOINT_MAX);

/** A browser's PushSubscription as its toJSON() gives it. p256dh is a P-256 point (65 bytes), auth 16 bytes. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(86, 90), auth: base64url(16, 24) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/agent-push/subscription: which of the agent's subscriptions to forget. */
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

/** GET /api/agent-push/key: the VAPID public key (base64url) the browser subscribes with. */
export const pushKeyResponseSchema = z.object({ publicKey: base64url(80, 100) });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/** What a push carries to the service worker, which shows it as a notification. */
export const PUSH_TITLE_MAX = 120;
export const PUSH_BODY_MAX = 300;
export const agentPushPayloadSchema = z.object({
  title: z.string().min(1).max(PUSH_TITLE_MAX),
  body: z.string().max(PUSH_BODY_MAX),
  /** One notification per chat: a second push for it replaces the first. */
  tag: z.string().max(100),
});
export type AgentPushPayload = z.infer<typeof agentPushPayloadSchema>;

/** The notifications' words. */
export const agentPushTexts = {
  requestTitle: 'Incoming Chat Request',
  requestBody: (name: string) => `${name} is waiting for an agent.`,
  messageTitle: 'New Message Received',
  messageBody: (name: string) => `${name} wrote in the chat.`,
  someone: 'A customer',
} as const;
