import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../../apps/site/src/app/public-pages';
import { reactHoldsRoot } from '../support/hydration';

/**
 * Public pages arrive rendered — their text, links, images and tags are in the HTML the server
 * sends — and the browser takes them over (hydration) without React finding anything to correct.
 */

/** Every public route of the table (docs/product.md §1.2) that the server renders, with a feed at its own address. */
const PUBLIC_ROUTES = [...PUBLIC_PAGES, '/feed-detail/1'];

/** What React reports when the server's HTML and the browser's first render differ (production codes too). */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

/** Every image of the page that is on screen or eagerly loaded has loaded. */
async function expectImagesLoaded(page: Page) {
  const broken = await page
    .locator('main img[loading="eager"], header img, main img[fetchpriority="high"]')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => !image.complete || image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    );
  expect(broken).toEqual([]);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages show their text, navigation links and images', async ({ page }) => {
    for (const [path, heading] of [
      ['/', 'One Power Router for Every Source and Every Load'],
      ['/news-events', 'News & Events'],
      ['/careers', 'Careers'],
      ['/power-router-technology', "The World's First Multi-port Solid-State Transformer"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('main h1').first(), path).toHaveText(heading);
      const footer = page.getByRole('navigation', { name: 'Footer' });
      await expect(footer.getByRole('link', { name: 'About Us' }), path).toHaveAttribute('href', '/about-us');
      await expect(footer.getByRole('link', { name: 'Contact Us' }), path).toHaveAttribute(
        'href',
        '/contact-us',
      );
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }),
      ).toBeAttached();
      await expectImagesLoaded(page);
    }
    // The news: the featured item with its Read More link, which leads to the feed's page.
    await page.goto('/news-events');
    const readMore = page.getByRole('link', { name: /^Read More/ }).first();
    await expect(readMore).toBeVisible();
    await readMore.click();
    await expect(page).toHaveURL(/\/(News|Article|PressRelease)\/[a-z0-9-]+\/\d+$/);
    await expect(page.locator('main h1')).toBeVisible();
    await expectImagesLoaded(page);
  });

  test("the header's Solutions and Company menus open under the pointer and the keyboard", async ({
    page,
  }) => {
    await page.goto('/about-us');
    const main = page.getByRole('navigation', { name: 'Main' });
    const solutions = main.getByRole('link', { name: 'Datacenters' });
    await expect(solutions).toBeHidden();
    await main.getByRole('button', { name: 'Solutions' }).hover();
    await expect(solutions).toBeVisible();
    // Down across the gap between the button and its menu, then on to the link.
    await solutions.hover();
    await solutions.click();
    await expect(page).toHaveURL(/\/power-router-for-data-centers$/);
    await expect(page.locator('main h1')).toBeVisible();

    await page.mouse.move(0, 600);
    const company = main.getByRole('button', { name: 'Company' });
    await company.focus();
    await page.keyboard.press('Tab');
    const aboutUs = main.getByRole('link', { name: 'About Us' });
    await expect(aboutUs).toBeFocused();
    await expect(aboutUs).toBeVisible();
  });

  test('the menu button that needs a script is not offered on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact Us' }),
    ).toBeVisible();
  });

  test('blocks that fade in with a script are shown', async ({ page }) => {
    await page.goto('/about-us');
    const block = page.locator('.fade-block__text').first();
    await expect(block).toBeVisible();
    expect(await block.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('forms say that they need JavaScript', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    await expect(page.locator('main').getByRole('note')).toContainText('This form needs JavaScript');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page.locator('footer').getByRole('note')).toContainText('Subscribing needs JavaScript');
  });
});

test.describe('the HTML the server sends', () => {
  test('carries each page’s tags: title, description, canonical link and Open Graph', async ({
    request,
    baseURL,
  }) => {
    for (const [path, title] of [
      ['/', 'Ohmstead Power | Solid-State Power Routers for Datacenters, Microgrids and EV Charging'],
      ['/contact-us', 'Contact Us | Ohmstead Power'],
      ['/power-router-technology', 'Power Router Technology | Ohmstead Power'],
      ['/privacy-notice', 'Website Privacy Policy | Ohmstead Power'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      expect(html, path).toContain(`<meta property="og:title" content="${title.replace(/&/g, '&amp;')}"`);
      expect(html, path).toMatch(/<meta property="og:image" content="http[^"]+\.(jpg|png|svg)"/);
      // Nothing of the admin area comes with a public page.
      expect(html, path).not.toMatch(/AdminRoutes|admin-screens/);
    }
  });

  test('sends a feed at its own address with its own tags; no such feed is a 404 page', async ({
    request,
  }) => {
    const moved = await request.get('/feed-detail/1', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    const address = moved.headers().location!;
    expect(address).toMatch(/^\/(News|Article|PressRelease)\/[a-z0-9-]+\/1$/);
    const html = await (await request.get(address)).text();
    expect(html).toMatch(/<meta property="og:type" content="article"/);
    expect(html).toMatch(/<h1 class="feed-detail__heading">[^<]+<\/h1>/);

    const missing = await request.get('/feed-detail/999999');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('No Feed found.');
  });

  test('redirects unknown addresses Home and leaves the admin area to the browser', async ({ request }) => {
    const unknown = await request.get('/no-such-page', { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe('/');
    const admin = await (await request.get('/admin/executive-dashboard')).text();
    expect(admin).toContain('<div id="root"><!--page-html-->');
  });
});

test.describe('hydration', () => {
  test('takes over every public page without a mismatch', async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text()))
        problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect.poll(() => reactHoldsRoot(page), { message: path }).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  test('fetches the application only after the page has been shown', async ({ page }) => {
    for (const path of ['/', '/contact-us', '/news-events']) {
      await page.goto(path);
      await expect.poll(() => reactHoldsRoot(page), { message: path }).toBe(true);
      const { painted, scripts } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/static\/.*\.js$/.test(entry.name))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(painted, path).toBeGreaterThan(0);
      // Before the paint: the entry and the small chunk it imports; the application after it.
      const early = scripts.filter((script) => script.startTime < painted).map((script) => script.name);
      expect(
        early.every((name) => /\/static\/(index|entry-shared)-/.test(name)),
        `${path}: ${early}`,
      ).toBe(true);
      expect(
        scripts.some((script) => /\/static\/shell-/.test(script.name) && script.startTime >= painted),
      ).toBe(true);
    }
  });

  test('a form works once the page is taken over', async ({ page }) => {
    await page.goto('/contact-us');
    const firstName = page.getByLabel('First Name');
    await firstName.fill('Ada');
    await expect(firstName).toHaveValue('Ada');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
  });
});
