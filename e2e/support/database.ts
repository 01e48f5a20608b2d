import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The e2e server's database (a fresh PostgreSQL database per run, made by support/start-server.mjs).
 * Tests read it directly to check what a submission wrote: the product has no test-only endpoints.
 */
function databaseUrl(): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is set by e2e/playwright.config.ts');
  return readFileSync(path.join(runDir, 'database-url'), 'utf8').trim();
}

export async function query<Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
