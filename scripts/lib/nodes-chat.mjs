// One side of a live chat (the customer's widget or the agent's console) as the several-nodes test drives
// it: it records every message it sees with its seq, and when its connection drops it reconnects — to
// the address it is given, the proxy — resumes from the last seq it saw and sends again every message not
// yet acknowledged, with the same client id (the server stores an id once and delivers it again). A message
// whose seq skips one it has not seen (a node died between storing a message and sending it) makes it
// resume from the last seq it holds without a gap, as the widget and the console do.
import { io } from 'socket.io-client';

const RECONNECT_DELAY_MS = 300;
const ACK_TIMEOUT_MS = 5_000;

export class ChatSide {
  /**
   * `role` is 'customer' or 'agent'; `auth` the handshake; `ca` the certificate to trust on a wss:
   * connection (the proxy's own); `chatId` is learned from the chat.
   */
  constructor(role, auth, { ca } = {}) {
    this.role = role;
    this.auth = auth;
    this.ca = ca;
    this.chatId = null;
    /** seq → message, merged from live events and resume answers. */
    this.bySeq = new Map();
    /** Problems seen on the way: a seq with two ids. */
    this.problems = [];
    /** Deliveries of a message this side already held (after a resend): merged by id, shown once. */
    this.repeats = 0;
    this.resuming = null;
    /** Messages sent and not yet acknowledged: client id → payload. */
    this.pending = new Map();
    this.connections = [];
    this.socket = null;
    this.reconnectTo = null;
    this.closed = false;
    this.listeners = new Set();
  }

  /** Connects to `url` (a node, or the proxy); resolves once connected and resumed. */
  async connect(url) {
    const namespace = this.role === 'agent' ? '/agent' : '';
    const socket = io(`${url}${namespace}`, {
      path: '/socket.io/',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: this.auth,
      ca: this.ca,
    });
    const connection = { url, disconnect: null };
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.role}: no connection to ${url}`)), 10_000);
      socket.once('connect', () => (clearTimeout(timer), resolve()));
      socket.once('connect_error', (error) => (clearTimeout(timer), socket.close(), reject(error)));
    });
    this.socket = socket;
    this.connections.push(connection);
    const live = this.role === 'agent' ? 'messages' : 'receive_message';
    socket.on(live, (message) => this.record(message, connection));
    socket.onAny(() => this.listeners.forEach((listener) => listener()));
    socket.on('disconnect', (reason) => {
      connection.disconnect = reason;
      if (this.socket === socket) this.socket = null;
      if (!this.closed && this.reconnectTo) void this.reconnect();
    });
    if (this.chatId) await this.resume();
    return socket;
  }

  /** After a lost connection: connect again through the proxy (the node may be gone), resume, resend. */
  async reconnect(deadlineMs = 30_000) {
    const until = Date.now() + deadlineMs;
    while (!this.closed && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS));
      try {
        await this.connect(this.reconnectTo);
        for (const payload of this.pending.values()) void this.send(payload);
        return;
      } catch {
        // The proxy had no node for us yet: try again.
      }
    }
  }

  /** The highest seq up to which this side holds every message. */
  contiguousSeq() {
    let seq = 0;
    while (this.bySeq.has(seq + 1)) seq += 1;
    return seq;
  }

  /** What this side missed: the messages after the last seq it holds without a gap. */
  async resume() {
    const after = this.contiguousSeq();
    const answer =
      this.role === 'agent'
        ? await this.emit('resume', { chats: [{ chat_id: this.chatId, after_seq: after }] })
        : await this.emit('resume', { after_seq: after });
    if (!answer.ok) throw new Error(`${this.role}: resume refused: ${answer.error}`);
    for (const message of answer.messages) this.record(message, null);
  }

  record(message, connection) {
    if (message.chat_id !== this.chatId) return;
    const known = this.bySeq.get(message.seq);
    if (known && known.id !== message.id)
      this.problems.push(`${this.role}: seq ${message.seq} is ${known.id} and ${message.id}`);
    if (known && connection) this.repeats += 1;
    this.bySeq.set(message.seq, message);
    if (connection && message.seq > this.contiguousSeq() + 1) this.fillGap();
    this.listeners.forEach((listener) => listener());
  }

  /** One resume at a time for a gap in the seqs delivered live. */
  fillGap() {
    if (this.resuming || !this.socket) return;
    this.resuming = this.resume()
      .catch(() => {})
      .finally(() => (this.resuming = null));
  }

  emit(event, payload) {
    if (!this.socket) return Promise.resolve({ ok: false, error: 'not connected' });
    return this.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(event, payload)
      .catch((error) => ({ ok: false, error: error.message }));
  }

  /**
   * Sends a message and keeps it pending until acknowledged; resolves with the ack (or a failure, the
   * message then stays pending and is sent again after a reconnection).
   */
  async send(payload) {
    this.pending.set(payload.id, payload);
    const answer = await this.emit('send_message', payload);
    if (answer.ok) {
      this.pending.delete(payload.id);
      // The server sends a message to every socket of the chat but its sender's, which has the ack.
      this.record({ ...payload, chat_id: this.chatId, seq: answer.seq }, null);
    }
    this.listeners.forEach((listener) => listener());
    return answer;
  }

  /** Resolves once `test()` holds, checked at every event; rejects after `timeoutMs`. */
  waitFor(what, test, timeoutMs = 10_000) {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!test()) return;
        this.listeners.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`${this.role}: ${what} did not happen within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.listeners.add(check);
      check();
    });
  }

  /** Waits until every message this side sent has been acknowledged. */
  allAcknowledged(timeoutMs) {
    return this.waitFor('every message acknowledged', () => this.pending.size === 0, timeoutMs);
  }

  /** Waits until this side has seen a message with each of `ids`. */
  sawAll(ids, timeoutMs) {
    const missing = () => {
      const seen = new Set([...this.bySeq.values()].map((message) => message.id));
      return ids.filter((id) => !seen.has(id));
    };
    return this.waitFor(`seeing ${ids.join(', ')}`, () => missing().length === 0, timeoutMs).catch(
      (error) => {
        throw new Error(`${error.message}: missing ${missing().join(', ')}`);
      },
    );
  }

  /** The next event `name` whose payload passes `matches`. */
  next(name, matches = () => true, timeoutMs = 10_000) {
    return new Promise((resolve, reject) => {
      const socket = this.socket;
      const timer = setTimeout(() => {
        socket?.off(name, listener);
        reject(new Error(`${this.role}: no ${name} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      const listener = (payload) => {
        if (!matches(payload)) return;
        clearTimeout(timer);
        socket.off(name, listener);
        resolve(payload);
      };
      socket.on(name, listener);
    });
  }

  close() {
    this.closed = true;
    this.socket?.close();
  }
}
