import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { query } from '../support/database';
import { searchAdminList } from './admin-list';
import { signIn, signOut, visibleMenu } from './session';

const uniqueUserName = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

async function createUser(page: Page, userName: string, roles: string[], password: string) {
  await page.goto('/admin/user-management/users');
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a user' });
  await dialog.getByRole('textbox', { name: 'User name' }).fill(userName);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Eve');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Tester');
  for (const role of roles) await dialog.getByRole('checkbox', { name: role, exact: true }).check();
  await dialog.getByLabel(/^Initial password/).fill(password);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The user has been created.' })).toBeVisible();
  // The list is paged on the server: the search finds the new account whatever page it lands on.
  await searchAdminList(page, userName, [userName]);
}

test.describe('user management', () => {
  test('an admin creates a user, changes the roles and deactivates the account', async ({
    page,
    browser,
  }) => {
    const userName = uniqueUserName('e2e-user');
    const password = 'a-long-password-1';
    await signIn(page, 'admin');
    await createUser(page, userName, ['NewsEditor'], password);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: userName }) });
    await expect(row).toContainText('NewsEditor');
    await expect(row).toContainText('Active');

    // Edit: add Manager.
    await row.getByRole('button', { name: `Edit ${userName}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${userName}` });
    await edit.getByRole('checkbox', { name: 'Manager', exact: true }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'The user has been updated.' })).toBeVisible();
    await expect(row).toContainText('NewsEditor, Manager');

    // The new account signs in and sees the menu of its roles.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, userName, { password });
    await otherPage.goto('/admin/user-management/update-profile/1');
    const menu = await visibleMenu(otherPage);
    expect(menu).toContainEqual(['Feed', 'News & Events']);
    expect(menu).toContainEqual(['Maintenance Management', 'Maintenance Management']);
    expect(menu).not.toContainEqual(['User Management', 'User Management']);
    await other.close();

    // Deactivate, after a confirmation; Cancel first leaves the account alone.
    await row.getByRole('button', { name: `Deactivate ${userName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${userName}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Deactivate ${userName}` }).click();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'The user has been deactivated.' }),
    ).toBeVisible();
    await expect(row).toContainText('Inactive');
    const rows = await query<{ active: boolean }>('SELECT active FROM users WHERE user_name = $1', [
      userName,
    ]);
    expect(rows).toEqual([{ active: false }]);

    // A deactivated account can no longer sign in.
    const gone = await browser.newContext();
    const gonePage = await gone.newPage();
    await gonePage.goto('/login');
    await gonePage.getByRole('textbox', { name: 'Username' }).fill(userName);
    await gonePage.getByLabel('Password').fill(password);
    await gonePage.getByRole('button', { name: 'Sign in' }).click();
    await expect(gonePage.getByRole('alert')).toBeVisible();
    await expect(gonePage).toHaveURL(/\/login$/);
    await gone.close();
  });

  test("the server's message shows when a user name is taken", async ({ page }) => {
    await signIn(page, 'superadmin');
    await page.goto('/admin/user-management/users');
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a user' });
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog.getByText('User name is required')).toBeVisible();
    await expect(dialog.getByText('Select at least one role')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'User name' }).fill('admin');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Again');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Admin');
    await dialog.getByRole('checkbox', { name: 'Admin', exact: true }).check();
    await dialog.getByLabel(/^Initial password/).fill('a-long-password-1');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog.getByRole('alert')).toContainText('A user with this user name already exists.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create user' })).toBeFocused();
  });
});

test.describe('account screens', () => {
  test('a user updates the profile (the header follows) and the password', async ({ page, browser }) => {
    const userName = uniqueUserName('e2e-account');
    const password = 'first-password-1';
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin');
    await createUser(adminPage, userName, ['Installer'], password);
    await admin.close();

    await signIn(page, userName, { password });
    await page.goto('/admin/user-management/update-profile/1');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Eve');
    await page.getByRole('textbox', { name: 'First name' }).fill('Evelyn');
    await page.getByRole('textbox', { name: 'Contact' }).fill('+1 919 555 0199');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your profile has been updated.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Evelyn' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Update Password' })
      .click();
    await page.getByLabel(/^Current password/).fill('wrong-password-0');
    await page.getByLabel(/^New password/).fill('second-password-2');
    await page.getByLabel(/^Confirm new password/).fill('second-password-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabel(/^Confirm new password/).fill('second-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The current password is incorrect.' }),
    ).toBeVisible();
    await page.getByLabel(/^Current password/).fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
    ).toBeVisible();

    // Still signed in with the fresh token; the new password works from now on.
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Update Profile' })
      .click();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Evelyn');
    await signOut(page, 'Evelyn');
    await signIn(page, userName, { password: 'second-password-2' });
  });

  test('an admin edits the Home hero texts and a page’s tags', async ({ page, browser }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/user-management/update-profile/3');
    const hero = page.getByRole('region', { name: 'Home page hero' });
    const title = hero.getByRole('textbox', { name: 'Title', exact: true });
    const original = await title.inputValue();
    try {
      await title.fill('Power Routing for the Grid Edge');
      await hero.getByRole('button', { name: 'Save' }).click();
      await expect(
        hero.getByRole('status').filter({ hasText: 'The Home page texts have been updated.' }),
      ).toBeVisible();
      const visitor = await browser.newContext();
      const home = await visitor.newPage();
      await home.goto('/');
      await expect(home.getByRole('heading', { level: 1 })).toHaveText('Power Routing for the Grid Edge');
      await visitor.close();
    } finally {
      await title.fill(original);
      await hero.getByRole('button', { name: 'Save' }).click();
      await expect(
        hero.getByRole('status').filter({ hasText: 'The Home page texts have been updated.' }),
      ).toBeVisible();
    }

    const tags = page.getByRole('region', { name: 'Page tags (SEO)' });
    await tags.getByRole('combobox', { name: 'Page' }).selectOption('Careers');
    await tags
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill('Careers at Ohmstead Power | Join the team');
    await tags.getByRole('button', { name: 'Save' }).click();
    await expect(
      tags.getByRole('status').filter({ hasText: 'The page tags have been updated.' }),
    ).toBeVisible();
    const stored = await page.request.get('/api/Seo/GetSeoDataByName?pageName=Careers');
    expect((await stored.json()).title).toBe('Careers at Ohmstead Power | Join the team');
  });
});
