// The Chromium binaries every script and the end-to-end tests run: Debian's, never a browser a tool
// downloads (apt-get install chromium chromium-headless-shell). CHROMIUM_PATH and
// CHROMIUM_HEADLESS_SHELL_PATH name others.

/** The whole browser: Lighthouse, the wire-bytes bench and the tests that need its PDF viewer. */
export const CHROMIUM_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The same engine and release without a window: most end-to-end tests (docs/decisions/0002-test-command.md). */
export const CHROMIUM_HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
