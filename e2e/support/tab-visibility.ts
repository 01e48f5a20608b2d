import type { Page } from '@playwright/test';

/**
 * The tab as the browser reports it when its person has gone to another tab, or back: a headless page is
 * always "visible", so the page's own visibilityState is overridden and the event fired.
 */
export async function tabHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}
