import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The agent console's service worker (public/admin/agent-push-sw.js), run against a stand-in of its global scope.
const source = readFileSync(
  path.join(import.meta.dirname, '..', '..', '..', 'public', 'admin', 'agent-push-sw.js'),
  'utf8',
);

type Listener = (event: unknown) => void;

function loadWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: {
      claim: vi.fn(async () => {}),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', source)(scope);
  async function dispatch(type: string, event: Record<string, unknown>) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }
  return { scope, dispatch };
}

const pushOf = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
  },
});

describe('the agent push service worker', () => {
  it("shows a push's title and body as a notification, one per chat (its tag)", async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch(
      'push',
      pushOf({
        title: 'Incoming Chat Request',
        body: 'Gwen is waiting for an agent.',
        tag: 'chat-request:1',
      }),
    );
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Incoming Chat Request', {
      body: 'Gwen is waiting for an agent.',
      tag: 'chat-request:1',
      renotify: true,
      icon: '/favicon.svg',
    });
  });

  it('shows the fallback for a payload that is not JSON, misses its title or is too long', async () => {
    for (const payload of [
      '{not json',
      { body: 'no title', tag: '' },
      { title: 'x'.repeat(121), body: '', tag: '' },
      { title: 'T', body: 42, tag: '' },
      null,
    ]) {
      const { scope, dispatch } = loadWorker();
      await dispatch('push', pushOf(payload));
      expect(scope.registration.showNotification).toHaveBeenCalledWith('Live chat', {
        body: 'Something is waiting for you in the agent console.',
        icon: '/favicon.svg',
      });
    }
    const { scope, dispatch } = loadWorker();
    await dispatch('push', { data: null });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Live chat', expect.any(Object));
  });

  it('on a click focuses an open console, else opens one', async () => {
    const focus = vi.fn(async () => {});
    const open = loadWorker([
      { url: 'https://site.test/admin/ev-charging-dashboard', focus: vi.fn(async () => {}) },
      { url: 'https://site.test/admin/chatbot-agent/history', focus },
    ]);
    const close = vi.fn();
    await open.dispatch('notificationclick', { notification: { close } });
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(open.scope.clients.openWindow).not.toHaveBeenCalled();

    const none = loadWorker([{ url: 'https://site.test/', focus: vi.fn(async () => {}) }]);
    await none.dispatch('notificationclick', { notification: { close: vi.fn() } });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith('/admin/chatbot-agent');
  });
});
