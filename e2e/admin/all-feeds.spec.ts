import { expect, type Page, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { searchAdminList } from './admin-list';
import { signIn, visibleMenu } from './session';

/**
 * News & Events (/admin/all-feeds) as a news editor (docs/product.md §3.6): a News item written with the rich-text
 * editor, an image and a PDF, published now, is the newest item on the public news pages and has its
 * own detail page; then it is deleted. The news editor's role reaches no further (Job Applications).
 */

/** An 8×8 teal PNG: real image bytes, as the server sniffs the content and the browser draws it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQX9GCFTEMLQkAPGhSwSDUJoYAAAAASUVORK5CYII=',
  'base64',
);

/** The smallest well-formed one-page PDF. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

async function bearerToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('user-data'));
  const token = stored ? (JSON.parse(stored) as { token?: unknown }).token : undefined;
  if (typeof token !== 'string') throw new Error('No token stored after signing in');
  return token;
}

test.describe('News & Events admin', () => {
  let createdId: number | undefined;
  let token: string | undefined;

  // A failed run must not leave its item on the shared server's news pages.
  test.afterEach(async ({ page }) => {
    if (createdId === undefined || !token) return;
    await page.request.delete(`/api/Feed/DeleteFeed?id=${createdId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    createdId = undefined;
  });

  test('a news editor publishes a News item with an image and a PDF, sees it on the site, and deletes it', async ({
    page,
  }) => {
    const heading = `E2E news ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await signIn(page, 'newseditor');
    token = await bearerToken(page);
    await page.goto('/admin/all-feeds');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();

    // The form: type, heading, a description with bold words made with the toolbar, publish time now.
    await page.getByRole('button', { name: 'Create feed' }).click();
    await expect(page.getByRole('heading', { name: 'Create a feed' })).toBeFocused();
    await page.getByRole('combobox', { name: 'Feed type' }).selectOption({ label: 'In the News' });
    await page.getByRole('textbox', { name: 'Heading' }).fill(heading);
    const editor = page.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.type('Launch day with bold words');
    for (let i = 0; i < 'bold words'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    const bold = page.getByRole('button', { name: 'Bold', exact: true });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    // The toolbar hands the focus back to the text: keys pressed before that would go to the button.
    await expect(editor).toBeFocused();
    // Typing on at the end of bold text stays bold, as in any editor: Ctrl+B ends it.
    await page.keyboard.press('End');
    // The editor learns of the caret's move from the browser's selectionchange event, a task later: a key
    // pressed before that acts on the old selection (Ctrl+B unbolds the words, typing replaces them).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.keyboard.press('Control+B');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type(' inside.');
    await expect(editor.locator('strong')).toHaveText('bold words');
    await expect(page.getByRole('textbox', { name: 'Publish date and time' })).not.toHaveValue('');

    const created = page.waitForResponse('**/api/Feed/CreateFeed');
    await page.getByRole('button', { name: 'Save' }).click();
    const answer = (await (await created).json()) as { id: number };
    createdId = answer.id;
    await expect(page.getByText('The feed has been created.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit feed' })).toBeVisible();

    // The image (the default one) and the PDF.
    const file = page.getByLabel('Image or PDF file');
    await file.setInputFiles({ name: 'e2e-photo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('checkbox', { name: /Default image/ })).toBeChecked();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('e2e-photo.png was uploaded.')).toBeVisible();
    await file.setInputFiles({ name: 'e2e-brochure.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('e2e-brochure.pdf was uploaded.')).toBeVisible();
    const files = page.getByRole('list', { name: 'Files of this feed' });
    await expect(files.getByRole('listitem')).toHaveCount(2);
    await expect(files.getByRole('listitem').filter({ hasText: 'e2e-photo' })).toContainText('Default image');

    // Back in the list: published, two files.
    await page.getByRole('button', { name: 'Back to the list' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: heading }) });
    await expect(row).toContainText('Published');
    await expect(row).toContainText('2 files');

    // The list of all news and events: the first (newest) card, with the bold words.
    await page.goto('/news-events/page_1');
    const firstCard = page.getByRole('region', { name: 'News and events' }).getByRole('article').first();
    await expect(firstCard.getByRole('heading')).toHaveText(heading);
    await expect(firstCard.locator('strong')).toHaveText('bold words');

    // The landing: the first featured item.
    await page.goto('/news-events');
    const featured = page.getByRole('article').filter({ has: page.getByRole('heading', { name: heading }) });
    await expect(featured.first()).toBeVisible();

    // The detail page: heading, bold words and the image (no PDF actions for News).
    await page.goto(`/feed-detail/${createdId}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/News/[a-z0-9-]+/${createdId}$`));
    await expect(page.locator('.feed-detail__description strong')).toHaveText('bold words');
    const image = page.getByRole('img', { name: heading });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /e2e-photo/);

    // Delete, after the confirmation that names it.
    await page.goto('/admin/all-feeds');
    await searchAdminList(page, heading, [heading]);
    await page.getByRole('button', { name: `Delete ${heading}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this feed?' });
    await expect(dialog).toContainText(heading);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The feed has been deleted.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: heading })).toHaveCount(0);
    const gone = await page.request.get(`/api/Feed/GetFeedById?id=${createdId}`);
    expect(gone.status()).toBe(404);
    createdId = undefined;
  });

  test('a news editor has no Job Applications: not in the menu, refused by the guard and by the server', async ({
    page,
  }) => {
    await signIn(page, 'newseditor');
    await page.goto('/admin/all-feeds');
    const menu = await visibleMenu(page);
    expect(menu).toContainEqual(['Feed', 'News & Events']);
    expect(menu.map(([, item]) => item)).not.toContain('Job Applications');

    await page.goto('/admin/job-applications');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this page.' }),
    ).toBeVisible();

    const response = await page.request.get('/api/JobApply/GetAllJobApplications', {
      headers: { Authorization: `Bearer ${await bearerToken(page)}` },
    });
    expect(response.status()).toBe(403);
  });

  test('the list and the form have no serious accessibility findings', async ({ page }) => {
    await signIn(page, 'newseditor');
    await page.goto('/admin/all-feeds');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create feed' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A heading is required')).toBeVisible();
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByRole('textbox', { name: /Link address/ })).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
