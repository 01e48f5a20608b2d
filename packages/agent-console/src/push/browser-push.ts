/**
 * The browser's side of push alerts: the console's service worker (public/admin/agent-push-sw.js, registered
 * for the agent page only, inside the EV app worker's /admin/) and its push subscription.
 */
import { AGENT_PUSH_WORKER_PATH, AGENT_PUSH_WORKER_SCOPE } from '@ohmstead/contracts/agent-push';

export interface BrowserSubscription {
  endpoint: string;
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

export interface BrowserPush {
  supported(): boolean;
  /** The permission as it stands, without asking. */
  permission(): NotificationPermission;
  /** Asks for notifications (from the agent's click only). */
  askPermission(): Promise<NotificationPermission>;
  /** This browser's subscription, if it has one; never asks anything. */
  current(): Promise<BrowserSubscription | null>;
  /** Registers the worker and subscribes with the server's key; rejects when the push service refuses. */
  subscribe(publicKey: string): Promise<BrowserSubscription>;
}

/** A base64url key as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Resolves once the registration's worker is active: `ready` would wait for one controlling this page. */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return Promise.resolve(registration);
  return new Promise((resolve, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(registration);
      if (worker.state === 'redundant') reject(new Error('the push service worker did not start'));
    });
  });
}

export const browserPush: BrowserPush = {
  supported: () =>
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined',
  permission: () => Notification.permission,
  askPermission: () => Notification.requestPermission(),
  async current() {
    const registration = await navigator.serviceWorker.getRegistration(AGENT_PUSH_WORKER_SCOPE);
    // Without ours, the page's registration is the EV app's (/admin/), which never subscribes.
    if (!registration || new URL(registration.scope).pathname !== AGENT_PUSH_WORKER_SCOPE) return null;
    return registration.pushManager.getSubscription();
  },
  async subscribe(publicKey) {
    const registration = await activated(
      await navigator.serviceWorker.register(AGENT_PUSH_WORKER_PATH, { scope: AGENT_PUSH_WORKER_SCOPE }),
    );
    return registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  },
};
