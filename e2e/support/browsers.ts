export { CHROMIUM_BROWSER, CHROMIUM_HEADLESS_SHELL } from '../../scripts/lib/chromium.mjs';

/**
 * The tag of a test that needs the whole browser rather than its headless shell: the shell has no PDF
 * viewer (a PDF opened in a tab is downloaded instead) and denies notifications. Such tests run in the project "chromium-browser"
 * (e2e/playwright.config.ts, docs/decisions/0002-test-command.md).
 */
export const FULL_BROWSER = '@full-browser';

/** Launch arguments of every test browser: no sandbox or GPU here, and kept off a network it cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
