import { configDefaults, defineProject } from 'vitest/config';

/**
 * Suites that need a real PostgreSQL server: two server processes sharing one database cannot be made of
 * PGlite (its data belongs to one process). They run in the PostgreSQL run of the suite (TEST_DATABASE_URL,
 * `.ci/run`'s stage "Server tests on PostgreSQL") and are left out of the PGlite run.
 */
const POSTGRES_ONLY = ['src/plugins/live-chat/scale-out.test.ts', 'src/http/public-read-cache.nodes.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : POSTGRES_ONLY)],
    // One migrated database per run, copied for every test server (test/database-template.ts).
    globalSetup: ['test/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
