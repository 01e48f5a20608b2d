#!/usr/bin/env node
// pnpm test:nodes — the product on several nodes, the way docs/deployment.md deploys it: a throwaway
// PostgreSQL, two server processes (the production build, dist/main.js) sharing it and one data
// directory, and nginx in front with the repository's deploy/nginx/ohmstead.conf, on HTTPS with a
// self-signed certificate made for the run (every client trusts it as `ca`; nothing turns verification
// off). Then:
//   1. TLS at nginx: plain HTTP answers 301 to the same path and query on HTTPS (but for ACME's
//      challenge folder), HTTPS answers carry HSTS (errors too, HTTP/1.1 and HTTP/2), and a socket.io
//      websocket connects over wss,
//   2. an admin edit on one node is read back on both within PUBLIC_READ_BOUND_MS (hero on A, SEO on B),
//   3. a per-address form limit is one limit across both nodes and the proxy,
//   4. a live chat with the customer's socket on node A and the agent's on node B (each connected to its
//      node directly, to pin them; every later connection goes through nginx) exchanges messages both
//      ways; node A is SIGKILLed mid-chat with a customer message in flight; the customer reconnects
//      through nginx (wss) to B, resumes and resends; node A comes back; node B gets SIGTERM with both
//      sockets and a slow request on it: the request completes, B exits 0, both sides reconnect through
//      nginx to A; finally what each side saw and the stored transcript are checked against what was
//      sent — every message exactly once, seqs 1…N with no gap.
// Prints one line per check and exits 1 on any failure.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchGuestSessions } from './lib/chat-sessions.mjs';
import { runChecks, waitForAnswer } from './lib/checks.mjs';
import { connectSocket } from './lib/live-chat-client.mjs';
import { startNginx } from './lib/nginx.mjs';
import { api, SUPERADMIN } from './lib/nodes-api.mjs';
import { liveChat } from './lib/nodes-live-chat.mjs';
import { startCluster } from './lib/pg.mjs';
import { freePort } from './lib/ports.mjs';
import { banner, run, startService } from './lib/proc.mjs';
import { http2Get } from './lib/trusting-client.mjs';

/** How long a public read on another node may show the value from before an admin edit (docs/deployment.md). */
const PUBLIC_READ_BOUND_MS = 2_000;
/** The whole run must end well inside CI's patience. */
const RUN_LIMIT_MS = 110_000;
/** The form limit the nodes run with: small, so the check needs few calls (the default is 20). */
const FORM_LIMIT = 4;
/** What deploy/nginx/ohmstead.conf sends on every HTTPS answer. */
const HSTS = 'max-age=63072000; includeSubDomains';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps', 'server');
const entry = path.join(serverDir, 'dist', 'main.js');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Set by runChecks (scripts/lib/checks.mjs). */
let check;
let elapsed;

await runChecks(
  { name: 'nodes', limitMs: RUN_LIMIT_MS, reportFile: process.env.NODES_JSON_REPORT },
  (context) => {
    ({ check, elapsed } = context);
    return main(context.cleanups);
  },
);

async function main(cleanups) {
  // The server's build is one esbuild step (a fraction of a second): always test the code as it is.
  if ((await run(process.execPath, ['build.mjs'], { cwd: serverDir })) !== 0 || !existsSync(entry))
    throw new Error('the server could not be built');

  banner('PostgreSQL, two nodes, nginx');
  const cluster = await startCluster({ portFrom: 25400 });
  cleanups.push(async () => cluster.stop());
  const databaseUrl = await createDatabase(cluster.url, 'ohmstead_nodes');
  // Guest sessions are signed with the token key, which the nodes must share anyway.
  const sessions = await benchGuestSessions();
  // One data directory for both nodes: in a deployment a shared mount (uploads, chat files).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ohmstead-nodes-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const portA = await freePort(28100);
  const portB = await freePort(portA + 1);
  const httpPort = await freePort(28200);
  const httpsPort = await freePort(httpPort + 1);
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'true',
    AUTH_TOKEN_SECRET: sessions.secret,
    ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
    TRUST_PROXY_HOPS: '1',
    SITE_URL: `https://127.0.0.1:${httpsPort}`,
    RATE_LIMIT_PER_MINUTE: String(FORM_LIMIT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const nodes = {};
  const startNode = async (name, port) => {
    const service = startService(process.execPath, [entry], {
      cwd: serverDir,
      env: { ...env, PORT: String(port) },
    });
    const node = { name, base: `http://127.0.0.1:${port}`, service };
    nodes[name] = node;
    cleanups.push(() => service.stop());
    await waitForAnswer(`${node.base}/api/Config/Public`, 60_000);
    console.log(`node ${name} answers at ${node.base} (${elapsed()})`);
    return node;
  };
  // The first start migrates and seeds the demo content; the second finds both done.
  const a = await startNode('A', portA);
  const b = await startNode('B', portB);
  const proxy = startNginx({ upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`], httpPort, httpsPort });
  cleanups.push(() => proxy.stop());
  await waitForAnswer(
    `${proxy.base}/api/Config/Public`,
    10_000,
    async (url) => (await api(proxy, 'GET', url)).status,
  );
  console.log(`nginx answers at ${proxy.base} and ${proxy.plainBase} (${elapsed()})`);

  banner('1. TLS at nginx');
  await tlsAtTheProxy(proxy, sessions);

  banner('2. An admin edit on one node, read on both');
  await adminEdits(a, b);

  banner('3. A form limit across both nodes and the proxy');
  await sharedFormLimit(a, b, proxy);

  banner('4. A live chat across nodes, a node killed, a node drained');
  await liveChat({ a, b, proxy, sessions, startNode, portA }, check);
}

/** A database of its own on the throwaway cluster; answers its URL. */
async function createDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function tlsAtTheProxy(proxy, sessions) {
  const pathAndQuery = '/news-events?page=2&q=grid%20edge';
  const get = await api({ base: proxy.plainBase }, 'GET', pathAndQuery);
  const post = await api({ base: proxy.plainBase }, 'POST', '/api/Auth/AuthTokenLogin?from=plain', {
    body: SUPERADMIN,
  });
  check(
    'plain http answers 301 to the https address with the same path and query (GET and POST)',
    get.status === 301 &&
      get.headers.location === `${proxy.base}${pathAndQuery}` &&
      post.status === 301 &&
      post.headers.location === `${proxy.base}/api/Auth/AuthTokenLogin?from=plain`,
    `GET ${get.status} → ${get.headers.location}; POST ${post.status} → ${post.headers.location}`,
  );

  // What certbot's webroot mode writes: served as it is over plain HTTP.
  const token = randomBytes(16).toString('base64url');
  writeFileSync(path.join(proxy.acmeChallengeDir, token), `${token}.thumbprint`, { mode: 0o644 });
  const challenge = await api({ base: proxy.plainBase }, 'GET', `/.well-known/acme-challenge/${token}`);
  check(
    'plain http serves ACME http-01 challenges from their folder instead of redirecting',
    challenge.status === 200 && challenge.text === `${token}.thumbprint`,
    `${challenge.status}${challenge.headers.location ? ` → ${challenge.headers.location}` : ''}`,
  );

  const found = await api(proxy, 'GET', '/api/Config/Public');
  const missing = await api(proxy, 'GET', '/api/no-such-call');
  const overHttp2 = await http2Get(`${proxy.base}/api/Config/Public`, { ca: proxy.ca });
  check(
    `https answers carry Strict-Transport-Security: ${HSTS} (an error too, and over HTTP/2)`,
    found.status === 200 &&
      found.headers['strict-transport-security'] === HSTS &&
      missing.status >= 400 &&
      missing.headers['strict-transport-security'] === HSTS &&
      overHttp2.status === 200 &&
      overHttp2.headers['strict-transport-security'] === HSTS,
    `HTTP/1.1 ${found.status} and ${missing.status}, ` +
      `${overHttp2.protocol ?? overHttp2.error} ${overHttp2.status}: ` +
      [found, missing, overHttp2]
        .map((answer) => answer.headers['strict-transport-security'] ?? 'none')
        .join(' | '),
  );
  check(
    'https negotiates HTTP/2 (ALPN h2) for browsers that offer it',
    overHttp2.protocol === 'h2',
    `ALPN ${overHttp2.protocol ?? overHttp2.error}`,
  );

  const { socket, error } = await connectSocket(proxy.base, {
    auth: { sessionId: sessions.next() },
    ca: proxy.ca,
  });
  check(
    'a socket.io websocket connects through nginx over wss',
    socket !== null && socket.io.engine.secure === true && socket.io.engine.transport.name === 'websocket',
    socket ? `transport ${socket.io.engine.transport.name}, secure ${socket.io.engine.secure}` : error,
  );
  socket?.close();
}

/** Polls `read` on every node until `expected` holds; answers how long each node took (or null). */
async function readBackOnEvery(nodes, read, expected) {
  const edited = Date.now();
  return Promise.all(
    nodes.map(async (node) => {
      while (Date.now() - edited <= PUBLIC_READ_BOUND_MS) {
        if (expected(await read(node))) return Date.now() - edited;
        await sleep(50);
      }
      return null;
    }),
  );
}

async function adminEdits(a, b) {
  const signIn = await api(a, 'POST', '/api/Auth/AuthTokenLogin', { body: SUPERADMIN });
  if (!signIn.json?.token) throw new Error(`superadmin could not sign in: ${signIn.text}`);
  const token = signIn.json.token;
  const hero = (node) => api(node, 'GET', '/api/HomeConfiguration/GetHero').then((r) => r.json);
  const seo = (node) => api(node, 'GET', '/api/Seo/GetSeoDataByName?pageName=Home').then((r) => r.json);
  // Read first on both, so that a node caching public reads holds the old answers.
  const [heroBefore, seoBefore] = [await hero(a), await seo(a)];
  await hero(b);
  await seo(b);

  const title = `Power routing on every node ${randomBytes(3).toString('hex')}`;
  const heroEdit = await api(a, 'PUT', '/api/HomeConfiguration/UpdateHero', {
    token,
    body: { beforeTitle: heroBefore.beforeTitle, title, text: heroBefore.text },
  });
  const heroTimes = await readBackOnEvery([a, b], hero, (answer) => answer?.title === title);
  check(
    `hero edited on A is read on A and B within ${PUBLIC_READ_BOUND_MS} ms`,
    heroEdit.status === 200 && heroTimes.every((ms) => ms !== null),
    `edit ${heroEdit.status}; A ${heroTimes[0] ?? 'never'} ms, B ${heroTimes[1] ?? 'never'} ms`,
  );

  const seoTitle = `Ohmstead Power — several nodes ${randomBytes(3).toString('hex')}`;
  const seoEdit = await api(b, 'PUT', '/api/HomeConfiguration/UpdateSeo', {
    token,
    body: {
      pageName: 'Home',
      title: seoTitle,
      metaKeyword: seoBefore.metaKeyword,
      metaDescription: seoBefore.metaDescription,
    },
  });
  const seoTimes = await readBackOnEvery([a, b], seo, (answer) => answer?.title === seoTitle);
  check(
    `SEO tags edited on B are read on A and B within ${PUBLIC_READ_BOUND_MS} ms`,
    seoEdit.status === 200 && seoTimes.every((ms) => ms !== null),
    `edit ${seoEdit.status}; A ${seoTimes[0] ?? 'never'} ms, B ${seoTimes[1] ?? 'never'} ms`,
  );
}

async function sharedFormLimit(a, b, proxy) {
  // The same address (127.0.0.1, directly or forwarded by nginx) on every call.
  const order = [a, b, proxy, a, b];
  const statuses = [];
  for (const target of order) statuses.push((await api(target, 'GET', '/api/Captcha/Challenge')).status);
  const allowed = statuses.slice(0, FORM_LIMIT);
  check(
    `RATE_LIMIT_PER_MINUTE=${FORM_LIMIT} holds across A, B and nginx: call ${FORM_LIMIT + 1} is refused`,
    allowed.every((status) => status === 200) && statuses[FORM_LIMIT] === 429,
    `A, B, nginx, A, B answered ${statuses.join(', ')}`,
  );
}
