import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { socialItemMessages } from '../../packages/contracts/src/social-items';
import { query } from '../support/database';
import { signIn } from './session';

/**
 * YouTube videos and funding logos are edited on their admin pages, not only seeded. A news editor adds a
 * video and a logo, orders them with the keyboard, a visitor sees them on /news-events in that order,
 * and the editor deletes one; a link that is a script, a frame of another site or `javascript:` is
 * refused with a clear message, in the form and by the server.
 */

/** An 8×8 teal PNG: real image bytes, as the server sniffs the content and the browser draws it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQX9GCFTEMLQkAPGhSwSDUJoYAAAAASUVORK5CYII=',
  'base64',
);

/** An 11-character video id no other test uses. */
const videoId = () => randomBytes(8).toString('base64url').slice(0, 11);
const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

async function bearerToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('user-data'));
  const token = stored ? (JSON.parse(stored) as { token?: unknown }).token : undefined;
  if (typeof token !== 'string') throw new Error('No token stored after signing in');
  return token;
}

async function addVideo(page: Page, heading: string, link: string) {
  await page.getByRole('button', { name: 'Add video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a YouTube video' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(heading);
  await dialog.getByRole('textbox', { name: 'YouTube link' }).fill(link);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The item has been created.' })).toBeVisible();
}

async function addLogo(page: Page, heading: string, link: string) {
  await page.getByRole('button', { name: 'Add logo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a funding logo' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(heading);
  await dialog.getByRole('textbox', { name: 'Article address' }).fill(link);
  await dialog.getByLabel('Image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The item has been created.' })).toBeVisible();
}

/** Moves an item with the keyboard: its button has the focus, Enter presses it; the focus stays on it. */
async function moveWithKeyboard(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /is now number \d+ of \d+\./ })).toBeVisible();
}

const rowHeadings = (page: Page) => page.getByRole('table').getByRole('rowheader');

test.describe('social items and logos', () => {
  const created: string[] = [];
  let token: string | undefined;

  // A failed run must not leave its items on the shared server's news page.
  test.afterEach(async ({ page }) => {
    if (!token || created.length === 0) return;
    const rows = await query<{ id: number }>('SELECT id FROM social_items WHERE heading = ANY($1)', [
      created,
    ]);
    for (const { id } of rows)
      await page.request.delete(`/api/Feed/DeleteSocialItem?id=${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    created.length = 0;
  });

  test('an editor adds a video and two logos, orders them, a visitor sees that order, the editor deletes one', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'newseditor');
    token = await bearerToken(page);

    // Two videos: the newer comes first; moved with the keyboard, the older one is first again.
    const firstVideo = unique('E2E video A');
    const secondVideo = unique('E2E video B');
    created.push(firstVideo, secondVideo);
    await page.goto('/admin/all-feeds');
    await page
      .getByRole('navigation', { name: 'News & Events sections' })
      .getByRole('link', { name: 'YouTube videos' })
      .click();
    await expect(page).toHaveURL(/\/admin\/all-feeds\/youtube$/);
    const idA = videoId();
    await addVideo(page, firstVideo, `https://www.youtube.com/watch?v=${idA}&t=12s`);
    await addVideo(page, secondVideo, `https://youtu.be/${videoId()}?si=share`);
    await expect(rowHeadings(page).nth(0)).toHaveText(secondVideo);
    await expect(rowHeadings(page).nth(1)).toHaveText(firstVideo);
    await moveWithKeyboard(page, `Move ${firstVideo} up`);
    await expect(rowHeadings(page).nth(0)).toHaveText(firstVideo);
    await expect(page.getByRole('button', { name: `Move ${firstVideo} down` })).toBeFocused();
    const stored = await query<{ video_id: string; description: string }>(
      'SELECT video_id, description FROM social_items WHERE heading = $1',
      [firstVideo],
    );
    expect(stored).toEqual([{ video_id: idA, description: `https://www.youtube.com/watch?v=${idA}` }]);

    // Two logos, the same way: the first added is moved in front of the second.
    const firstLogo = unique('E2E Ledger');
    const secondLogo = unique('E2E Courier');
    created.push(firstLogo, secondLogo);
    await page.goto('/admin/all-feeds/logos');
    await addLogo(page, firstLogo, 'https://press.example.com/e2e/first');
    await addLogo(page, secondLogo, 'https://press.example.com/e2e/second');
    await expect(rowHeadings(page).nth(0)).toHaveText(secondLogo);
    await moveWithKeyboard(page, `Move ${firstLogo} up`);
    await expect(rowHeadings(page).nth(0)).toHaveText(firstLogo);
    await expect(rowHeadings(page).nth(1)).toHaveText(secondLogo);

    // A visitor: the first video in the social panel, and the logos at the front of the strip, in order.
    const visitor = await browser.newContext();
    const news = await visitor.newPage();
    await news.route(/youtube\.com|ytimg\.com/, (route) => route.abort());
    await news.goto('/news-events');
    const panel = news.getByRole('complementary', { name: 'Social media' });
    await expect(panel.getByRole('heading', { name: firstVideo })).toBeVisible();
    await expect(panel.getByRole('button', { name: `Play video: ${firstVideo}` })).toBeVisible();
    const logos = news.locator('.logo-marquee__list:not(.logo-marquee__list--copy) img');
    await expect(logos.nth(0)).toHaveAttribute('alt', firstLogo);
    await expect(logos.nth(1)).toHaveAttribute('alt', secondLogo);
    await expect(news.getByRole('link', { name: new RegExp(firstLogo) })).toHaveAttribute(
      'href',
      'https://press.example.com/e2e/first',
    );
    const image = await news.request.get(
      await logos
        .nth(0)
        .getAttribute('src')
        .then((src) => src!),
    );
    expect(image.headers()['content-type']).toBe('image/png');

    // The editor deletes the second logo, after the confirmation that names it.
    await page.getByRole('button', { name: `Delete ${secondLogo}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
    await expect(confirm).toContainText(secondLogo);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The item has been deleted.' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: secondLogo })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add logo' })).toBeFocused();
    created.splice(created.indexOf(secondLogo), 1);

    await news.reload();
    await expect(logos.nth(0)).toHaveAttribute('alt', firstLogo);
    await expect(news.locator(`img[alt="${secondLogo}"]`)).toHaveCount(0);
    await visitor.close();
  });

  test('a script, a frame of another site or javascript: is refused with a clear message', async ({
    page,
  }) => {
    await signIn(page, 'newseditor');
    const headers = { Authorization: `Bearer ${await bearerToken(page)}` };
    await page.goto('/admin/all-feeds/youtube');
    await page.getByRole('button', { name: 'Add video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a YouTube video' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Not a video');
    const link = dialog.getByRole('textbox', { name: 'YouTube link' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Feed/CreateSocialItem')) requests.push(request.url());
    });

    await link.fill('<iframe src="https://evil.example/embed/abcdefghijk"></iframe>');
    await add.click();
    await expect(dialog.getByText(socialItemMessages.youtubeMarkup)).toBeVisible();
    await link.fill('<script src="https://evil.example/x.js"></script>');
    await add.click();
    await expect(dialog.getByText(socialItemMessages.youtubeMarkup)).toBeVisible();
    await link.fill('javascript:alert(document.cookie)');
    await add.click();
    await expect(dialog.getByText(socialItemMessages.youtubeInvalid)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/admin/all-feeds/logos');
    await page.getByRole('button', { name: 'Add logo' }).click();
    const logo = page.getByRole('dialog', { name: 'Add a funding logo' });
    await logo.getByRole('textbox', { name: 'Title' }).fill('Not a logo');
    await logo.getByRole('textbox', { name: 'Article address' }).fill('javascript:alert(1)');
    await logo.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(logo.getByText(socialItemMessages.linkInvalid)).toBeVisible();
    expect(requests).toEqual([]);

    // Past the browser, the server says the same.
    for (const [kind, value, message] of [
      ['Youtube', '<script src="https://evil.example/x.js"></script>', socialItemMessages.youtubeMarkup],
      ['ExternalLink', '<iframe src="https://evil.example"></iframe>', socialItemMessages.markupRefused],
      ['LinkedIn', 'javascript:alert(1)', socialItemMessages.linkedInInvalid],
    ] as const) {
      const answer = await page.request.post('/api/Feed/CreateSocialItem', {
        headers,
        multipart: { kind, heading: 'Refused', link: value },
      });
      expect(answer.status(), value).toBe(400);
      expect((await answer.json()).message).toBe(message);
    }
    expect(
      await query('SELECT id FROM social_items WHERE heading IN ($1, $2, $3)', [
        'Refused',
        'Not a video',
        'Not a logo',
      ]),
    ).toEqual([]);
  });
});
