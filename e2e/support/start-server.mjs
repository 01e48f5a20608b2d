// The e2e web server: the production server (built site, demo content) on a fresh PostgreSQL database.
//
// Why PostgreSQL and not the embedded PGlite: the tests assert what a submission wrote (enquiry, mail,
// ticket, lead) by querying the database while the server runs, and PGlite's data dir is held by one
// process. With PostgreSQL the tests read the same database through `pg`, with no test-only endpoint.
//
// The database: a new one named ohmstead_e2e_<random> on the cluster E2E_DATABASE_URL names (the test
// command passes its throwaway cluster), else on a throwaway cluster started here and removed on exit.
// Its URL is written to $E2E_RUN_DIR/database-url, where e2e/support/database.ts reads it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startCluster } from '../../scripts/lib/pg.mjs';
import { onCleanup, run } from '../../scripts/lib/proc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverDir = path.join(root, 'apps', 'server');
const runDir = process.env.E2E_RUN_DIR;
const port = process.env.E2E_PORT;
if (!runDir || !port) throw new Error('E2E_RUN_DIR and E2E_PORT are set by e2e/playwright.config.ts');

onCleanup(() => rmSync(runDir, { recursive: true, force: true }));

let adminUrl = process.env.E2E_DATABASE_URL;
if (!adminUrl) {
  const cluster = await startCluster({ portFrom: 25450 });
  adminUrl = cluster.url;
}

const name = `ohmstead_e2e_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
mkdirSync(runDir, { recursive: true });
writeFileSync(path.join(runDir, 'database-url'), databaseUrl.toString());

// `npm test` builds first; a bare `pnpm test:e2e` on a fresh checkout builds the site here.
const siteDist = process.env.SITE_DIST ?? path.join(root, 'apps', 'site', 'dist');
if (!existsSync(path.join(siteDist, 'index.html'))) {
  const code = await run('pnpm', ['--filter', '@ohmstead/site', 'run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}

const serverBuild = path.join(serverDir, 'dist', 'main.js');
if (!existsSync(serverBuild)) {
  const code = await run('pnpm', ['--filter', '@ohmstead/server', 'run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}

const widgetDist = path.join(root, 'packages', 'chat-widget', 'dist');
if (!existsSync(path.join(widgetDist, 'chat-widget.js'))) {
  const code = await run('pnpm', ['--filter', '@ohmstead/chat-widget', 'run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}

const baseUrl = `http://127.0.0.1:${port}`;
// The production build, as `npm start` runs it.
process.exitCode = await run(process.execPath, [serverBuild], {
  cwd: serverDir,
  env: {
    PORT: port,
    HOST: '127.0.0.1',
    SITE_URL: baseUrl,
    DATA_DIR: path.join(runDir, 'data'),
    DATABASE_URL: databaseUrl.toString(),
    DEMO_CONTENT: 'true',
    LOG_LEVEL: 'warn',
    // Two workers submit forms and subscribe many times a minute from one address.
    RATE_LIMIT_PER_MINUTE: '100000',
    // Each test is its own chat session (a browser context): a small per-session limit lets the 429
    // test reach it for real, while the per-address limit stays out of the way of two workers.
    BOT_RATE_LIMIT_PER_MINUTE: '8',
    BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
    // Every test's browser is a new visitor from the same address, each given a chat session.
    CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR: '100000',
    // The demo's simulated devices run (DEMO_CONTENT) without random faults, so a charging test is never cut
    // short by one; the simulated driver plugs in soon after the scan.
    DEVICE_SIMULATION_FAULT_CHANCE: '0',
    DEVICE_SIMULATION_PLUG_IN_MS: '1500',
  },
});
