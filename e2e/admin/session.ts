import { expect, type Page } from '@playwright/test';

/** The demo accounts' password (DEMO_CONTENT=true seeds one account per role with it). */
export const DEMO_PASSWORD = 'ohmstead-demo';

export interface SignInAnswer {
  responseStatusCode: number;
  firstName: string;
  dashboard: string;
  isWelcomePopupShown: boolean;
}

/**
 * Signs in through the login page as a person does and closes the welcome popup when the answer asks
 * for it. Returns the login answer, read from the response the page received.
 */
export async function signIn(
  page: Page,
  userName: string,
  { password = DEMO_PASSWORD, from = '/login', keepWelcome = false } = {},
): Promise<SignInAnswer> {
  await page.goto(from);
  await page.getByRole('textbox', { name: 'Username' }).fill(userName);
  await page.getByLabel('Password', { exact: false }).fill(password);
  const response = page.waitForResponse('**/api/Auth/AuthTokenLogin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const answer = (await (await response).json()) as SignInAnswer;
  expect(answer.responseStatusCode).toBe(200);
  await expect(page).not.toHaveURL(/\/login/);
  if (!answer.isWelcomePopupShown && !keepWelcome) {
    const popup = page.getByRole('dialog', { name: `Welcome, ${answer.firstName}!` });
    await popup.getByRole('button', { name: "Let's Go!" }).click();
    await expect(popup).toBeHidden();
  }
  return answer;
}

/** Sign Out from the header's user menu: home, with the Login button back. */
export async function signOut(page: Page, firstName: string) {
  await page.getByRole('button', { name: `Account menu for ${firstName}` }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user-data'))).toBeNull();
}

/** The signed-in menu as shown: [group label, item label] in screen order. */
export async function visibleMenu(page: Page): Promise<[string, string][]> {
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu).toBeVisible();
  return menu.evaluate((nav) =>
    Array.from(nav.querySelectorAll('a')).map((link): [string, string] => {
      const list = link.closest('ul');
      const heading = list && document.getElementById(list.getAttribute('aria-labelledby') ?? '');
      return [heading?.textContent ?? '', link.textContent ?? ''];
    }),
  );
}
