/**
 * The embedded database's one-off work at start-up — initdb on a new data dir, migrations, seeding and
 * the demo's generated history — run in a child process that ends before the server opens the database.
 * PGlite's WebAssembly heap only grows: done in the server's own process, that peak (about 850 MB on a
 * new demo data dir against about 300 MB for the server at rest, docs/benchmarks.md) would stay resident
 * for the life of the process. A child's memory goes back to the system when it exits (a worker thread's
 * left about 70 MB behind in the server's allocator).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase, type OpenOptions } from './db/database';
import { migrate } from './db/migrate';
import { seed } from './seed/seed';

export interface PrepareOptions {
  open: OpenOptions;
  dataDir: string;
  demoContent: boolean;
  historyScale: number;
}

/** Migrates and seeds `options.open`'s database in this process. */
export async function prepareDatabase(options: PrepareOptions): Promise<void> {
  const db = await openDatabase(options.open);
  try {
    await migrate(db);
    await seed(db, {
      demoContent: options.demoContent,
      historyScale: options.historyScale,
      // Demo firmware images are files under DATA_DIR.
      dataDir: options.dataDir,
    });
  } finally {
    await db.close();
  }
}

/** Migrates and seeds in a child process (this module, bundled as dist/prepare-database.js). */
export function prepareDatabaseInChild(options: PrepareOptions): Promise<void> {
  // Under tsx (pnpm dev) the server runs from src/, where this module is prepare-database.ts; the
  // child inherits tsx through execArgv.
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(
    fromSource ? import.meta.url : new URL('./prepare-database.js', import.meta.url),
  );
  return new Promise((resolve, reject) => {
    const child = fork(entry, [PREPARE_ARGUMENT, JSON.stringify(options)], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`preparing the database failed (exit code ${code ?? signal}): see the lines above`),
          ),
    );
  });
}

const PREPARE_ARGUMENT = '--prepare-database';

if (process.argv[2] === PREPARE_ARGUMENT && process.argv[3]) {
  prepareDatabase(JSON.parse(process.argv[3]) as PrepareOptions).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Preparing the database failed:', error);
      process.exit(1);
    },
  );
}
