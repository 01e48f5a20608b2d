import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydration';

/** The hrefs of the links with this accessible name, as the page writes them. */
async function hrefsOf(page: Page, name: string | RegExp): Promise<string[]> {
  const links = page.getByRole('link', { name });
  await expect(links.first()).toBeAttached();
  return links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href') ?? ''));
}

/** Brochures and spec sheets are PDFs that open in a new tab (docs/product.md §1.1, product pages). */
async function expectPdfLinksInNewTab(page: Page) {
  const pdfLinks = page.locator('main a[href$=".pdf"]');
  await expect(pdfLinks.first()).toBeAttached();
  for (const link of await pdfLinks.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
}

test.describe('Home', () => {
  test('shows the slider, the solution sections and their Learn More links', async ({ page }) => {
    await gotoHydrated(page, '/');
    for (const slide of ['Lower Risk', 'Lower Cost', 'Lower Complexity']) {
      await expect(page.getByRole('heading', { name: slide })).toBeAttached();
    }
    for (const section of [
      'Vehicle Electrification Solutions',
      'Building Electrification Solutions',
      'Datacenters Solutions',
    ]) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    const learnMore = await hrefsOf(page, 'Learn More');
    expect(learnMore).toEqual(
      expect.arrayContaining([
        '/power-router-for-vehicle-electrification',
        '/power-router-for-building-electrification',
        '/power-router-for-data-centers',
      ]),
    );
    await expectPdfLinksInNewTab(page);
  });

  test('each Learn More link leads to its solution page', async ({ page }) => {
    const targets = [
      '/power-router-for-vehicle-electrification',
      '/power-router-for-building-electrification',
      '/power-router-for-data-centers',
    ];
    for (const target of targets) {
      await gotoHydrated(page, '/');
      await page.locator(`main a[href="${target}"]`, { hasText: 'Learn More' }).first().click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator('main h1').first()).toBeVisible();
    }
  });
});

test.describe('About Us', () => {
  test("'Get in Touch' and the floating contact button lead to /contact-us", async ({ page }) => {
    await gotoHydrated(page, '/about-us');
    const getInTouch = page.getByRole('link', { name: 'Get in Touch' });
    await expect(getInTouch.first()).toHaveAttribute('href', '/contact-us');
    const contactLinks = await page.locator('main a[href="/contact-us"]').count();
    // The hero's 'Get in Touch' plus the floating contact button.
    expect(contactLinks).toBeGreaterThanOrEqual(2);
    await getInTouch.first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('shows the Executive Team and the Board of Advisors', async ({ page }) => {
    await gotoHydrated(page, '/about-us');
    await expect(page.getByRole('heading', { name: /Executive Team/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Board of Advisors/i })).toBeAttached();
  });
});

test.describe('product pages', () => {
  test('Power Router technology has its title', async ({ page }) => {
    await gotoHydrated(page, '/power-router-technology');
    await expect(
      page.getByRole('heading', { name: /The World['’]s First Multi-port Solid-State Transformer/ }),
    ).toBeVisible();
  });

  test('vehicle electrification links its brochure and spec sheet', async ({ page }) => {
    await gotoHydrated(page, '/power-router-for-vehicle-electrification');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectPdfLinksInNewTab(page);
  });

  test("building electrification links its documents and has 'Secure Your Energy Future'", async ({
    page,
  }) => {
    await gotoHydrated(page, '/power-router-for-building-electrification');
    await expect(page.getByRole('heading', { name: 'Secure Your Energy Future' })).toBeAttached();
    await expectPdfLinksInNewTab(page);
  });

  test('datacenter solutions shows Power Bridge, Power Blade and Power Router', async ({ page }) => {
    await gotoHydrated(page, '/power-router-for-data-centers');
    for (const product of ['Power Bridge', 'Power Blade', 'Power Router']) {
      await expect(page.getByRole('heading', { name: product }).first()).toBeAttached();
    }
    await expectPdfLinksInNewTab(page);
  });
});

test.describe('Contact', () => {
  test('shows the heading, the address, the mailbox and every field of the form', async ({ page }) => {
    await gotoHydrated(page, '/contact-us');
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    await expect(page.locator('main')).toContainText('NC');
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
    const form = page.locator('main form');
    for (const label of [/^First Name/, /^Last Name/, /^Company/, /^Phone/, /^Title/, /^Email/]) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await expect(form.getByLabel('How can we help?')).toBeVisible();
    await expect(
      form.getByLabel('I authorize the use of my provided contact information for communication purposes.'),
    ).toBeAttached();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();
  });
});

test.describe('Thank-you', () => {
  test('shows the spec texts and a way back home', async ({ page }) => {
    await gotoHydrated(page, '/thank-you');
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText('Your submission has been received successfully.')).toBeVisible();
    await expect(
      page.getByText(
        'Thank you for contacting us! We have received your message and will get back to you shortly.',
      ),
    ).toBeVisible();
    const back = page.locator('main').getByRole('link', { name: 'Back to Home' });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('legal pages', () => {
  const pages = [
    { path: '/responsible-ai-policy', title: 'Responsible AI Policy', updated: 'January 13, 2025' },
    { path: '/acceptable-use-policy', title: 'Acceptable Use Policy', updated: 'February 15, 2025' },
    { path: '/site-terms', title: 'Site Terms', updated: 'March 13, 2025' },
    { path: '/privacy-notice', title: 'Website Privacy Policy', updated: 'March 13, 2025' },
  ];
  for (const legal of pages) {
    test(`${legal.title} shows its last-updated date`, async ({ page }) => {
      await gotoHydrated(page, legal.path);
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      await expect(page.locator('main')).toContainText(legal.updated);
    });
  }

  test('the site terms cap liability at $100 under North Carolina law and Wake County courts', async ({
    page,
  }) => {
    await gotoHydrated(page, '/site-terms');
    const main = page.locator('main');
    await expect(main).toContainText('$100');
    await expect(main).toContainText('North Carolina');
    await expect(main).toContainText('Wake County');
  });
});

test.describe('footer', () => {
  test('has the copyright of the current year and the social links', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    await expect(footer).toContainText(new RegExp(`©\\s*${new Date().getFullYear()}`));
    await expect(footer.locator('a[href*="youtube.com"]').first()).toBeAttached();
    await expect(footer.locator('a[href*="linkedin.com"]').first()).toBeAttached();
  });
});
