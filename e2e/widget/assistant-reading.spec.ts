import { expect, test } from '@playwright/test';
import { ask, openChat, STILL_HOST_PAGE } from './chat-panel';

test.use(STILL_HOST_PAGE);

/**
 * The assistant reads questions as people type them (docs/decisions/0041-bot-retrieval.md): in the
 * widget, a misspelt question gets the right cited answer that leads with the fact, a follow-up is
 * answered from the conversation's topic, and a question the notes cannot answer is declined.
 */
test.describe('the AI Assistant reads people, not only its notes', () => {
  test('answers a question with a typo and chat around it from the right section, the fact first', async ({
    page,
  }) => {
    await page.goto('/');
    const panel = await openChat(page);
    await ask(panel, 'Hi there! How long does cloud comissioning take? thanks a lot');
    const reply = panel.locator('.cw-message-system').last();
    await expect(reply).toContainText('less than 2 hours');
    await expect(reply).toContainText(
      /Source: (Technology › Cloud Commissioning|Company › The Ohmstead Difference)/,
    );
    // The fact leads: the answer's first paragraph holds it, not a heading pasted before the section.
    await expect(reply.locator('p').first()).toContainText('less than 2 hours');
  });

  test('answers a follow-up from the topic of the question before it', async ({ page }) => {
    await page.goto('/');
    const panel = await openChat(page);
    await ask(panel, 'How many vehicles can one Power Router charge at once?');
    await expect(panel.locator('.cw-message-system').last()).toContainText('8 vehicles');
    await ask(panel, 'and at what power each?');
    const followUp = panel.locator('.cw-message-system').last();
    await expect(followUp).toContainText('24 kW');
    await expect(followUp).toContainText('75 kW');
  });

  test('declines what its notes do not say, with the support contacts', async ({ page }) => {
    await page.goto('/');
    const panel = await openChat(page);
    await ask(panel, 'Can you recomend a good pizza place nearby?');
    const reply = panel
      .locator('.cw-message-system')
      .filter({ hasText: "I'm sorry, I don't have that in my notes." });
    await expect(reply).toContainText('+1 (919) 555-0142');
    await expect(reply).not.toContainText('Source:');
  });
});
