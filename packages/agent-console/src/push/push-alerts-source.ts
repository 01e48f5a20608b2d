/**
 * The server's side of the "Push alerts" switch (docs/decisions/0052-agent-web-push.md): the public key, and
 * this browser's subscription saved or removed, with the agent's token, as saved-replies-source.ts calls the
 * site API. The host page provides it with PushAlertsProvider; without one the console offers no push alerts.
 */
import {
  AGENT_PUSH_KEY_PATH,
  AGENT_PUSH_SUBSCRIPTION_PATH,
  pushKeyResponseSchema,
  type PushSubscriptionJson,
} from '@ohmstead/contracts/agent-push';
import { createContext, useContext } from 'react';

export interface PushAlertsSource {
  /** The VAPID public key (base64url); rejects when the server cannot be asked. */
  publicKey(): Promise<string>;
  save(subscription: PushSubscriptionJson): Promise<void>;
  remove(endpoint: string): Promise<void>;
}

export function pushAlertsFromApi(apiBase: string, token: string): PushAlertsSource {
  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return response;
  }
  return {
    async publicKey() {
      const answer = pushKeyResponseSchema.parse(await (await send('GET', AGENT_PUSH_KEY_PATH)).json());
      return answer.publicKey;
    },
    async save(subscription) {
      await send('PUT', AGENT_PUSH_SUBSCRIPTION_PATH, subscription);
    },
    async remove(endpoint) {
      await send('DELETE', AGENT_PUSH_SUBSCRIPTION_PATH, { endpoint });
    },
  };
}

export const PushAlertsContext = createContext<PushAlertsSource | null>(null);
export const PushAlertsProvider = PushAlertsContext.Provider;
export const usePushAlertsSource = () => useContext(PushAlertsContext);
