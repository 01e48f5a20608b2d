/**
 * One migrated and seeded database per test run, copied for every test server instead of being built
 * again: a new in-memory PGlite runs initdb (about 2 s) and the migrations, where loading a dump of the
 * finished one takes a fraction of that; on PostgreSQL, CREATE DATABASE … TEMPLATE copies it.
 * Made by the server project's globalSetup (vitest.config.ts), found by the tests through `inject`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data dir (uncompressed tarball) of the migrated, seeded database. */
    pgliteTemplateFile: string;
    /** The PostgreSQL database to copy, on the server TEST_DATABASE_URL names; '' on PGlite. */
    postgresTemplateName: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `ohmstead_template_${randomBytes(5).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: adminUrl });
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const template = await openDatabase({ databaseUrl: url.toString() });
    await migrate(template);
    await seed(template, { demoContent: false });
    // No connection may stay open to a database that CREATE DATABASE … TEMPLATE copies.
    await template.close();
    project.provide('postgresTemplateName', name);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'ohmstead-template-'));
  const file = path.join(folder, 'pglite.tar');
  const template = await openDatabase({});
  await migrate(template);
  await seed(template, { demoContent: false });
  writeFileSync(file, Buffer.from(await (await template.dumpDataDir!()).arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplateName', '');
  return async () => rmSync(folder, { recursive: true, force: true });
}
