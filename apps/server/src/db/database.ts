import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';

/** What plugins and repositories need from a database: the same SQL on PGlite and PostgreSQL. */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
}

export interface QueryOptions {
  /**
   * A statement on the hot path (every live-chat message) named once: PostgreSQL parses and plans it once
   * per connection and is sent only its parameters afterwards. PGlite runs in this process and ignores it.
   * The name must be unique to the SQL text.
   */
  prepared?: string;
}

export interface Database extends Queryable {
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  /** All or nothing: a failure inside rolls every statement back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: the connection string, for a dedicated connection that must not come from the pool
   * (LISTEN holds its connection for as long as it listens: db/pg-listener.ts).
   */
  readonly url?: string;
  /** PGlite only: the whole data directory as a tarball, which `openDatabase({ pgliteDump })` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** An in-memory PGlite that starts as a copy of a dumped one (a test run's migrated template). */
  pgliteDump?: Blob;
  /** PGlite's shared_buffers (config PGLITE_SHARED_BUFFERS); PostgreSQL's own default when not given. */
  pgliteSharedBuffers?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

/** PGlite in a data directory, or in memory when none is given (tests), empty or a copy of a dump. */
async function openPglite(options: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = options.dataDir ? path.join(options.dataDir, 'pglite') : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const startParams = options.pgliteSharedBuffers
    ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.pgliteSharedBuffers}`]
    : undefined;
  const db = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
    ...(startParams ? { startParams } : {}),
  });
  const wrap = (q: { query: typeof db.query }): Queryable => ({
    async query(sql, params) {
      const result = await q.query(sql, params as unknown[] | undefined);
      return result.rows as never[];
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
    dumpDataDir: () => db.dumpDataDir('none'),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closed (restart, DROP DATABASE … FORCE) is dropped and replaced by the
  // pool; without a listener its 'error' event would crash the process.
  pool.on('error', () => {});
  const wrap = (client: { query: Pool['query'] }): Queryable => ({
    async query(sql, params, options) {
      const values = params as unknown[] | undefined;
      const result = options?.prepared
        ? await client.query({ name: options.prepared, text: sql, values })
        : await client.query(sql, values);
      return result.rows;
    },
  });
  return {
    kind: 'postgres',
    url,
    ...wrap(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
