import { LAUNCHER_IDLE_TIMEOUT_MS } from '../constants';

/**
 * Runs `run` once the host page has loaded and the browser is idle (at most LAUNCHER_IDLE_TIMEOUT_MS after
 * the load event), so the launcher's element, styles and layout never compete with the host's own first
 * paint (docs/benchmarks.md "Lighthouse (mobile), the widget on a host page").
 */
export function whenPageSettled(run: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(run, { timeout: LAUNCHER_IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
