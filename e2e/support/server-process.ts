import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import pg from 'pg';
import { freePort } from './free-port';

/**
 * Server processes of a test's own, beside the shared e2e server: the live-agent tests need a queue no
 * other test touches (an agent online would change every other chat test's outcome), a process they may
 * kill in the middle of a chat, and two processes sharing one database. Each is the production server
 * (the production build `dist/main.js`, built site, demo content) on a fresh PostgreSQL database of the run's cluster.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverDir = path.join(root, 'apps', 'server');

function runDir(): string {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error('E2E_RUN_DIR is set by e2e/playwright.config.ts');
  return dir;
}

/** A new, empty database on the cluster of the shared e2e server (its URL names that cluster). */
export async function freshDatabase(): Promise<string> {
  const shared = new URL(readFileSync(path.join(runDir(), 'database-url'), 'utf8').trim());
  const admin = new URL(shared);
  admin.pathname = '/postgres';
  const name = `ohmstead_live_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface ServerProcess {
  readonly baseURL: string;
  readonly databaseUrl: string;
  /** Kills the process outright (SIGKILL): no shutdown hooks, sockets dropped mid-chat. */
  kill(): Promise<void>;
  /** Starts it again on the same port, database and data dir. */
  restart(): Promise<void>;
  /** Stops it cleanly (SIGTERM). */
  stop(): Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/Config/Public`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts one server process; `databaseUrl` shared between two calls makes a two-node cluster. */
export async function startServerProcess(
  options: { databaseUrl?: string; name?: string; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const databaseUrl = options.databaseUrl ?? (await freshDatabase());
  const port = await freePort(4300 + Math.floor(Math.random() * 600));
  const baseURL = `http://127.0.0.1:${port}`;
  const label = options.name ?? `live-${port}`;
  const dataDir = path.join(runDir(), label, 'data');
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(path.join(runDir(), label, 'server.log'), { flags: 'a' });
  let child: ChildProcess;

  async function start() {
    child = spawn(process.execPath, [path.join(serverDir, 'dist', 'main.js')], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: baseURL,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DEMO_CONTENT: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        BOT_RATE_LIMIT_PER_MINUTE: '100000',
        BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
        CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR: '100000',
        // The live-chat servers need no simulated devices: the shared e2e server runs them.
        DEVICE_SIMULATION: 'false',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    await waitUntilServing(baseURL, child);
  }

  async function signal(name: NodeJS.Signals) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // Whatever the server started goes with it (the whole process tree), or the port stays taken.
    const done = exited(child);
    killTree(child.pid!, name);
    await done;
    await waitForPortFree(port);
  }

  await start();
  return {
    baseURL,
    databaseUrl,
    kill: () => signal('SIGKILL'),
    restart: start,
    stop: () => signal('SIGTERM'),
  };
}

type ServerProcessOptions = Parameters<typeof startServerProcess>[0];

/**
 * A server process of the spec file (or describe block) alone: started before its tests, stopped after
 * them. `options` may be a function when it depends on something started before (another node's database).
 */
export function useServerProcess(
  options: ServerProcessOptions | (() => ServerProcessOptions),
): ServerProcess {
  let server: ServerProcess | undefined;
  test.beforeAll(async () => {
    server = await startServerProcess(typeof options === 'function' ? options() : options);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const started = () => {
    if (!server) throw new Error('the server process starts in beforeAll: use it inside a hook or a test');
    return server;
  };
  return {
    get baseURL() {
      return started().baseURL;
    },
    get databaseUrl() {
      return started().databaseUrl;
    },
    kill: () => started().kill(),
    restart: () => started().restart(),
    stop: () => started().stop(),
  };
}

/** Signals a process and every descendant (read from /proc), children first. */
function killTree(pid: number, name: NodeJS.Signals) {
  for (const child of childrenOf(pid)) killTree(child, name);
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

function childrenOf(pid: number): number[] {
  try {
    const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return tasks ? tasks.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

async function waitForPortFree(port: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await freePort(port, 1).catch(() => null)) === port) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
