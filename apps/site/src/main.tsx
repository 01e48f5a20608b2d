/**
 * The entry. A page the server rendered is started (hydrated) only once the browser has shown it
 * (docs/decisions/0026-server-rendering.md): until then no other script is fetched or
 * run, so the page's styles, fonts and largest image do not share a phone's connection or processor with
 * the application, and its forms stay disabled until then (lib/use-hydrated.ts). A page the server left
 * to the browser (the admin area, sign-in) has nothing to show before the application and starts at once.
 */
import { PAGE_DATA_ID } from './app/served-page';

/** Should no paint be reported (a browser without paint timing, a page with nothing to paint). */
const START_ANYWAY_AFTER_MS = 3_000;

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./app/start');
}

const painted = (entries: PerformanceEntryList) =>
  entries.some((entry) => entry.name === 'first-contentful-paint');

if (!document.getElementById(PAGE_DATA_ID)) {
  start();
} else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  // Reported once the frame is on screen (a tab opened in the background paints when it is shown).
  new PerformanceObserver((list, observer) => {
    if (!painted(list.getEntries())) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, START_ANYWAY_AFTER_MS);
} else {
  addEventListener('load', start, { once: true });
}
