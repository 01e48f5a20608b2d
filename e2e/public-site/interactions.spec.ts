import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydration';

/** docs/product.md §1.4: navigation is ignored while a 500 ms slide transition runs. */
const HOME_SLIDER_TRANSITION_MS = 500;

test.describe('home slider', () => {
  test('next, previous and bullets move the slides, with wrap-around both ways', async ({ page }) => {
    await gotoHydrated(page, '/');
    const slider = page.locator('section[aria-roledescription="carousel"]').filter({ hasText: 'Lower Risk' });
    // Autoplay would move the slides under the test: the slider's own control stops it.
    await slider.getByRole('button', { name: 'Pause slide show and videos' }).click();

    const current = slider.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    const expectSlide = async (title: string) => {
      await expect(current).toHaveCount(1);
      await expect(current.getByRole('heading')).toHaveText(title);
      await expect(
        slider.getByRole('button', { name: new RegExp(`^Show slide \\d: ${title}$`) }),
      ).toHaveAttribute('aria-current', 'true');
      await page.waitForTimeout(HOME_SLIDER_TRANSITION_MS + 100);
    };
    const next = slider.getByRole('button', { name: 'Next slide' });
    const previous = slider.getByRole('button', { name: 'Previous slide' });

    await expectSlide('Lower Risk');
    await next.click();
    await expectSlide('Lower Cost');
    await next.click();
    await expectSlide('Lower Complexity');
    await next.click();
    await expectSlide('Lower Risk');
    await previous.click();
    await expectSlide('Lower Complexity');
    await slider.getByRole('button', { name: 'Show slide 2: Lower Cost' }).click();
    await expectSlide('Lower Cost');
  });
});

test.describe('About Us teaser overlay', () => {
  test('Escape closes it, pausing and rewinding the video', async ({ page }) => {
    await gotoHydrated(page, '/about-us');
    await page.getByRole('button', { name: /teaser video/i }).click();
    const overlay = page.getByRole('dialog', { name: /teaser/i });
    await expect(overlay).toBeVisible();
    const video = overlay.locator('video');
    await expect(video).toHaveCount(1);
    // Opening starts the video; once it has loaded, move playback on so that a rewind can be seen.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
        message: 'the teaser video loads',
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(1);
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = Math.min(1, element.duration / 2);
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    const handle = await video.elementHandle();

    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    expect(await handle!.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(await handle!.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(0);
  });

  test('the close icon closes it too', async ({ page }) => {
    await gotoHydrated(page, '/about-us');
    await page.getByRole('button', { name: /teaser video/i }).click();
    const overlay = page.getByRole('dialog', { name: /teaser/i });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: /close/i }).click();
    await expect(overlay).toBeHidden();
  });
});

test.describe('side menu', () => {
  test.use({ viewport: { width: 390, height: 780 } });

  test('is modal: Tab stays inside, a click beside it closes it, Escape too, focus returns; axe clean', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // The browser keeps focus in the dialog (or, between rounds, in its own controls): never on the page.
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const focusInMenu = await page.evaluate(() => {
        const active = document.activeElement;
        return active === document.body || !!active?.closest('dialog.side-menu');
      });
      expect(focusInMenu).toBe(true);
    }
    expect(await blockingViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
