import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default leaves one core to the main process, which on a 2-core machine means one worker.
// The tests wait on sockets, timers and the database so often that one worker more than the cores keeps
// both busy (docs/benchmarks.md "npm test, stage by stage"). Set through vitest's VITEST_MAX_WORKERS
// because `maxWorkers` here reaches only inline projects: each project of its own config file resolves
// its own default, one worker here, and the suite ran one file at a time.
process.env.VITEST_MAX_WORKERS ??= String(availableParallelism() + 1);

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/chat-format',
      'packages/dialog',
      'packages/chat-widget',
      'packages/agent-console',
      'packages/device-simulator',
      'apps/server',
      'apps/server/vitest.isolated.config.ts',
      'apps/site',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
