import { defineProject } from 'vitest/config';
import { filesThatMockModules } from './test/test-files';

/** The server's test files that mock a module, each in a worker of its own (vitest.config.ts). */
export default defineProject({
  test: {
    name: 'server-isolated',
    environment: 'node',
    include: filesThatMockModules(),
    isolate: true,
    globalSetup: ['test/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
