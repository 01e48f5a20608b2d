import { expect, type Page } from '@playwright/test';
import { solveCaptcha } from './captcha';

export interface ContactEntry {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  message: string;
  /** The Topic choice as shown. */
  topic?: string;
}

/** Fills in and sends the contact page's form as a visitor does; ends on /thank-you. */
export async function sendContactForm(page: Page, entry: ContactEntry, baseURL = '') {
  await page.goto(`${baseURL}/contact-us`);
  const form = page.locator('main form');
  await form.getByLabel(/^First Name/).fill(entry.firstName);
  await form.getByLabel(/^Last Name/).fill(entry.lastName);
  await form.getByLabel(/^Company/).fill(entry.company);
  await form.getByLabel(/^Phone/).fill('9195550142');
  await form.getByLabel(/^Title/).fill('Fleet Manager');
  await form.getByLabel(/^Email/).fill(entry.email);
  if (entry.topic) await form.getByLabel('Topic').selectOption({ label: entry.topic });
  await form.getByLabel('How can we help?').fill(entry.message);
  await form
    .getByLabel('I authorize the use of my provided contact information for communication purposes.')
    .check();
  await solveCaptcha(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 30_000 });
}
