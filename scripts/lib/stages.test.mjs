import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCounts } from './reports.mjs';
import { printSummary, stageRunner } from './stages.mjs';

const BUDGETS = { first: 1, second: 1, third: 1 };

describe('the stages of npm test', () => {
  afterEach(() => vi.restoreAllMocks());
  const quiet = () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    return log;
  };

  it('runs no stage after one failed, and a stage that throws has failed', async () => {
    quiet();
    const { stage, stages } = stageRunner(BUDGETS);
    await stage('first', async () => true);
    await stage('second', async () => {
      throw new Error('broken');
    });
    const third = vi.fn(async () => true);
    await stage('third', third);
    expect(third).not.toHaveBeenCalled();
    expect(stages.map((s) => [s.label, s.status])).toEqual([
      ['first', 'passed'],
      ['second', 'failed'],
      ['third', 'not run'],
    ]);
  });

  it('refuses a stage without a time budget', async () => {
    const { stage } = stageRunner(BUDGETS);
    await expect(stage('fourth', async () => true)).rejects.toThrow('the stage "fourth" has no time budget');
  });

  it('sums up: 1 when a stage or a test failed, the failed stage and tests named last', () => {
    const log = quiet();
    const passed = [{ label: 'first', status: 'passed', ms: 10 }];
    expect(printSummary(passed, emptyCounts(), BUDGETS)).toBe(0);
    const failedTest = { ...emptyCounts(), failed: 1, failures: ['a test'] };
    expect(printSummary(passed, failedTest, BUDGETS)).toBe(1);
    log.mockClear();
    const slow = [
      { label: 'first', status: 'passed', ms: 1500 },
      { label: 'second', status: 'failed', ms: 10 },
    ];
    expect(printSummary(slow, emptyCounts(), BUDGETS)).toBe(1);
    const lines = log.mock.calls.map(([line]) => line);
    expect(lines.some((line) => line.includes('slower than its budget of 1 s'))).toBe(true);
    expect(lines).toContain('\nFAILED at: second');
  });
});
