import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_BROWSER, CHROMIUM_HEADLESS_SHELL, FULL_BROWSER } from './support/browsers';
import { freePort } from './support/free-port';

// Chosen once, in the runner process: the workers and the web server inherit them through the
// environment, so every process agrees on the server's port and on the run's scratch folder.
process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), 'ohmstead-e2e-'));
process.env.E2E_PORT ??= String(await freePort(4173));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** A desktop Chromium from the given binary, kept off the network it cannot reach here. */
const desktopChromium = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One more than the cores: a test spends part of its time waiting on the server, timers and sockets
  // (docs/benchmarks.md "npm test, stage by stage").
  workers: availableParallelism() + 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  use: {
    baseURL,
    // A failed test keeps its trace: the page's DOM before and after each step, and a screenshot at the
    // failure. Not the trace's film strip: it keeps every browser drawing frames for the screencast, which
    // made the stage nearly twice as long (docs/decisions/0002-test-command.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  // Debian's Chromium, never a browser Playwright downloads. Most tests run in its headless shell: the
  // same engine and release without the browser's window, tab strip and GPU process, which is what
  // Playwright itself runs headless tests in, and cheaper on 2 cores. The few that need the browser's own
  // parts (its PDF viewer) are tagged and run in the whole browser (docs/decisions/0002-test-command.md).
  projects: [
    {
      name: 'chromium',
      use: desktopChromium(CHROMIUM_HEADLESS_SHELL),
      testIgnore: '**/maintenance.spec.ts',
      grepInvert: new RegExp(FULL_BROWSER),
    },
    {
      name: 'chromium-browser',
      use: desktopChromium(CHROMIUM_BROWSER),
      testIgnore: '**/maintenance.spec.ts',
      grep: new RegExp(FULL_BROWSER),
    },
    // Turning the maintenance notice on shows a banner on every page of the shared server, so these
    // tests run alone, after all the others.
    {
      name: 'site-wide-state',
      use: desktopChromium(CHROMIUM_HEADLESS_SHELL),
      testMatch: '**/maintenance.spec.ts',
      dependencies: ['chromium', 'chromium-browser'],
    },
  ],
  webServer: {
    // Starts the production server (built site, demo content) on its own database: see the script.
    command: 'node support/start-server.mjs',
    url: `${baseURL}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the launcher stop the server and its throwaway PostgreSQL cluster cleanly.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
