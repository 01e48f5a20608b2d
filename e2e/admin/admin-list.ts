import { expect, type Page } from '@playwright/test';

/**
 * Searches an admin list as a person does and waits for the list the search shows: the address carries
 * the search, the table is no longer busy and its rows are the ones named. A row's button pressed before
 * that belongs to the list before, which moves under the pointer when the search's page comes in.
 */
export async function searchAdminList(page: Page, text: string, expectedRows: string[]) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
  const table = page.getByRole('table');
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('rowheader')).toHaveText(expectedRows);
}
