// The agent console's service worker (docs/decisions/0052-agent-web-push.md). Registered for the agent page
// only (/admin/chatbot-agent) — a scope inside the EV app worker's /admin/, so each keeps its own pages — it
// shows the server's pushes to an agent whose console is closed and, on a click, focuses or opens the
// console. It answers no fetch: every request goes to the network as without it.
const CONSOLE_PATH = '/admin/chatbot-agent';
// The payload's bounds, as packages/contracts/src/agent-push.ts (agentPushPayloadSchema) sends them.
const TITLE_MAX = 120;
const BODY_MAX = 300;
const TAG_MAX = 100;
// A push must show something (browsers allow no silent ones): what an unreadable payload becomes.
const FALLBACK = { title: 'Live chat', body: 'Something is waiting for you in the agent console.', tag: '' };

const isText = (value, min, max) => typeof value === 'string' && value.length >= min && value.length <= max;

/** The push's { title, body, tag }, or the fallback when it is not JSON of that shape. */
function payloadOf(data) {
  let value;
  try {
    value = data ? data.json() : undefined;
  } catch {
    return FALLBACK;
  }
  if (
    !value ||
    typeof value !== 'object' ||
    !isText(value.title, 1, TITLE_MAX) ||
    !isText(value.body, 0, BODY_MAX) ||
    !isText(value.tag, 0, TAG_MAX)
  )
    return FALLBACK;
  return { title: value.title, body: value.body, tag: value.tag };
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const { title, body, tag } = payloadOf(event.data);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      // One notification per chat: a later push for it replaces the earlier one.
      ...(tag ? { tag, renotify: true } : {}),
      icon: '/favicon.svg',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith(CONSOLE_PATH));
      if (open) return open.focus();
      return self.clients.openWindow(CONSOLE_PATH);
    })(),
  );
});
