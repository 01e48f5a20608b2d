import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { can, type Capability, ROLES } from '../../packages/contracts/src/roles';
import { blockingViolations } from '../support/axe';
import { signIn } from './session';

/**
 * User Management, News & Events and its social-item pages on the shared admin table. Each
 * screen opens for the roles docs/product.md §3.6 gives it and is refused (page and data) to the others; the
 * views are filtered on the server and kept in the URL, exported as CSV, and axe finds no serious or
 * critical issue on them.
 */

async function bearerToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('user-data'));
  const token = stored ? (JSON.parse(stored) as { token?: unknown }).token : undefined;
  if (typeof token !== 'string') throw new Error('No token stored after signing in');
  return token;
}

const SCREENS: { path: string; heading: string; caption: string; api: string; capability: Capability }[] = [
  {
    path: '/admin/user-management/users',
    heading: 'User Management',
    caption: 'Every user account, active or not',
    api: '/api/Users/GetAll',
    capability: 'userManagement',
  },
  {
    path: '/admin/all-feeds',
    heading: 'News & Events',
    caption: 'Feeds, published or scheduled',
    api: '/api/Feed/GetAllFeedAdmin',
    capability: 'newsAndEvents',
  },
  {
    path: '/admin/all-feeds/youtube',
    heading: 'YouTube videos',
    caption: 'YouTube videos in their order on the site',
    api: '/api/Feed/GetAllSocialAdmin?kind=Youtube',
    capability: 'newsAndEvents',
  },
  {
    path: '/admin/all-feeds/linkedin',
    heading: 'LinkedIn posts',
    caption: 'LinkedIn posts in their order on the site',
    api: '/api/Feed/GetAllSocialAdmin?kind=LinkedIn',
    capability: 'newsAndEvents',
  },
  {
    path: '/admin/all-feeds/logos',
    heading: 'Funding logos',
    caption: 'Funding logos in their order on the site',
    api: '/api/Feed/GetAllSocialAdmin?kind=ExternalLink',
    capability: 'newsAndEvents',
  },
];

test.describe('admin lists per role', () => {
  for (const role of ROLES) {
    test(`${role}: opens the lists its role allows and is refused the others`, async ({ page }) => {
      await signIn(page, role.toLowerCase());
      const token = await bearerToken(page);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        const allowed = can([role], screen.capability);
        if (allowed) {
          await expect(
            page.getByRole('heading', { level: 1, name: screen.heading }),
            screen.path,
          ).toBeVisible();
          await expect(page.getByRole('table', { name: screen.caption })).toBeVisible();
        } else {
          await expect(
            page.getByRole('heading', { level: 1, name: 'You do not have access to this page.' }),
            screen.path,
          ).toBeVisible();
          await expect(page.getByRole('table')).toHaveCount(0);
        }
        const answer = await page.request.get(screen.api, { headers: { Authorization: `Bearer ${token}` } });
        expect(answer.status(), `${role} ${screen.api}`).toBe(allowed ? 200 : 403);
      }
    });
  }
});

test.describe('User Management list', () => {
  test('filters and sorts on the server, keeps the view in the URL, and exports it as CSV', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/user-management/users');
    const table = page.getByRole('table', { name: 'Every user account, active or not' });
    await expect(table.getByRole('rowheader', { name: 'superadmin' })).toBeVisible();

    const listed = page.waitForResponse((response) => response.url().includes('/api/Users/GetAll?'));
    await page.getByRole('combobox', { name: 'Role' }).selectOption('NewsEditor');
    expect(new URL((await listed).url()).searchParams.get('role')).toBe('NewsEditor');
    await expect(page).toHaveURL(/[?&]role=NewsEditor/);
    await expect(table.getByRole('rowheader', { name: 'newseditor' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'superadmin' })).toHaveCount(0);

    // A linked view opens as it was; a column header sorts on the server.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('NewsEditor');
    await expect(table.getByRole('rowheader', { name: 'newseditor' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Role' }).selectOption('');
    await table.getByRole('button', { name: /User name/ }).click();
    await expect(page).toHaveURL(/sort=userName&dir=desc/);
    await expect(table.getByRole('columnheader', { name: /User name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('users.csv');
    const csv = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\n')[0]).toBe(
      'User name,First name,Last name,Contact,Roles,Status,Created at,Updated at',
    );
    expect(csv).toContain('\nvendor,Val,Okafor,');
    expect(csv).not.toMatch(/scrypt|password/i);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the server refuses a bad view with a clear 400', async ({ page }) => {
    await signIn(page, 'superadmin');
    const headers = { Authorization: `Bearer ${await bearerToken(page)}` };
    const unknownSort = await page.request.get('/api/Users/GetAll?sort=password', { headers });
    expect(unknownSort.status()).toBe(400);
    expect((await unknownSort.json()).message).toBe(
      'Invalid query: sort must be one of: userName, name, status, createdAt',
    );
    const oldName = await page.request.get('/api/Feed/GetAllFeedAdmin?pageNum=1&pageSize=10', { headers });
    expect(oldName.status()).toBe(400);
    expect((await oldName.json()).message).toBe('Invalid query: Unexpected field(s): pageNum');
  });
});

test.describe('accessibility of the admin lists', () => {
  for (const screen of SCREENS.slice(1))
    test(`${screen.path} has no serious or critical axe findings`, async ({ page }) => {
      await signIn(page, 'newseditor');
      await page.goto(screen.path);
      await expect(page.getByRole('table', { name: screen.caption })).toBeVisible();
      await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
      expect(await blockingViolations(page)).toEqual([]);
    });

  test('the add dialog of a logo, with its messages', async ({ page }) => {
    await signIn(page, 'newseditor');
    await page.goto('/admin/all-feeds/logos');
    await page.getByRole('button', { name: 'Add logo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a funding logo' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('A title is required')).toBeVisible();
    await expect(
      dialog.getByText('A logo needs an image: choose a JPEG, PNG, GIF or WebP file.'),
    ).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
