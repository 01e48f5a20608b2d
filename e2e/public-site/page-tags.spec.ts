import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydration';

/** The tags of index.html, which every page returns to when it is left (docs/product.md §1.2). */
const DEFAULT_TITLE = 'Ohmstead Power | Solid-State Power Routers';

const keywords = (page: Page) => page.locator('meta[name="keywords"]').getAttribute('content');
const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test.describe('page tags', () => {
  for (const [path, title] of [
    ['/', 'Ohmstead Power | Solid-State Power Routers for Datacenters, Microgrids and EV Charging'],
    ['/about-us', 'About Us | Ohmstead Power'],
    ['/contact-us', 'Contact Us | Ohmstead Power'],
    ['/power-router-technology', 'Power Router Technology | Ohmstead Power'],
    [
      '/power-router-for-vehicle-electrification',
      'Power Router for Vehicle Electrification | Ohmstead Power',
    ],
    [
      '/power-router-for-building-electrification',
      'Power Router for Building Electrification | Ohmstead Power',
    ],
    ['/power-router-for-data-centers', 'Datacenter Solutions | Ohmstead Power'],
  ] as const) {
    test(`${path} applies its SEO entry from the server`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page).toHaveTitle(title);
      expect(await keywords(page)).not.toBe('');
      expect(await description(page)).not.toBe('');
    });
  }

  test('leaving a page restores the default tags', async ({ page }) => {
    await gotoHydrated(page, '/power-router-technology');
    await expect(page).toHaveTitle('Power Router Technology | Ohmstead Power');
    const defaultKeywords = 'solid-state transformer, power router, microgrid, EV charging, datacenter power';
    expect(await keywords(page)).not.toBe(defaultKeywords);
    // Client-side navigation to a page without an SEO entry of its own.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/thank-you');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page).toHaveTitle(DEFAULT_TITLE);
    expect(await keywords(page)).toBe(defaultKeywords);
  });

  test('a failing SEO call keeps the default tags', async ({ page }) => {
    // The server renders a page with its tags; a page reached in the browser asks for them.
    await gotoHydrated(page, '/thank-you');
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await page.route('**/api/Seo/GetSeoDataByName*', (route) => route.fulfill({ status: 500, body: '{}' }));
    const failed = page.waitForResponse('**/api/Seo/GetSeoDataByName?pageName=ContactUs');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    expect((await failed).status()).toBe(500);
    await expect(page).toHaveTitle(DEFAULT_TITLE);
  });
});
