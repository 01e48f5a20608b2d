import { expect, type Response, test } from '@playwright/test';
import { signIn } from '../admin/session';
import { solveCaptcha } from '../support/captcha';
import { watchCspViolations } from '../support/csp-violations';
import { ask, launcher, openChat } from '../widget/chat-panel';

/** Public pages with what each one loads on demand: slider and videos, forms, feeds, PDFs, the job list. */
const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/power-router-technology',
  '/news-events',
  '/feed-detail/1',
  '/resources',
  '/careers',
  '/privacy-notice',
];

function expectPageHeaders(response: Response | null) {
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  // The inline queue stub of index.html is allowed by its hash; nothing inline otherwise, nothing eval'd.
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(policy).toContain("style-src 'self'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

test('the site under its own Content-Security-Policy: public pages, a form, sign-in and the chat, no violation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const violations = await watchCspViolations(page);

  for (const path of PUBLIC_PAGES) {
    const response = await page.goto(path);
    expectPageHeaders(response);
    await expect(page.locator('main h1').first()).toBeVisible();
    // The widget's loader ran, and with it the inline stub it replaced.
    await expect(launcher(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  // The contact page's captcha: its stylesheet and its proof-of-work workers.
  expectPageHeaders(await page.goto('/contact-us'));
  await solveCaptcha(page);

  // A signed-in user's screens and answers: every authenticated answer says no-store.
  const authenticated: Response[] = [];
  page.on('response', (response) => {
    if (response.request().headers().authorization?.startsWith('Bearer ')) authenticated.push(response);
  });
  await signIn(page, 'vendor');
  await expect(page.locator('main h1').first()).toBeVisible();
  const profile = page.waitForResponse('**/api/Account/Profile');
  expectPageHeaders(await page.goto('/admin/app-profile'));
  expect((await profile).request().headers().authorization).toMatch(/^Bearer /);
  await page.waitForLoadState('networkidle');
  expect(authenticated.length).toBeGreaterThan(0);
  for (const response of authenticated) {
    expect(response.headers()['cache-control'], response.url()).toContain('no-store');
  }

  // The chat, as the signed-in user: the panel chunk, its styles in the shadow root, a bot answer.
  expectPageHeaders(await page.goto('/'));
  const panel = await openChat(page, 'Installation Assistant');
  await ask(panel, 'What is the IP rating of the enclosure?');
  await expect(panel.locator('.cw-message-system').first()).toContainText(/IP65/);
  expect((await panel.boundingBox())?.width).toBe(380);

  expect(violations).toEqual([]);
});

test('bundles, the widget and media carry nosniff; source maps are not served', async ({ page, request }) => {
  await page.goto('/');
  const bundle = await page.locator('script[type="module"][src^="/static/"]').getAttribute('src');
  // The loader names the panel of its release by its content hash.
  const panel = (await (await request.get('/widget/chat-widget.js')).text()).match(/panel-[0-9a-f]{8}\.js/);
  expect(panel).not.toBeNull();
  for (const url of [bundle!, '/widget/chat-widget.js', `/widget/esm/${panel![0]}`, '/favicon.svg']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
    expect(response.headers()['content-security-policy'], url).toBeUndefined();
  }
  // The bundles do not point at maps, and the maps the build wrote stay on the server.
  expect(await (await request.get(bundle!)).text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${bundle}.map`)).status()).toBe(404);
  expect((await request.get('/widget/chat-widget.js.map')).status()).toBe(404);
});
