import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { addUser, tokenFor } from '../src/auth/test-users';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/seed';
import { forThisBlock } from './block-resource';
import { TEST_TOKEN_SECRET, type TestEnv } from './harness';

export interface ServerNodes {
  /** The shared database's name (to find its connections in pg_stat_activity). */
  name: string;
  /** A connection to the cluster outside the nodes: it made the shared database and drops it. */
  admin: Database;
  apps: FastifyInstance[];
  dbs: Database[];
  /** The Admin user's token, signed in on the first node. */
  token: string;
  /** The nodes' shared DATA_DIR. */
  dataDir: string;
}

interface NodesOptions {
  /** Names the database and the data folder. */
  label: string;
  env?: TestEnv;
  /** The Admin user the first node adds. */
  user: { userName: string; password: string; firstName?: string };
  /** Readies a built node (by default app.ready(); a socket test listens instead). */
  start?: (app: FastifyInstance) => PromiseLike<unknown>;
}

/**
 * Two server processes on one fresh PostgreSQL database, for the enclosing describe block: the first
 * migrates and seeds it and adds an Admin user. PostgreSQL only (TEST_DATABASE_URL): two PGlite apps
 * cannot share a database, so apps/server/vitest.config.ts leaves these files out of the PGlite run.
 */
export function useServerNodes({
  label,
  env = {},
  user,
  start = (app) => app.ready(),
}: NodesOptions): ServerNodes {
  return forThisBlock('the server nodes', () => startNodes(), stopNodes);

  async function startNodes(): Promise<ServerNodes> {
    const name = `ohmstead_${label}_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    await admin.exec(`CREATE DATABASE ${name}`);
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
    databaseUrl.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), `ohmstead-${label}-`));
    const nodes: ServerNodes = { name, admin, apps: [], dbs: [], token: '', dataDir };
    for (let index = 0; index < 2; index += 1) {
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        SITE_URL: 'http://site.test',
        DATABASE_URL: databaseUrl.toString(),
        AUTH_TOKEN_SECRET: TEST_TOKEN_SECRET,
        ...env,
      });
      const db = await openDatabase({ databaseUrl: config.databaseUrl });
      nodes.dbs.push(db);
      if (index === 0) {
        await migrate(db);
        await seed(db, { demoContent: false });
        await addUser(db, { ...user, roles: ['Admin'] });
      }
      const app = await buildApp({ config, db });
      nodes.apps.push(app);
      await start(app);
    }
    nodes.token = await tokenFor(nodes.apps[0]!, user.userName, user.password);
    return nodes;
  }
}

async function stopNodes({ name, admin, apps, dbs, dataDir }: ServerNodes): Promise<void> {
  for (const app of apps) await app.close();
  for (const db of dbs) await db.close();
  await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
  rmSync(dataDir, { recursive: true, force: true });
}
