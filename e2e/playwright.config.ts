import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './support/free-port';

// Chosen once, in the runner process: the workers and the web server inherit them through the
// environment, so every process agrees on the server's port and on the run's scratch folder.
process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), 'ohmstead-e2e-'));
process.env.E2E_PORT ??= String(await freePort(4173));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Debian's Chromium (apt-get install chromium): Playwright never downloads a browser here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One per core. A third worker was faster (667 s against 878–897 s) but the safety wizard's test failed
  // once with it: its End key did not reach the bottom of the step (docs/benchmarks.md).
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: '**/maintenance.spec.ts',
    },
    // Turning the maintenance notice on shows a banner on every page of the shared server, so these
    // tests run alone, after all the others.
    {
      name: 'site-wide-state',
      use: { ...devices['Desktop Chrome'] },
      testMatch: '**/maintenance.spec.ts',
      dependencies: ['chromium'],
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
