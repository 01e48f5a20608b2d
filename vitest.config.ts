import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core to the main process, which on a 2-core machine means one worker.
    // The tests wait on sockets, timers and the database so often that one worker more than the cores
    // keeps both busy: on 2 cores a fresh clone's run took 323 s with 3 workers, 356–379 s with 2
    // (docs/benchmarks.md "npm test, stage by stage").
    maxWorkers: availableParallelism() + 1,
    projects: [
      'packages/contracts',
      'packages/chat-format',
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
