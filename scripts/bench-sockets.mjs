#!/usr/bin/env node
// pnpm bench:sockets — how many live-chat customer sockets one server process holds, and the message
// round trip through a live agent while they are held.
//
// Starts the server on a free port (embedded PGlite, demo accounts), creates as many agents as the chats
// need at the most chats an agent may hold (AGENT_MAX_CHATS_LIMIT, docs/decisions/0051-transfer-and-capacity.md)
// and puts them online; each accepts every request it is shown and echoes every customer message back. Then opens customer sockets
// (websocket transport, as the widget does) in batches until BENCH_SOCKETS (5,000) are connected or the
// machine refuses more, checks they are still held, and has BENCH_CHATS of them request a chat and send
// BENCH_MESSAGES messages each, one after another, timing send → the agent's echo arriving: twice, on
// different sockets, the first round (the server's first messages, its code still being compiled) recorded
// apart from the second. Records the connections held, round-trip p50/p99 and the server's memory (RSS of
// its process group) in
// docs/benchmarks.md under its own heading, on embedded PGlite and on PostgreSQL (a throwaway cluster),
// each with `GET /` under autocannon as the reference of the same run.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { serverRssMb, startBenchServer } from './lib/bench-server.mjs';
import { benchMachine, writeBenchmarkSection } from './lib/benchmarks.mjs';
import { benchGuestSessions } from './lib/chat-sessions.mjs';
import { cpuSpent, cpuTimes } from './lib/cpu-time.mjs';
import { connectSocket, signInAgent } from './lib/live-chat-client.mjs';
import { SUPERADMIN } from './lib/nodes-api.mjs';
import { benchOnBothDatabases } from './lib/pg.mjs';
import { banner } from './lib/proc.mjs';

const HEADING = '## Live-chat sockets';
const TARGET_SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const CHATS = Number(process.env.BENCH_CHATS ?? 50);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);
const BATCH = 100;
/**
 * "Typing…" in the load (docs/decisions/0050-typing-and-read-marks.md), as the clients send it: the agent
 * tells typing before each echo; a customer tells typing before every CUSTOMER_TYPING_EVERY-th message. Each
 * is unacknowledged, and nobody tells stopped: the message that follows clears the other side's typing
 * (contracts/live-typing.ts) (its socket may send 30 events per 10 s, of which the chat itself
 * takes 22; a person types slower than the 2 s throttle anyway). BENCH_TYPING=0 runs the load without it.
 */
const TYPING = process.env.BENCH_TYPING !== '0';
const CUSTOMER_TYPING_EVERY = 7;
/** The product's bound on an agent's chats at once (contracts/live-chat.ts AGENT_MAX_CHATS_LIMIT). */
const CHATS_PER_AGENT = 10;

const ascending = (values) => [...values].sort((a, b) => a - b);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Emits with an acknowledgement, failing after `ms`. */
const emitAck = (socket, event, payload, ms = 15_000) => socket.timeout(ms).emitWithAck(event, payload);

/** A typing event, unacknowledged (as the clients send it). */
const tellTyping = (socket, payload) => socket.emit('typing', payload);

/** A refused typing event comes back as chat_error: a bench failure all the same. */
const reportTypingRefusals = (socket) =>
  socket.on(
    'chat_error',
    ({ event, error }) => event === 'typing' && console.error('typing refused:', error),
  );

/**
 * An echoing agent: accepts the requests of its share of the customers (`Bench customer {n}` with
 * n % of === index, so no two agents race for one) and answers every customer message with its text.
 */
async function startAgent(base, token, { index, of }) {
  const { socket, error } = await connectSocket(`${base}/agent`, { auth: { token } });
  if (!socket) throw new Error(`the agent could not connect: ${error}`);
  reportTypingRefusals(socket);
  const accepting = new Set();
  const accept = (request) => {
    const customer = Number(/(\d+)$/.exec(request.customer_details.customer_name)?.[1]);
    if (customer % of !== index || accepting.has(request.customer_sid)) return;
    accepting.add(request.customer_sid);
    emitAck(socket, 'chat_request_consent', {
      customer_sid: request.customer_sid,
      customer_details: request.customer_details,
      accept: true,
    }).catch((failure) => console.error('accept failed', failure.message));
  };
  socket.on('chat_requests', (requests) => requests.forEach(accept));
  socket.on('chat_request_added', accept);
  socket.on('messages', (message) => {
    if (!message.is_customer) return;
    if (TYPING) tellTyping(socket, { chat_id: message.chat_id, typing: true });
    emitAck(socket, 'send_message', {
      chat_id: message.chat_id,
      id: `echo-${message.id}`,
      message: message.message,
    })
      .then((answer) => answer.ok || console.error('echo refused:', answer.error))
      .catch((failure) => console.error('echo failed:', failure.message));
  });
  const limit = await emitAck(socket, 'set_max_chats', { max_chats: CHATS_PER_AGENT });
  if (!limit.ok) throw new Error(`the agent could not take ${CHATS_PER_AGENT} chats: ${limit.error}`);
  const answer = await emitAck(socket, 'toggle_availability', { isAvailable: true });
  if (!answer.ok) throw new Error(`the agent could not go online: ${answer.error}`);
  return socket;
}

/** Tokens of `count` agents made for the bench through the users API (Managers answer live chats). */
async function benchAgentTokens(base, count) {
  const admin = await signInAgent(base, SUPERADMIN);
  const tokens = [];
  for (let n = 1; n <= count; n++) {
    const agent = { userName: `bench-agent-${n}`, password: 'bench-agent-password' };
    const created = await fetch(`${base}/api/Users/Create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({
        ...agent,
        firstName: 'Bench',
        lastName: `Agent ${n}`,
        contact: '',
        roles: ['Manager'],
      }),
    });
    if (!created.ok) throw new Error(`bench agent ${n} could not be created: ${await created.text()}`);
    tokens.push(await signInAgent(base, agent));
  }
  return tokens;
}

async function openCustomers(base, sessions) {
  const held = [];
  let refused = null;
  while (held.length < TARGET_SOCKETS && !refused) {
    const size = Math.min(BATCH, TARGET_SOCKETS - held.length);
    const results = await Promise.all(
      // Held means the server has done its connect work too: it ends by telling the socket how many
      // agents are available.
      Array.from({ length: size }, () =>
        connectSocket(base, { auth: { sessionId: sessions.next() }, readyEvent: 'number_available_agents' }),
      ),
    );
    for (const result of results) {
      if (result.socket) held.push(result.socket);
      else refused ??= result.error;
    }
    if (held.length % 1000 === 0 || refused) console.log(`  ${held.length} customer sockets connected`);
  }
  return { held, refused };
}

/** One customer: request a chat, wait for the agent, then time MESSAGES echoes one after another. */
async function runChat(socket, index) {
  if (TYPING) reportTypingRefusals(socket);
  const assigned = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chat ${index} was not assigned within 60 s`)), 60_000);
    socket.once('chat_assigned', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const request = await emitAck(socket, 'request_chat', { customer_name: `Bench customer ${index}` });
  if (!request.ok) throw new Error(`request_chat refused: ${request.error}`);
  await assigned;
  const times = [];
  for (let n = 0; n < MESSAGES; n++) {
    const id = `bench-${index}-${n}-${randomBytes(3).toString('hex')}`;
    const echoed = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no echo of ${id} within 30 s`)), 30_000);
      const onMessage = (message) => {
        if (message.id !== `echo-${id}`) return;
        socket.off('receive_message', onMessage);
        clearTimeout(timer);
        resolve();
      };
      socket.on('receive_message', onMessage);
    });
    if (TYPING && n % CUSTOMER_TYPING_EVERY === 0) tellTyping(socket, { typing: true });
    const started = performance.now();
    const ack = await emitAck(socket, 'send_message', { id, message: `Round trip ${n} of chat ${index}` });
    if (!ack.ok) throw new Error(`send_message refused: ${ack.error}`);
    await echoed;
    times.push(performance.now() - started);
  }
  await emitAck(socket, 'end_chat', {});
  return times;
}

/** Runs one chat per socket at once; round-trip times per chat, and the CPU each group used meanwhile. */
async function runChats(sockets, serverPid, firstIndex) {
  const chats = sockets.filter((socket) => socket.connected);
  const cpuBefore = cpuTimes(serverPid);
  const started = performance.now();
  const perChat = await Promise.all(chats.map((socket, index) => runChat(socket, firstIndex + index)));
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSpent(cpuBefore, cpuTimes(serverPid));
  return { chats: chats.length, perChat, times: ascending(perChat.flat()), seconds, cpu };
}

/** `GET /` (the Home page, rendered once and kept in memory) under autocannon: the reference of the same run. */
function referenceRun(base) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}/`, connections: 10, duration: 5 }, (error, result) =>
      error ? reject(error) : resolve({ rps: Math.round(result.requests.average), p99: result.latency.p99 }),
    );
  });
}

function writeSection(rows) {
  const date = new Date().toISOString().slice(0, 10);
  const section = [
    HEADING,
    '',
    `One server process (the production build) holding websocket customer sockets of the live chat (socket.io`,
    `4.8, the widget's transport), opened ${BATCH} at a time up to ${TARGET_SOCKETS}; agents online (each at most ${CHATS_PER_AGENT} chats`,
    `at once, docs/decisions/0051-transfer-and-capacity.md) share the requests and echo every message. While all sockets are held, two rounds of ${rows[0]?.chats ?? CHATS} customers`,
    `(different sockets) each request a chat and send ${MESSAGES} messages, one after another; a round trip is customer`,
    "send → stored and acknowledged → agent receives → agent's echo stored → customer receives. The first round",
    "is the server's first live messages since it started, served while Node is still compiling their code (a",
    "third more server CPU per round trip): it is shown in its own column. The table's figures are the second",
    'round, the server as it runs once it has served. Memory is the resident size of the server process group.',
    'The chats run at once, so each round trip queues behind the others: with no pause between messages, a',
    "round trip's latency is the chats divided by the round trips per second, which the server, the database",
    'and this bench (its 5,000 sockets and 50 chats) share on the same cores. CPU is the milliseconds each of',
    'the three used per round trip while the chats ran. Every chat is assigned within a few milliseconds of the',
    'others and sends its first message at once, so the first round trips queue behind each other: their p99',
    "is shown apart from the rest's. Each message is one prepared statement (its chat found and locked, its",
    'number, the message and its chat-log line; on PostgreSQL pipelined on connections of its own), sent to',
    "every socket of its chat but the sender's (which has its ack); an agent's line of plain words skips markdown and the",
    "sanitiser. Queue positions and the agent's state are sent as coalesced snapshots. Typing is in the load:",
    'the agent tells typing before every echo, a customer before every seventh message, unacknowledged',
    'and never stopped, as the clients do (BENCH_TYPING=0 leaves it out). One node runs here,',
    "so deliveries skip the socket.io adapter's NOTIFY (it publishes only while another node is up:",
    'docs/decisions/0023-serving-path.md). The reference is `GET /` (the Home page as the server keeps it',
    'rendered, autocannon, 10 connections, 5 s) on the same server before the sockets open. Regenerate with',
    '`pnpm bench:sockets`.',
    '',
    '| database | sockets held | refused | round trips | p50 | p99 | p99 of first round trips | p99 of the rest | round trips/s | CPU per round trip (ms) | first round after start | `GET /` reference | server RSS after start | server RSS holding the sockets | machine | date |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|---:|---:|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.held} | ${row.refused ?? 'none'} | ${row.roundTrips} | ${row.p50} ms | ${row.p99} ms | ${row.p99First} ms | ${row.p99Rest} ms | ${row.perSecond} | ${row.cpu} | ${row.firstRound} | ${row.referenceRps} req/s, p99 ${row.referenceP99} ms | ${row.rssIdle} MB | ${row.rssHolding} MB | ${row.machine} | ${date} |`,
    ),
    '',
  ].join('\n');
  writeBenchmarkSection(HEADING, section);
}

const fdLimit = /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
console.log(`open-file limit of this process: ${fdLimit ?? 'unknown'}`);

async function benchOn(database, env) {
  const sessions = await benchGuestSessions();
  const server = await startBenchServer({
    portFrom: Number(process.env.BENCH_PORT ?? 27200),
    env: {
      DEMO_CONTENT: 'true',
      // The bench signs its guests' sessions (scripts/lib/chat-sessions.mjs) with the server's key.
      AUTH_TOKEN_SECRET: sessions.secret,
      // One echoing agent answers every chat at machine speed, and every socket comes from this one address:
      // the limits meant for people and for one visitor's network are lifted, so the bench measures the
      // socket path, not the limiters (bench:queue measures those).
      LIVE_CHAT_AGENT_EVENTS_PER_10S: '1000000',
      LIVE_CHAT_SOCKETS_PER_ADDRESS: '1000000',
      LIVE_CHAT_WAITING_PER_ADDRESS: '1000000',
      LIVE_CHAT_QUEUE_MAX: '1000000',
      ...env,
    },
  });
  const { base } = server;
  const sockets = [];
  try {
    const rssIdle = serverRssMb(server.pid);
    banner(`${database}: GET / (reference)`);
    const reference = await referenceRun(base);
    // Each round's chats end before the next starts: its chats shared out, each agent at its bound.
    const agentCount = Math.ceil(CHATS / CHATS_PER_AGENT);
    banner(`${database}: ${agentCount} agents online`);
    const tokens = await benchAgentTokens(base, agentCount);
    for (const [index, token] of tokens.entries())
      sockets.push(await startAgent(base, token, { index, of: agentCount }));
    banner(`${database}: opening up to ${TARGET_SOCKETS} customer sockets`);
    const { held, refused } = await openCustomers(base, sessions);
    sockets.push(...held);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const stillHeld = held.filter((socket) => socket.connected).length;
    const rssHolding = serverRssMb(server.pid);
    banner(`${database}: ${stillHeld} held; ${Math.min(CHATS, stillHeld)} chats × ${MESSAGES} round trips`);
    // Two rounds of CHATS chats on different sockets. The first is the server's first live messages since
    // it started, run while its code is still being compiled (about a third more server CPU per round trip):
    // recorded apart. The second is the server as it runs once it has served: the figures of the table.
    const firstRound = await runChats(held.slice(CHATS, 2 * CHATS), server.pid, CHATS);
    const round = await runChats(held.slice(0, CHATS), server.pid, 0);
    const perRoundTrip = (ms) => (ms / round.times.length).toFixed(2);
    const { cpu } = round;
    const row = {
      database,
      held: stillHeld,
      refused,
      chats: round.chats,
      roundTrips: round.times.length,
      p50: percentile(round.times, 50).toFixed(1),
      p99: percentile(round.times, 99).toFixed(1),
      // Every chat is assigned within a few milliseconds of the others and sends its first message at
      // once: the first round trips queue behind each other. The two apart, to show which sets the p99.
      p99First: percentile(ascending(round.perChat.map((chat) => chat[0])), 99).toFixed(1),
      p99Rest: percentile(ascending(round.perChat.flatMap((chat) => chat.slice(1))), 99).toFixed(1),
      perSecond: Math.round(round.times.length / round.seconds),
      // CPU milliseconds per round trip: where the two cores went (the chats run at once, so the
      // round trip's latency is the chats divided by what the three together manage per second).
      cpu:
        database === 'PGlite'
          ? `server with its database ${perRoundTrip(cpu.server)}, bench ${perRoundTrip(cpu.bench)}`
          : `server ${perRoundTrip(cpu.server)}, database ${perRoundTrip(cpu.database)}, bench ${perRoundTrip(cpu.bench)}`,
      firstRound: `p50 ${percentile(firstRound.times, 50).toFixed(1)} ms, p99 ${percentile(firstRound.times, 99).toFixed(1)} ms, server CPU ${(firstRound.cpu.server / firstRound.times.length).toFixed(2)} ms`,
      referenceRps: reference.rps,
      referenceP99: reference.p99,
      rssIdle,
      rssHolding,
      machine: benchMachine(),
    };
    console.table([row]);
    return row;
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}

const { runs, write } = await benchOnBothDatabases(benchOn, { portFrom: 25800 });
if (write) {
  writeSection(runs);
  console.log('Written to docs/benchmarks.md');
}
