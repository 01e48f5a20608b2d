import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
  }
}

/**
 * Collects every Content-Security-Policy violation of the page from now on: the browser's
 * `securitypolicyviolation` events (listened for before any script of the page runs, in the capture
 * phase, so those from inside the widget's shadow root count too) and the console lines Chromium writes
 * for them. The returned list fills as the page runs; a test expects it to stay empty.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.__reportCspViolation?.(
          `${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        ),
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
