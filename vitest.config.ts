import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core to the main process, which on a 2-core machine means one worker;
    // the tests wait on sockets, timers and the database often enough that one per core is faster.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/contracts',
      'packages/chat-format',
      'packages/chat-widget',
      'packages/agent-console',
      'packages/device-simulator',
      'apps/server',
      'apps/site',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
