import { configDefaults, defineProject } from 'vitest/config';
import {
  filesThatMockModules,
  POSTGRES_ONLY,
  SERVER_PROJECT_BASE,
  SERVER_TEST_FILES,
} from './test/test-files';

/**
 * The server's tests, in workers that run file after file (`isolate: false`): every file imports the
 * whole server, and loading it once per worker instead of once per file is most of the stage's time
 * (docs/decisions/0002-test-command.md). Each test builds its own app on its own copy of the database, so
 * nothing of one file's server reaches the next; the files that mock modules run in the project
 * "server-isolated" (vitest.isolated.config.ts) instead.
 */
export default defineProject({
  test: {
    ...SERVER_PROJECT_BASE,
    name: 'server',
    include: SERVER_TEST_FILES,
    exclude: [
      ...configDefaults.exclude,
      ...filesThatMockModules(),
      ...(process.env.TEST_DATABASE_URL ? [] : POSTGRES_ONLY),
    ],
    isolate: false,
  },
});
