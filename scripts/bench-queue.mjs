#!/usr/bin/env node
// pnpm bench:queue — a flood of chat requests from one address, against the running product: one agent online, then
// BENCH_GUESTS (30) guest sockets from one address, each with a session of its own, each asking for an
// agent with the largest history an older widget could send (50 lines of 5,000 characters, 248 KB). Before
// the fix every request re-sent the whole queue, histories included, to every agent: one agent received
// 115 MB in about 6 s and the server grew by 200 MB.
//
// Records, on embedded PGlite and on PostgreSQL (a throwaway cluster): the sockets the server accepted from
// that address, the requests it queued, the bytes the agent received on the wire, the bytes the guests sent
// (the reference of the same run: what the agent would have had to take at the very least before), and
// the server's resident memory before and after — in docs/benchmarks.md under its own heading.
import { serverRssMb, startBenchServer } from './lib/bench-server.mjs';
import { benchMachine, writeBenchmarkSection } from './lib/benchmarks.mjs';
import { benchGuestSessions } from './lib/chat-sessions.mjs';
import { connectSocket, signInAgent } from './lib/live-chat-client.mjs';
import { startCluster } from './lib/pg.mjs';
import { banner } from './lib/proc.mjs';

const HEADING = '## Live-chat queue under a flood from one address';
const GUESTS = Number(process.env.BENCH_GUESTS ?? 30);
const SETTLE_MS = 2_000;
const HUGE_HISTORY = Array.from({ length: 50 }, (_, n) => ({
  text: `${n} ${'x'.repeat(4_990)}`,
  is_customer: false,
  timestamp: n,
}));

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Bytes of every frame the agent's socket receives from now on. */
function countWireBytes(socket) {
  const counter = { bytes: 0 };
  socket.io.engine.on('packet', (packet) => {
    const data = packet.data;
    counter.bytes += typeof data === 'string' ? Buffer.byteLength(data) : (data?.byteLength ?? 0);
  });
  return counter;
}

async function flood(database, env) {
  const sessions = await benchGuestSessions();
  const server = await startBenchServer({
    portFrom: Number(process.env.BENCH_PORT ?? 27300),
    env: { DEMO_CONTENT: 'true', AUTH_TOKEN_SECRET: sessions.secret, ...env },
  });
  const sockets = [];
  try {
    const { socket: agent, error } = await connectSocket(`${server.base}/agent`, {
      auth: { token: await signInAgent(server.base) },
    });
    if (!agent) throw new Error(`the agent could not connect: ${error}`);
    sockets.push(agent);
    const received = countWireBytes(agent);
    const online = await agent.timeout(10_000).emitWithAck('toggle_availability', { isAvailable: true });
    if (!online.ok) throw new Error(`the agent could not go online: ${online.error}`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const rssBefore = serverRssMb(server.pid);
    const bytesBefore = received.bytes;

    banner(`${database}: ${GUESTS} guests from one address ask for an agent with a 248 KB history each`);
    const started = performance.now();
    const guests = await Promise.all(
      Array.from({ length: GUESTS }, () =>
        connectSocket(server.base, { auth: { sessionId: sessions.next() } }),
      ),
    );
    const connected = guests.filter((guest) => guest.socket).map((guest) => guest.socket);
    sockets.push(...connected);
    const payload = { customer_name: 'Flood', history: HUGE_HISTORY };
    const sentBytes = Buffer.byteLength(JSON.stringify(payload)) * connected.length;
    const answers = await Promise.all(
      connected.map((socket) => socket.timeout(30_000).emitWithAck('request_chat', payload)),
    );
    const elapsedMs = performance.now() - started;
    // Whatever the server still sends the agent arrives before the answer to a later event of its own.
    await agent.timeout(10_000).emitWithAck('chat_history', { page: 1, pageSize: 1 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return {
      database,
      socketsAccepted: connected.length,
      socketsRefused: guests.length - connected.length,
      queued: answers.filter((answer) => answer.ok).length,
      refusedReasons: [...new Set(answers.filter((answer) => !answer.ok).map((answer) => answer.error))],
      agentKb: kb(received.bytes - bytesBefore),
      sentKb: kb(sentBytes),
      rssBefore,
      rssAfter: serverRssMb(server.pid),
      seconds: (elapsedMs / 1000).toFixed(2),
    };
  } finally {
    for (const socket of sockets) socket.close();
    // Let the server finish its disconnect bookkeeping before it is stopped.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await server.stop();
  }
}

function writeSection(rows) {
  const date = new Date().toISOString().slice(0, 10);
  const machine = benchMachine();
  const section = [
    HEADING,
    '',
    `A flood of chat requests from one address (\`pnpm bench:queue\`): one agent online, then ${GUESTS} guest sockets from one`,
    'address, each with a session of its own (signed by the bench with the server key: the strongest case,',
    'as a visitor can no longer make sessions up), each sending `request_chat` with a 248 KB history. Before',
    'the fix one agent received 115 MB in about 6 s and the server grew by 200 MB. Now the server accepts',
    '`LIVE_CHAT_SOCKETS_PER_ADDRESS` sockets and queues `LIVE_CHAT_WAITING_PER_ADDRESS` requests from one',
    "address, ignores the client's history (the agent reads the server's own record, fetched when opened) and",
    'sends agents one summary per request. The reference of the same run is what the guests sent; agent',
    'bytes are wire bytes of the agent socket from the first request on; memory is the server process',
    `group's resident size before the first guest and ${SETTLE_MS / 1000} s after the last answer.`,
    '',
    '| database | sockets accepted | refused at handshake | requests queued | agent received | guests sent (reference) | ratio | server RSS before → after | time | machine | date |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.socketsAccepted} | ${row.socketsRefused} | ${row.queued} | ${row.agentKb} KB | ${row.sentKb} KB | ${((Number(row.agentKb) / Number(row.sentKb)) * 100).toFixed(3)} % | ${row.rssBefore} → ${row.rssAfter} MB | ${row.seconds} s | ${machine} | ${date} |`,
    ),
    '',
    `Refusals the guests were given: ${[...new Set(rows.flatMap((row) => row.refusedReasons))].map((reason) => `'${reason}'`).join(', ') || 'none'}.`,
    '',
  ].join('\n');
  writeBenchmarkSection(HEADING, section);
}

const rows = [await flood('PGlite', {})];
const cluster = await startCluster({ portFrom: 25600 });
try {
  rows.push(await flood('PostgreSQL', { DATABASE_URL: cluster.url }));
} finally {
  cluster.stop();
}
console.table(rows);
writeSection(rows);
console.log('Written to docs/benchmarks.md');
