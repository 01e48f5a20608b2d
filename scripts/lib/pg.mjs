// A throwaway PostgreSQL cluster for tests: created in a temp dir, listening on 127.0.0.1 only,
// trust auth (nothing else can reach it), removed on stop. Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports.mjs';
import { capture, onCleanup, which } from './proc.mjs';

/** Where Debian's packages put the server binaries; PG_BIN overrides. */
export function findPostgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((v) => existsSync(path.join(debianRoot, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debianRoot, versions[0], 'bin');
  }
  const initdb = which('initdb');
  return initdb ? path.dirname(initdb) : null;
}

/**
 * PostgreSQL refuses to run as root, so as root every server command runs as the `postgres` user
 * (created by Debian's package) and the cluster's directory is handed to it.
 */
function runAs() {
  if (process.getuid?.() !== 0) return null;
  const uid = capture('id', ['-u', 'postgres']);
  const gid = capture('id', ['-g', 'postgres']);
  if (!uid || !gid) throw new Error('running as root, but there is no "postgres" user to run PostgreSQL as');
  return { uid: Number(uid), gid: Number(gid) };
}

function exec(user, command, args, { allowFailure = false } = {}) {
  const [file, argv] = user ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (!allowFailure && (result.error || result.status !== 0)) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(`${command} failed (${result.error?.message ?? `exit ${result.status}`}):\n${output}`);
  }
  return result;
}

/**
 * Starts a new cluster and returns its superuser URL and a `stop()` (also run when this process exits).
 * Durability is switched off: the data is thrown away after the run, and the tests run faster.
 */
export async function startCluster({ portFrom = 25400 } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install -y postgresql)');
  const user = runAs();
  const base = mkdtempSync(path.join(tmpdir(), 'ohmstead-pg-'));
  if (user) chownSync(base, user.uid, user.gid);
  const dataDir = path.join(base, 'data');
  const socketDir = base;
  const logFile = path.join(base, 'server.log');
  const port = await freePort(portFrom);

  const remove = () => rmSync(base, { recursive: true, force: true });
  try {
    exec(user, path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    const options = [
      `-p ${port}`,
      `-k ${socketDir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
      // For profiling a bench, e.g. '-c log_min_duration_statement=0 -c log_directory=/tmp/pg-log
      // -c logging_collector=on'.
      process.env.PG_EXTRA_OPTIONS ?? '',
    ].join(' ');
    exec(user, path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  } catch (error) {
    const log = existsSync(logFile) ? `\n${readFileSync(logFile, 'utf8')}` : '';
    remove();
    throw new Error(`${error instanceof Error ? error.message : error}${log}`, { cause: error });
  }

  const stop = onCleanup(() => {
    exec(user, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], {
      allowFailure: true,
    });
    remove();
  });
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}

/**
 * Runs `bench(label, env)` on PGlite, then on a throwaway PostgreSQL cluster (env DATABASE_URL), and
 * returns the runs in that order. BENCH_DATABASE=pglite or postgres runs one of the two and `write` is
 * false: such a run is for profiling, not for docs/benchmarks.md.
 */
export async function benchOnBothDatabases(bench, { portFrom }) {
  const only = process.env.BENCH_DATABASE;
  const runs = [];
  if (only !== 'postgres') runs.push(await bench('PGlite', {}));
  if (only !== 'pglite') {
    const cluster = await startCluster({ portFrom });
    try {
      runs.push(await bench('PostgreSQL', { DATABASE_URL: cluster.url }));
    } finally {
      cluster.stop();
    }
  }
  return { runs, write: !only };
}
