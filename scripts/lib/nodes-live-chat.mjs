// Check 4 of pnpm test:nodes (scripts/test-nodes.mjs): a live chat with the customer's socket on node A
// and the agent's on node B; node A is SIGKILLed mid-chat, comes back, and node B is drained; every
// message must arrive exactly once, on both sides and in the stored transcript.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { DEMO_AGENT } from './live-chat-client.mjs';
import { api, SUPERADMIN } from './nodes-api.mjs';
import { ChatSide } from './nodes-chat.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST whose body is sent in two parts, the second when `finish()` is called. */
function slowPost(base, url, body) {
  let finish = () => {};
  const answer = new Promise((resolve) => {
    const target = new URL(url, base);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, text: error.message }));
    req.write(body.slice(0, 10));
    finish = () => req.end(body.slice(10));
  });
  return { answer, finish: () => finish() };
}

/**
 * The agent, available on node B, accepts the request of a customer on node A (each connected to its node
 * directly, to pin them); every later connection goes through the proxy.
 */
async function openChat({ a, b, proxy, sessions }) {
  const agentSignIn = await api(proxy, 'POST', '/api/Auth/AuthTokenLogin', { body: DEMO_AGENT });
  if (!agentSignIn.json?.token) throw new Error(`the agent could not sign in: ${agentSignIn.text}`);
  const agent = new ChatSide('agent', { token: agentSignIn.json.token }, { ca: proxy.ca });
  const customer = new ChatSide('customer', { sessionId: sessions.next() }, { ca: proxy.ca });
  await agent.connect(b.base);
  if (!(await agent.emit('toggle_availability', { isAvailable: true })).ok)
    throw new Error('the agent could not go available');
  await customer.connect(a.base);

  const requestAdded = agent.next('chat_request_added');
  const requested = await customer.emit('request_chat', { customer_name: 'Nina Nodes' });
  if (!requested.ok) throw new Error(`request_chat refused: ${requested.error}`);
  customer.chatId = agent.chatId = requested.chat_id;
  const chatRequest = await requestAdded;
  const assigned = customer.next('chat_assigned');
  const consent = await agent.emit('chat_request_consent', {
    customer_sid: requested.chat_id,
    customer_details: chatRequest.customer_details,
    accept: true,
  });
  if (!consent.ok) throw new Error(`the agent could not accept: ${consent.error}`);
  await assigned;
  // From now on every lost connection is made again through the proxy.
  customer.reconnectTo = agent.reconnectTo = proxy.base;
  return { agent, customer };
}

/** What the two sides say, each message with an id of its own, and the wait until both saw all of it. */
function conversation(customer, agent) {
  const sent = [];
  const tag = randomBytes(3).toString('hex');
  let number = 0;
  const nextId = (who) => `${who}-${tag}-${++number}`;
  const say = (side, text) => {
    const id = nextId(side === customer ? 'c' : 'a');
    sent.push(id);
    const payload = side === agent ? { chat_id: side.chatId, id, message: text } : { id, message: text };
    return side.send(payload);
  };
  // Seen by both, and every send acknowledged (a resent message may be seen before its ack comes back).
  const bothSawEverything = (timeoutMs = 15_000) =>
    Promise.all([
      customer.sawAll(sent, timeoutMs),
      agent.sawAll(sent, timeoutMs),
      customer.allAcknowledged(timeoutMs),
      agent.allAcknowledged(timeoutMs),
    ]);
  return { customer, agent, sent, say, bothSawEverything };
}

/** Node A dies with a customer message in flight; the customer comes back through the proxy. */
async function killNodeA(chat, a, check) {
  const { customer, agent, say, bothSawEverything } = chat;
  const inFlight = say(customer, 'Sent as node A dies');
  a.service.kill('SIGKILL');
  const killedAt = Date.now();
  await a.service.exited;
  const inFlightAck = await inFlight;
  await say(agent, 'Written while the customer is away');
  await say(agent, 'And one more while away');
  await bothSawEverything(20_000);
  check(
    'node A SIGKILLed mid-chat: the customer reconnects through nginx (wss), resumes and resends',
    customer.connections.length === 2 && customer.pending.size === 0,
    `in-flight message ${inFlightAck.ok ? 'acknowledged before the kill' : 'resent after reconnecting'}; ` +
      `everything seen ${Date.now() - killedAt} ms after the kill`,
  );
  await say(customer, 'Back, through the proxy');
  await say(agent, 'Welcome back');
  await bothSawEverything();
}

/** Node A comes back; node B is drained with both sockets and a slow request on it. */
async function drainNodeB(chat, { b, startNode, portA }, check) {
  const { customer, agent, say, bothSawEverything } = chat;
  const a2 = await startNode('A2', portA);
  const slow = slowPost(b.base, '/api/Auth/AuthTokenLogin', JSON.stringify(SUPERADMIN));
  await sleep(200);
  const customerConnection = customer.connections.at(-1);
  const agentConnection = agent.connections.at(-1);
  b.service.kill('SIGTERM');
  const drainedAt = Date.now();
  await sleep(300);
  const whileDraining = say(agent, 'Sent while node B drains');
  await sleep(300);
  slow.finish();
  const slowAnswer = await slow.answer;
  const bExit = await b.service.exited;
  check(
    'node B drains on SIGTERM: the request in flight completes and B exits 0',
    slowAnswer.status === 200 && slowAnswer.text.includes('"token"') && bExit === 0,
    `slow request ${slowAnswer.status}, exit code ${bExit}, ${Date.now() - drainedAt} ms after SIGTERM`,
  );
  check(
    'node B tells its sockets to reconnect elsewhere (transport close, not a socket.io disconnect)',
    customerConnection.disconnect === 'transport close' && agentConnection.disconnect === 'transport close',
    `customer: ${customerConnection.disconnect}, agent: ${agentConnection.disconnect}`,
  );
  await whileDraining;
  await say(customer, 'Still here after the second move');
  await say(agent, 'So am I');
  await bothSawEverything(20_000);
  check(
    'both sides reconnect through nginx (wss) to the restarted A and carry on',
    customer.pending.size === 0 && agent.pending.size === 0,
    `customer connections ${customer.connections.length}, agent connections ${agent.connections.length}`,
  );
  return a2;
}

/** The verdict: every message once, on both sides and in the database, seqs 1…N. */
async function verdict({ customer, agent, sent }, check) {
  const transcript = await agent.emit('transcript', { chat_id: agent.chatId });
  agent.close();
  customer.close();
  for (const [name, messages] of [
    ['customer', [...customer.bySeq.values()]],
    ['agent', [...agent.bySeq.values()]],
    ['stored transcript', transcript.ok ? transcript.messages : []],
  ]) {
    const ids = messages.map((message) => message.id);
    const missing = sent.filter((id) => !ids.includes(id));
    const duplicated = ids.filter((id, index) => ids.indexOf(id) !== index);
    const seqs = messages.map((message) => message.seq).sort((x, y) => x - y);
    const contiguous = seqs.every((seq, index) => seq === index + 1);
    check(
      `${name}: all ${sent.length} messages exactly once, seqs 1…${sent.length}`,
      missing.length === 0 && duplicated.length === 0 && contiguous && ids.length === sent.length,
      `${ids.length} seen; missing [${missing.join(' ')}], duplicated [${duplicated.join(' ')}], ` +
        `seqs ${contiguous ? 'contiguous' : seqs.join(',')}`,
    );
  }
  const problems = [...customer.problems, ...agent.problems];
  check(
    'no seq with two messages (a message delivered again after a resend is merged by id)',
    problems.length === 0,
    problems.length > 0
      ? problems.join('; ')
      : `repeated deliveries merged: customer ${customer.repeats}, agent ${agent.repeats}`,
  );
}

/** The whole check 4; `check` records one line of the run's report (scripts/lib/checks.mjs). */
export async function liveChat({ a, b, proxy, sessions, startNode, portA }, check) {
  const { agent, customer } = await openChat({ a, b, proxy, sessions });
  const chat = conversation(customer, agent);
  // Both ways, customer on A, agent on B.
  for (let round = 1; round <= 3; round += 1) {
    await chat.say(customer, `Question ${round} from node A`);
    await chat.say(agent, `Answer ${round} from node B`);
  }
  await chat.bothSawEverything();
  check('customer on A and agent on B exchange 6 messages both ways', true, `${chat.sent.length} messages`);
  await killNodeA(chat, a, check);
  await drainNodeB(chat, { b, startNode, portA }, check);
  await verdict(chat, check);
}
