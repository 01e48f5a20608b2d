// The stages of `npm test` (scripts/run.mjs): each runs unless an earlier one failed, is timed against its
// budget, and the summary lists every stage with its time and the tests counted from the runners' reports.
import { banner, seconds } from './proc.mjs';
import { summaryLine } from './reports.mjs';

/**
 * A runner of stages with a time budget each (label → seconds): `stage(label, work)` runs `work` unless
 * an earlier stage failed; `work` resolves true when the stage passed. `stages` records what happened.
 */
export function stageRunner(budgets) {
  const stages = [];
  const stage = async (label, work) => {
    if (!(label in budgets)) throw new Error(`the stage "${label}" has no time budget`);
    if (stages.some((s) => s.status === 'failed')) {
      stages.push({ label, status: 'not run', ms: 0 });
      return;
    }
    banner(label);
    const started = Date.now();
    let passed = false;
    try {
      passed = await work();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
    stages.push({ label, status: passed ? 'passed' : 'failed', ms: Date.now() - started });
  };
  return { stage, stages };
}

/**
 * Prints each stage's status and time (and whether it was slower than its budget), the total, the first
 * failed stage and the failed tests' names; returns the exit code: 1 when a stage or a test failed.
 */
export function printSummary(stages, total, budgets) {
  const totalBudgetS = Object.values(budgets).reduce((sum, s) => sum + s, 0);
  const width = Math.max(...stages.map((s) => s.label.length));
  banner(`Summary (Node.js ${process.version})`);
  const overBudget = (ms, budgetS) => (ms > budgetS * 1000 ? `  slower than its budget of ${budgetS} s` : '');
  for (const s of stages) {
    const time = s.status === 'not run' ? '' : seconds(s.ms).padStart(8);
    const over = s.status === 'not run' ? '' : overBudget(s.ms, budgets[s.label]);
    console.log(`  ${s.label.padEnd(width)}  ${s.status.padEnd(7)} ${time}${over}`);
  }
  const totalMs = stages.reduce((sum, s) => sum + s.ms, 0);
  const totalOver = overBudget(totalMs, totalBudgetS);
  console.log(`  ${'total'.padEnd(width)}          ${seconds(totalMs).padStart(8)}${totalOver}`);
  const failed = stages.some((s) => s.status === 'failed');
  if (failed) console.log(`\nFAILED at: ${stages.find((s) => s.status === 'failed').label}`);
  if (total.failures.length > 0) {
    // The names come last so that a shortened log still shows which tests failed.
    console.log('\nfailed tests:');
    for (const name of total.failures.slice(0, 30)) console.log(`  ${name}`);
  }
  console.log(`\n${summaryLine(total)}`);
  return failed || total.failed > 0 ? 1 : 0;
}
