import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import { pipelinedConnections } from './pipelined-connections';

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
   * A statement on the hot path (every live-chat message) named once, so it is parsed and planned once:
   * on PostgreSQL per connection, on connections of its own in pipeline mode (pipelined-connections.ts),
   * so it must be one short statement; on PGlite (one session) with PREPARE, then EXECUTE
   * (preparedOnPglite). Inside a transaction it runs on the transaction's connection, named on PostgreSQL
   * and as usual on PGlite. The name must be unique to the SQL text.
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
  const plain = wrap(db);
  const runPrepared = preparedOnPglite(db);
  return {
    kind: 'pglite',
    async query(sql, params, options) {
      if (options?.prepared) return (await runPrepared(options.prepared, sql, params ?? [])) as never[];
      return plain.query(sql, params);
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
    dumpDataDir: () => db.dumpDataDir('none'),
  };
}

type Pglite = Awaited<ReturnType<typeof import('@electric-sql/pglite').PGlite.create>>;

/**
 * Named statements on PGlite. Its query() sends parse, describe, bind, describe and execute into the
 * WebAssembly database for every statement, and plans it each time: about 2 ms for a live message's
 * statement, on the thread that also serves the sockets. PGlite has no named statements in its API, so the
 * statement is PREPAREd once in its one session and run with EXECUTE over the simple protocol (one call,
 * no planning): about 0.7 ms. EXECUTE takes no bind parameters, so the values are written as literals by
 * node-postgres' escapeLiteral; a value of another kind than text, number, boolean or null is refused.
 */
function preparedOnPglite(db: Pglite) {
  // node-postgres is loaded with the first prepared statement, not at start.
  let quoting: Promise<(typeof import('pg'))['default']> | undefined;
  const prepared = new Map<string, Promise<unknown>>();
  const literal = (escapeLiteral: (text: string) => string, value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string') return escapeLiteral(value);
    throw new TypeError(
      `a prepared statement on PGlite takes text, numbers, booleans and nulls, not ${typeof value}`,
    );
  };
  function prepare(name: string, statement: string, sql: string): Promise<unknown> {
    const ready = db.exec(`PREPARE ${statement} AS ${sql}`);
    prepared.set(name, ready);
    // A failed PREPARE is tried again by the next call.
    ready.catch(() => prepared.delete(name));
    return ready;
  }
  return async (name: string, sql: string, params: unknown[]): Promise<unknown[]> => {
    const { escapeIdentifier, escapeLiteral } = await (quoting ??= import('pg').then((pg) => pg.default));
    const statement = escapeIdentifier(name);
    await (prepared.get(name) ?? prepare(name, statement, sql));
    const values = params.map((value) => literal(escapeLiteral, value));
    const [result] = await db.exec(`EXECUTE ${statement}(${values.join(', ')})`);
    return result?.rows ?? [];
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closed (restart, DROP DATABASE … FORCE) is dropped and replaced by the
  // pool; without a listener its 'error' event would crash the process.
  pool.on('error', () => {});
  const pipelined = pipelinedConnections(pg.Client, url);
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
    async query(sql, params, options) {
      if (!options?.prepared) return (await pool.query(sql, params as unknown[] | undefined)).rows;
      const config = { name: options.prepared, text: sql, values: params as unknown[] | undefined };
      return (await pipelined.query(config)).rows;
    },
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
    async close() {
      await Promise.all([pipelined.close(), pool.end()]);
    },
  };
}
