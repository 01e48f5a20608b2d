import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the server's test files are, relative to apps/server. */
export const SERVER_TEST_FILES = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * Suites that need a real PostgreSQL server: two server processes sharing one database cannot be made of
 * PGlite (its data belongs to one process). They run in the PostgreSQL run of the suite (TEST_DATABASE_URL,
 * `npm test`'s stage "Server tests on PostgreSQL") and are left out of the PGlite run.
 */
export const POSTGRES_ONLY = [
  'src/plugins/live-chat/scale-out.test.ts',
  'src/http/public-read-cache.nodes.test.ts',
];

/** Read once per process: both projects' configs ask. */
let mockingFiles: string[] | undefined;

/**
 * The test files that replace a module with `vi.mock` / `vi.doMock`. Such a file needs a worker of its
 * own: in a worker that ran other files first, the module it mocks may already be loaded, and the mock
 * would not reach it (docs/decisions/0002-test-command.md). Found by reading the files, so that a new
 * file that mocks is isolated without being listed anywhere.
 */
export function filesThatMockModules(): string[] {
  mockingFiles ??= globSync(SERVER_TEST_FILES, { cwd: serverDir })
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(serverDir, file), 'utf8')))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  return mockingFiles;
}

/** What both server projects share: the node environment, the template database, the timeouts. */
export const SERVER_PROJECT_BASE = {
  environment: 'node',
  // One migrated database per run, copied for every test server (test/database-template.ts).
  globalSetup: ['test/database-template.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
