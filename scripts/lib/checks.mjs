// The scripted tests outside the test runners (pnpm test:nodes, pnpm test:start): one line per check,
// a summary, a time limit, cleanups in reverse order, and a JSON report for `npm test`'s totals.
import { writeFileSync } from 'node:fs';
import { banner } from './proc.mjs';

/**
 * Runs `main(check, cleanups)` and exits the process: 0 when every check passed. `name` labels the
 * summary; `reportFile` (optional) receives `{ passed, failed, failures }`.
 */
export async function runChecks({ name, limitMs, reportFile }, main) {
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const results = [];
  const check = (label, ok, detail = '') => {
    results.push({ label, ok });
    console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${label}${detail ? `  (${detail})` : ''}`);
    return ok;
  };
  const limit = setTimeout(() => {
    console.error(`\n${name} took longer than ${limitMs / 1000} s: FAILED`);
    process.exit(1);
  }, limitMs);
  const cleanups = [];
  try {
    await main({ check, cleanups, elapsed });
  } catch (error) {
    check('the run itself', false, error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    clearTimeout(limit);
    const failed = results.filter((r) => !r.ok).length;
    banner('Summary');
    for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.label}`);
    console.log(`\n${name}: ${results.length - failed} passed, ${failed} failed, ${elapsed()}`);
    if (reportFile) {
      const failures = results.filter((r) => !r.ok).map((r) => r.label);
      writeFileSync(reportFile, JSON.stringify({ passed: results.length - failed, failed, failures }));
    }
    process.exit(results.length > 0 && failed === 0 ? 0 : 1);
  }
}

/**
 * Polls `url` until it answers 2xx; throws after `timeoutMs`. `status` asks once (fetch unless given: a
 * client that trusts a test's own certificate).
 */
export async function waitForAnswer(url, timeoutMs, status = async (target) => (await fetch(target)).status) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const answered = await status(url);
      if (answered >= 200 && answered < 300) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing answered at ${url} within ${timeoutMs / 1000} s`);
}
