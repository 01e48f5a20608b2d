import { defineProject } from 'vitest/config';
import { filesThatMockModules, SERVER_PROJECT_BASE } from './test/test-files';

/** The server's test files that mock a module, each in a worker of its own (vitest.config.ts). */
export default defineProject({
  test: {
    ...SERVER_PROJECT_BASE,
    name: 'server-isolated',
    include: filesThatMockModules(),
    isolate: true,
  },
});
