import { expect, type Page } from '@playwright/test';

/** Whether React has taken over the root element the server rendered (hydrateRoot has been called). */
export const reactHoldsRoot = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')));

/**
 * Opens a page the server renders and waits until React holds it. The application starts only after the
 * first paint (apps/site/src/main.tsx): a click on a script-driven control before that does nothing, as
 * for a visitor who taps before the script has arrived. React replays clicks once it holds the root.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await expect.poll(() => reactHoldsRoot(page), { message: `${url} hydrated` }).toBe(true);
  return response;
}
