import type { PushSubscriptionJson } from '@ohmstead/contracts/agent-push';
import type { BrowserPush, BrowserSubscription } from '../src/push/browser-push';
import type { PushAlertsSource } from '../src/push/push-alerts-source';

/** A subscription as a browser's push service would give one (valid P-256 and auth lengths). */
export const sampleSubscription: PushSubscriptionJson = {
  endpoint: 'https://push.example/send/console-1',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
};

/** What a fake browser does when the agent turns push alerts on. */
export interface FakeBrowserOptions {
  supported?: boolean;
  /** The permission before any asking, and the agent's answer to the prompt. */
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  /** Already subscribed on load. */
  subscribed?: boolean;
  /** The push service cannot be reached (offline). */
  unreachable?: boolean;
}

/** A browser's push without a browser: records the asking, the subscribing and the unsubscribing. */
export function fakeBrowserPush(options: FakeBrowserOptions = {}) {
  let permission: NotificationPermission = options.permission ?? 'default';
  let subscription: BrowserSubscription | null = null;
  const calls = { asked: 0, subscribedWith: [] as string[], unsubscribed: 0 };
  const make = (): BrowserSubscription => ({
    endpoint: sampleSubscription.endpoint,
    toJSON: () => sampleSubscription,
    unsubscribe: async () => {
      calls.unsubscribed += 1;
      subscription = null;
      return true;
    },
  });
  if (options.subscribed) subscription = make();
  const browser: BrowserPush = {
    supported: () => options.supported ?? true,
    permission: () => permission,
    askPermission: async () => {
      calls.asked += 1;
      permission = options.answer ?? 'granted';
      return permission;
    },
    current: async () => subscription,
    subscribe: async (publicKey) => {
      calls.subscribedWith.push(publicKey);
      if (options.unreachable)
        throw new DOMException('Registration failed - push service error', 'AbortError');
      subscription = make();
      return subscription;
    },
  };
  return { browser, calls };
}

/** The server's side, in memory; `failing` makes every save and removal refused. */
export function fakePushSource(options: { failing?: boolean } = {}) {
  const saved: PushSubscriptionJson[] = [];
  const removed: string[] = [];
  const source: PushAlertsSource = {
    publicKey: async () => 'BPublicKeyOfTheServer',
    save: async (subscription) => {
      if (options.failing) throw new Error('PUT answered 500');
      saved.push(subscription);
    },
    remove: async (endpoint) => {
      if (options.failing) throw new Error('DELETE answered 500');
      removed.push(endpoint);
    },
  };
  return { source, saved, removed };
}
