import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Context options of the tests whose subject is the chat, not the page it sits on. On the home page the
 * background videos would play through the whole test, and the blur behind the open chat is drawn again at
 * each of their frames: about a quarter of a core per browser (docs/benchmarks.md "The trace's film
 * strip"). Their visitor asks for reduced motion; the site's own tests and the safety wizard's keep the default.
 */
export const STILL_HOST_PAGE = { reducedMotion: 'reduce' } as const;

/** The widget as a person finds it: the robot button, then the chat dialog (inside its shadow root). */
export const launcher = (page: Page): Locator => page.getByRole('button', { name: 'Open chat assistant' });

export const chatPanel = (page: Page, title: 'AI Assistant' | 'Installation Assistant' = 'AI Assistant') =>
  page.getByRole('dialog', { name: title });

export async function openChat(
  page: Page,
  title?: 'AI Assistant' | 'Installation Assistant',
): Promise<Locator> {
  await launcher(page).click();
  const panel = chatPanel(page, title);
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Types a question, sends it with Enter and waits for the bot's answer (one message, or two when the
 * answer names the support line and the widget adds its live-agent offer).
 */
export async function ask(panel: Locator, question: string): Promise<void> {
  const answers = panel.locator('.cw-message-system');
  const before = await answers.count();
  await panel.getByRole('textbox', { name: 'Message' }).fill(question);
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(panel.locator('.cw-message-user').last()).toHaveText(new RegExp(escape(question)));
  await expect.poll(() => answers.count(), { timeout: 15_000 }).toBeGreaterThan(before);
  await expect(
    panel.getByRole('status').filter({ hasText: 'The assistant is writing an answer' }),
  ).toHaveCount(0);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the panel's Disclaimer from the keyboard (focus, Enter): it shows with its Close button focused. */
export async function openDisclaimerByKeyboard(page: Page, panel: Locator) {
  const button = panel.getByRole('button', { name: 'Disclaimer' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  return { button, dialog };
}
