import { buildApp } from './app';
import { userRepository } from './auth/user-repository';
import { loadConfig } from './config';
import { openDatabase, type OpenOptions } from './db/database';
import { prepareDatabase, prepareDatabaseInChild } from './prepare-database';
import { bootstrapAdmin } from './seed/users';
import { closeOnSignals } from './shutdown';

const config = loadConfig();
const open: OpenOptions = {
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  pgliteSharedBuffers: config.pgliteSharedBuffers,
};
const preparation = {
  open,
  dataDir: config.dataDir,
  demoContent: config.demoContent,
  historyScale: config.demoHistoryScale,
};
// The embedded database is migrated and seeded in a child process whose memory goes when it ends
// (prepare-database.ts); PostgreSQL does that work in its own server process anyway.
if (config.databaseUrl) await prepareDatabase(preparation);
else await prepareDatabaseInChild(preparation);
const db = await openDatabase(open);

const app = await buildApp({ config, db });
if (config.auth.bootstrapAdmin) {
  // Outside demo mode this is how the first SuperAdmin appears; the password itself is never logged.
  const { userName } = config.auth.bootstrapAdmin;
  const outcome = await bootstrapAdmin(db, config.auth.bootstrapAdmin);
  if (outcome === 'created') app.log.info({ userName }, 'created the first SuperAdmin from ADMIN_USERNAME');
  if (outcome === 'user-name-taken')
    app.log.warn({ userName }, 'ADMIN_USERNAME names an existing user; no SuperAdmin was created');
}
if (!(await userRepository(db).hasActiveSuperAdmin()))
  app.log.warn(
    'No SuperAdmin exists, so nobody can manage users: set ADMIN_USERNAME and ADMIN_PASSWORD, or run ' +
      '`pnpm --filter @ohmstead/server create-admin --user NAME`',
  );
closeOnSignals(app, db, config.shutdownDrainMs);

await app.listen({ port: config.port, host: config.host });
const database = db.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
console.log(`\n  Ohmstead Power is running at ${config.siteUrl}  (database: ${database})\n`);
