/**
 * The tag of a test that needs the whole browser rather than its headless shell: the shell has no PDF
 * viewer (a PDF opened in a tab is downloaded instead). Such tests run in the project "chromium-browser"
 * (e2e/playwright.config.ts, docs/decisions/0002-test-command.md).
 */
export const FULL_BROWSER = '@full-browser';

/** Debian's Chromium (apt-get install chromium) and its headless shell (chromium-headless-shell). */
export const CHROMIUM_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
