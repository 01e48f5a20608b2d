import type { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import type { Config } from '../../config';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a push service answered: taken, gone for good (404, 410: forget the subscription), or failed. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

export interface PushService {
  send(
    target: PushTarget,
    payload: string,
    vapid: { publicKey: string; privateKey: string },
  ): Promise<PushOutcome>;
}

/** How long a push service keeps an alert for a browser that is offline: later than this it is stale. */
const ALERT_TTL_S = 15 * 60;

/**
 * Pushes through the web-push library (RFC 8030/8291/8292) to the browser's push service. `agent` lets a
 * test's local push service be trusted; nothing else changes.
 */
export function webPushService(settings: Config['agentPush'], agent?: Agent): PushService {
  const { subject, timeoutMs } = settings;
  return {
    async send(target, payload, vapid) {
      try {
        await webPush.sendNotification(target, payload, {
          vapidDetails: { subject, ...vapid },
          TTL: ALERT_TTL_S,
          urgency: 'high',
          timeout: timeoutMs,
          ...(agent ? { agent } : {}),
        });
        return { kind: 'sent' };
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          return { kind: 'gone' };
        const reason =
          error instanceof WebPushError
            ? `push service answered ${error.statusCode}`
            : error instanceof Error
              ? error.message
              : String(error);
        return { kind: 'failed', reason };
      }
    },
  };
}
