import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type FeedItem, type FeedListResponse, feedPath } from '../../packages/contracts/src/feeds';
import { blockingViolations } from '../support/axe';
import { FULL_BROWSER } from '../support/browsers';
import { gotoHydrated } from '../support/hydration';

/**
 * docs/product.md §2.2 against the real server and its demo content: the news landing and list, feed detail by
 * both address forms with the rewrite, the PDF actions, the resources lists, and axe on each screen.
 * Every expectation about content is read from the API first, so the test holds for any demo content.
 */
async function allItems(request: APIRequestContext, path: string): Promise<FeedListResponse> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await request.get(`/api/${path}${separator}pageNum=1&pageSize=50`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as FeedListResponse;
}

const pagesOf = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, index * size + size),
  );

const listHeadings = (page: Page) => page.locator('.news-list__items h2');

test.describe('news and events', () => {
  test('the landing shows one item at a time and the arrows go through every item', async ({
    page,
    request,
  }) => {
    const { feeds, totalFeeds } = await allItems(request, 'Feed/GetAllFeedUser');
    expect(totalFeeds).toBeGreaterThan(1);
    // The first item comes with the page (rendered on the server); the arrows ask for the next.
    await gotoHydrated(page, '/news-events');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent' });
    for (const [index, item] of feeds.entries()) {
      await expect(recent.locator('.featured-feed__heading')).toHaveText(
        item.heading.length > 100 ? new RegExp(`^${escape(item.heading.slice(0, 60))}`) : item.heading,
      );
      await expect(recent.getByText(`${index + 1} of ${totalFeeds}`)).toBeVisible();
      if (index < feeds.length - 1) await recent.getByRole('button', { name: 'Next news item' }).click();
    }
    await expect(recent.getByRole('button', { name: 'Next news item' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: '$20M Funding in the News' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Social media' }).getByRole('heading', { name: 'LinkedIn' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'View all news' }).click();
    await expect(page).toHaveURL(/\/news-events\/page_1$/);
  });

  test('the list pages through every item, three at a time', async ({ page, request }) => {
    const { feeds, totalFeeds } = await allItems(request, 'Feed/GetAllFeedUser');
    const pages = pagesOf(feeds, 3);
    expect(pages.length).toBe(Math.ceil(totalFeeds / 3));
    await gotoHydrated(page, '/news-events/page_1');
    for (const [index, items] of pages.entries()) {
      await expect(page).toHaveURL(new RegExp(`/news-events/page_${index + 1}$`));
      await expect(listHeadings(page)).toHaveText(items.map((item) => item.heading));
      const pagination = page.getByRole('navigation', { name: 'News and events pages' });
      await expect(pagination.locator('[aria-current="page"]')).toHaveText(`Page ${index + 1}`);
      if (index < pages.length - 1) await pagination.getByRole('link', { name: 'Next' }).click();
    }
    await page
      .getByRole('navigation', { name: 'News and events pages' })
      .getByRole('link', { name: 'Page 1' })
      .click();
    await expect(listHeadings(page)).toHaveText(pages[0]!.map((item) => item.heading));
    await page
      .getByRole('link', { name: /Read More/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${feedPath(pages[0]![0]!)}$`));
  });

  test('a page that is not page_{number} is page 1', async ({ page, request }) => {
    const { feeds } = await allItems(request, 'Feed/GetAllFeedUser');
    await gotoHydrated(page, '/news-events/page_abc');
    await expect(listHeadings(page)).toHaveText(feeds.slice(0, 3).map((item) => item.heading));
  });

  test('the social panel shows the courtesy video, a YouTube item and LinkedIn posts', async ({ page }) => {
    await page.route(/youtube\.com|ytimg\.com/, (route) => route.abort());
    await gotoHydrated(page, '/news-events');
    const panel = page.getByRole('complementary', { name: 'Social media' });
    await expect(panel.getByText('Mar 18, 2025')).toBeVisible();
    await panel.getByRole('button', { name: /Play video: Power Router live demo/ }).click();
    await expect(panel.locator('video')).toHaveAttribute('controls', '');
    const play = panel.getByRole('button', { name: /Play video:/ });
    if (await play.count()) {
      await play.click();
      // Offline YouTube: the thumbnail stays with a link to the video, and no error.
      await expect(panel.getByRole('link', { name: /Watch on YouTube/ })).toBeVisible();
    }
    const posts = panel.getByRole('region', { name: 'LinkedIn' }).getByRole('link');
    expect(await posts.count()).toBeLessThanOrEqual(4);
  });
});

test.describe('feed detail', () => {
  test('/feed-detail/{id} is rewritten to /{feedType}/{slug}/{id}', async ({ page, request }) => {
    const item = (await allItems(request, 'Feed/GetAllFeedUser')).feeds[0]!;
    await gotoHydrated(page, '/news-events');
    await gotoHydrated(page, `/feed-detail/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${feedPath(item)}$`));
    await expect(page).toHaveTitle(item.heading);
    // replace, not push: Back leaves the detail page altogether.
    await page.goBack();
    await expect(page).toHaveURL(/\/news-events$/);
  });

  test('/{feedType}/{slug}/{id} with an outdated slug is rewritten too', async ({ page, request }) => {
    const item = (await allItems(request, 'Feed/GetAllCaseStudy?feedType=CaseStudies')).feeds[0]!;
    await gotoHydrated(page, `/${item.feedType}/old-slug/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${feedPath(item)}$`));
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
  });

  test(
    'View opens the PDF in a new tab and Download saves it as {heading}.pdf',
    { tag: FULL_BROWSER },
    async ({ page, request }) => {
      const { feeds } = await allItems(request, 'Feed/GetAllFeedUser');
      const item = feeds.find(
        (feed: FeedItem) =>
          feed.feedType !== 'News' && feed.feedMedia.some((media) => media.mediaType === 'Pdf'),
      );
      expect(item, 'a demo article or press release with a PDF').toBeTruthy();
      await gotoHydrated(page, feedPath(item!));
      await expect(page.getByRole('heading', { level: 1, name: item!.heading })).toBeVisible();

      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: /View/ }).click(),
      ]);
      await expect.poll(() => popup.url()).toMatch(/\.pdf$/);
      const pdf = await request.get(popup.url());
      expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
      await popup.close();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /Download/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(download.suggestedFilename().replace(/\.pdf$/, '')).toBe(
        item!.heading
          .replace(/[\\/:*?"<>|]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 4).toString('latin1')).toBe('%PDF');
    },
  );

  test('an unknown id shows No Feed found. with a way back', async ({ page }) => {
    await gotoHydrated(page, '/feed-detail/987654321');
    await expect(page.getByText('No Feed found.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to News & Events' }).click();
    await expect(page).toHaveURL(/\/news-events$/);
  });
});

test.describe('resources', () => {
  for (const [type, section] of [
    ['CaseStudyElectrification', 'Electrification'],
    ['CaseStudyDataCenters', 'Datacenter'],
  ] as const) {
    test(`the ${section} list pages through every case study`, async ({ page, request }) => {
      const { feeds } = await allItems(request, `Feed/GetAllCaseStudy?feedType=${type}`);
      const pages = pagesOf(feeds, 3);
      await gotoHydrated(page, '/resources');
      const region = page.getByRole('region', { name: section, exact: true });
      for (const [index, items] of pages.entries()) {
        await expect(region.locator('h3')).toHaveText(items.map((item) => item.heading));
        if (index < pages.length - 1) {
          await region.getByRole('navigation').getByRole('link', { name: 'Next' }).click();
          const e = section === 'Electrification' ? index + 2 : 1;
          const d = section === 'Datacenter' ? index + 2 : 1;
          await expect(page).toHaveURL(
            new RegExp(`/resources/electrification/page_${e}/datacenter/page_${d}$`),
          );
        }
      }
    });
  }

  test('the featured panel moves through the case studies and the dropdowns link the PDFs', async ({
    page,
    request,
  }) => {
    const { feeds } = await allItems(request, 'Feed/GetAllCaseStudy?feedType=CaseStudies');
    await gotoHydrated(page, '/resources');
    const featured = page.getByRole('region', { name: 'Featured Case Studies' });
    await expect(featured.locator('.featured-feed__heading')).toHaveText(feeds[0]!.heading);
    await featured.getByRole('button', { name: 'Next case study' }).click();
    await expect(featured.locator('.featured-feed__heading')).toHaveText(feeds[1]!.heading);
    const electrification = page.getByRole('region', { name: 'Electrification', exact: true });
    await electrification.getByRole('button', { name: 'Spec Sheet' }).click();
    const link = electrification.getByRole('link', { name: /Building Electrification Spec Sheet/ });
    await expect(link).toHaveAttribute('href', '/assets/documents/spec-sheet-building-electrification.pdf');
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
  });
});

test.describe('accessibility of the content areas', () => {
  test('/news-events has no serious or critical axe violations', async ({ page }) => {
    await gotoHydrated(page, '/news-events');
    await expect(page.locator('.featured-feed__heading')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'LinkedIn' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // A still strip: axe's colour checks of moving logos are slow and depend on where they are.
    await page.getByRole('button', { name: 'Pause the logos' }).click();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('a feed detail page has no serious or critical axe violations', async ({ page, request }) => {
    const item = (await allItems(request, 'Feed/GetAllFeedUser')).feeds[0]!;
    await gotoHydrated(page, feedPath(item));
    await expect(page.getByRole('heading', { level: 1, name: item.heading })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('/resources has no serious or critical axe violations', async ({ page }) => {
    await gotoHydrated(page, '/resources');
    await expect(page.locator('.case-studies h3').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
