// Counting tests from the runners' JSON reports, so the summary adds up every stage.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const empty = () => ({ passed: 0, failed: 0, skipped: 0, failures: [] });

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Vitest's json reporter (Jest's format). A test file that fails to load has no failing test in it,
 * so each such file counts as one failure: otherwise a broken import would read as "0 failed".
 */
export function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  const counts = empty();
  counts.passed = report.numPassedTests ?? 0;
  counts.failed = report.numFailedTests ?? 0;
  counts.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) counts.failures.push(`${file} > ${test.fullName ?? test.title}`);
    if (suite.status === 'failed' && failedTests.length === 0) {
      counts.failed += 1;
      counts.failures.push(`${file} (did not load)`);
    }
  }
  return counts;
}

/** Playwright's json reporter; errors outside any test (a broken config or spec file) count as failures. */
export function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const failures = (report.errors ?? []).map((error) => `error outside a test: ${error.message ?? ''}`);
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'unexpected'))
        failures.push(`${spec.file} > ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped, failures };
}

export function addCounts(total, counts) {
  if (!counts) return total;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  total.failures.push(...(counts.failures ?? []));
  return total;
}

/** The closing line CI reads: `tests: N passed, N failed` (skipped only when there are any). */
export function summaryLine(total) {
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  return `tests: ${total.passed} passed, ${total.failed} failed${skipped}`;
}

export { empty as emptyCounts };

/** The report of a scripted test (scripts/lib/checks.mjs: test:nodes, test:start): one count per check. */
export function checksCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  const failures = report.failures ?? [];
  return { passed: report.passed ?? 0, failed: report.failed ?? 0, skipped: 0, failures };
}
