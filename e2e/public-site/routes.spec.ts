import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../../apps/site/src/app/public-pages';
import { gotoHydrated } from '../support/hydration';

/** Every path of the route table (docs/product.md §1.2) that this document's pages and later issues own. */
const routes = [...PUBLIC_PAGES, '/login'];

test.describe('route table', () => {
  for (const route of routes) {
    test(`${route} renders a page with a heading`, async ({ page }) => {
      const response = await gotoHydrated(page, route);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(route);
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  }

  // A feed detail rewrites its own address to {feedType}/{slug}/{id} once the feed has loaded (docs/product.md §2.2).
  for (const route of ['/feed-detail/1', '/News/first-news/1']) {
    test(`${route} renders the feed and rewrites the address`, async ({ page }) => {
      const response = await gotoHydrated(page, route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page).toHaveURL(
        /\/(News|Article|PressRelease|CaseStudyElectrification|CaseStudyDataCenters)\/[a-z0-9-]+\/1$/,
      );
    });
  }

  for (const unknown of ['/no-such-page', '/about-us/team', '/a/b/c/d']) {
    test(`an unknown path (${unknown}) redirects to Home`, async ({ page }) => {
      await gotoHydrated(page, unknown);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(page.getByRole('heading', { name: 'Lower Risk' })).toBeAttached();
    });
  }

  test('a feed path with an unknown feed type redirects to Home', async ({ page }) => {
    // {feedType}/{slug}/{feedId} exists only for the five feed types of docs/product.md §1.2.
    await gotoHydrated(page, '/NotAFeedType/some-slug/1');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('/index and /home redirect to Home', async ({ page }) => {
    for (const path of ['/index', '/home']) {
      await gotoHydrated(page, path);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    }
  });
});

test.describe('scrolling', () => {
  test('every navigation scrolls to the top', async ({ page }) => {
    await gotoHydrated(page, '/');
    for (const link of ['Contact Us', 'Technology']) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('/about-us#our-team scrolls to the team section', async ({ page }) => {
    await gotoHydrated(page, '/about-us#our-team');
    await expect(page.locator('#our-team')).toBeInViewport();
  });

  test('the Our Team menu link scrolls to the team section', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Company' }).click();
    await menu.getByRole('link', { name: 'Our Team' }).click();
    await expect(page).toHaveURL(/\/about-us#our-team$/);
    await expect(page.locator('#our-team')).toBeInViewport();
  });
});
