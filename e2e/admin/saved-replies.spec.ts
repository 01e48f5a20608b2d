import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { signIn } from './session';

/**
 * Saved Replies (docs/decisions/0045-saved-replies.md): an Admin reaches the screen from the menu, adds,
 * edits and deletes a reply; a Vendor, who reads the list in the console, has neither the item nor the page.
 */
test('an Admin adds, edits and deletes a saved reply from the menu’s Saved Replies', async ({ page }) => {
  test.setTimeout(60_000);
  // The list is shared by every test of the run: this one's reply has a title nobody else uses.
  const title = `greeting-${randomBytes(3).toString('hex')}`;
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Saved Replies' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Replies' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Saved replies, by title' })).toBeVisible();
  await expect(page.locator('.navigation-popup')).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add reply' }).click();
  const add = page.getByRole('dialog', { name: 'Add a saved reply' });
  await add.getByRole('textbox', { name: /Title/ }).fill(title);
  await add.getByRole('textbox', { name: /Reply/ }).fill('Hello {customer_name}, this is {agent_name}.');
  expect(await blockingViolations(page)).toEqual([]);
  await add.getByRole('button', { name: 'Add reply' }).click();
  await expect(page.getByText('The saved reply has been created.')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row).toContainText('Hello {customer_name}, this is {agent_name}.');

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${title}` });
  await edit.getByRole('textbox', { name: /Reply/ }).fill('Hi {customer_name}!');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The saved reply has been updated.')).toBeVisible();
  await expect(row).toContainText('Hi {customer_name}!');

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${title}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('The saved reply has been deleted.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: title })).toHaveCount(0);
});

test('a Vendor has no Saved Replies in the menu and is refused the page', async ({ page }) => {
  await signIn(page, 'vendor');
  // A Vendor lands on the EV charger app, which has no sidebar; Devices has one.
  await page.goto('/admin/devices');
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu.getByRole('link', { name: 'Chat Agent' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Saved Replies' })).toHaveCount(0);
  await page.goto('/admin/saved-replies');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this page.' }),
  ).toBeVisible();
});
