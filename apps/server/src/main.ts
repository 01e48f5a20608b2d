import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seed } from './db/seed/seed';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
await seed(db, { demoContent: config.demoContent });

const app = await buildApp({ config, db });
const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const database = db.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
console.log(`\n  Ohmstead Power is running at ${config.siteUrl}  (database: ${database})\n`);
