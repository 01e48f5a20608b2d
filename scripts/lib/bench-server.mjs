// The server every bench runs against: the production build (`node dist/main.js`) on a free port, embedded
// PGlite (or DATABASE_URL) with a temporary data dir, started and waited for here and removed by `stop()`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForAnswer } from './checks.mjs';
import { freePort } from './ports.mjs';
import { banner, run, startService } from './proc.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server');

/**
 * Starts the server with `env` over the defaults and resolves once it answers. `pid` is its process
 * group (its memory, with anything it starts, can be read from it).
 */
export async function startBenchServer({ portFrom, env = {}, timeoutMs = 90_000 }) {
  const port = await freePort(portFrom);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ohmstead-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const database = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`;
  banner(`Starting the server on ${base} (${database}; data in ${dataDir})`);
  const entry = path.join(serverDir, 'dist', 'main.js');
  if (!existsSync(entry) && (await run('pnpm', ['--filter', '@ohmstead/server', 'run', 'build'])) !== 0)
    throw new Error('the server could not be built');
  // BENCH_NODE_ARGS: flags for the server's Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = startService(process.execPath, [...nodeArgs, entry], {
    cwd: serverDir,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${base}/api/Config/Public`, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, pid: server.pid, stop };
}

/** Resident memory of the server's process group, in MB. */
export function serverRssMb(pgid) {
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' });
    const kb = out
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => Number.isFinite(n) && n > 0)
      .reduce((sum, n) => sum + n, 0);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}
