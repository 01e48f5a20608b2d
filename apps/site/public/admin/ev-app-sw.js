// The EV charger app's service worker (docs/decisions/0031-devices-and-ota.md). A worker's scope is a path
// prefix, and the app's screens share only /admin/ with the rest of
// the admin area, so it is registered for /admin/ but handles the app's own screens only: their navigations
// (network first, the cached page when offline) and the hashed bundles those screens load (cached once
// fetched, as they never change). Every other page and every API call goes to the network untouched.
const CACHE = 'ev-app-v1';
const SHELL = '/admin/ev-charging-dashboard';
const APP_ROUTES = ['/admin/ev-charging-dashboard', '/admin/app-', '/user-mangement/app-update-password'];
const isAppRoute = (path) => APP_ROUTES.some((route) => path.startsWith(route));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function fromAppClient(event) {
  if (!event.clientId) return false;
  const client = await self.clients.get(event.clientId);
  return Boolean(client && isAppRoute(new URL(client.url).pathname));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!isAppRoute(url.pathname)) return;
    event.respondWith(
      fetch(request).catch(
        async () => (await caches.match(request)) ?? (await caches.match(SHELL)) ?? Response.error(),
      ),
    );
    return;
  }
  if (!url.pathname.startsWith('/static/')) return;
  event.respondWith(
    (async () => {
      const cached = await caches.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok && (await fromAppClient(event))) {
        const cache = await caches.open(CACHE);
        await cache.put(request, response.clone());
      }
      return response;
    })(),
  );
});
