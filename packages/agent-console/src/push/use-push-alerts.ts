import { pushSubscriptionSchema } from '@ohmstead/contracts/agent-push';
import { useEffect, useState } from 'react';
import type { BrowserPush } from './browser-push';
import type { PushAlertsSource } from './push-alerts-source';
import { pushWords } from './push-words';

export interface PushAlertsState {
  /** This browser's subscription is saved on the server. */
  on: boolean;
  /** A change is under way. */
  busy: boolean;
  /** Why the last change could not be made, or null. */
  problem: string | null;
}

/**
 * The "Push alerts" switch (docs/decisions/0052-agent-web-push.md). On load it only reads whether this
 * browser is subscribed; the permission is asked from the agent's click. Turning it on registers the
 * console's service worker, subscribes with the server's key and saves the subscription; anything refused
 * on the way leaves it off with the reason said. Off removes it on the server, then in the browser.
 */
export function usePushAlerts(source: PushAlertsSource, browser: BrowserPush) {
  const [state, setState] = useState<PushAlertsState>({ on: false, busy: false, problem: null });

  useEffect(() => {
    let live = true;
    if (!browser.supported() || browser.permission() !== 'granted') return;
    browser
      .current()
      .then((subscription) => live && setState((now) => ({ ...now, on: subscription !== null })))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [browser]);

  async function turnOn(): Promise<string | null> {
    if (!browser.supported()) return pushWords.unsupported;
    if ((await browser.askPermission()) !== 'granted') return pushWords.blocked;
    let subscription;
    try {
      subscription = await browser.subscribe(await source.publicKey());
    } catch {
      return pushWords.unreachable;
    }
    const saved = pushSubscriptionSchema.safeParse(subscription.toJSON());
    try {
      if (!saved.success) throw new Error('the browser gave a subscription the server cannot take');
      await source.save(saved.data);
      return null;
    } catch {
      // Not saved: the browser keeps nothing either, so the switch and the server agree.
      await subscription.unsubscribe().catch(() => false);
      return pushWords.saveFailed;
    }
  }

  async function turnOff(): Promise<string | null> {
    try {
      const subscription = await browser.current();
      if (subscription) {
        await source.remove(subscription.endpoint);
        await subscription.unsubscribe();
      }
      return null;
    } catch {
      return pushWords.removeFailed;
    }
  }

  async function toggle(): Promise<void> {
    const wanted = !state.on;
    setState({ on: state.on, busy: true, problem: null });
    const problem = wanted ? await turnOn() : await turnOff();
    setState({ on: problem === null ? wanted : state.on, busy: false, problem });
  }

  return { ...state, toggle: () => void toggle() };
}
