import type { PostgresAdapter } from '@socket.io/postgres-adapter';

type AdapterFactory = (namespace: unknown) => PostgresAdapter;

const LISTENING_CHECK_MS = 1_000;

/**
 * The adapter's listening side, as @socket.io/postgres-adapter 0.5 keeps it (`adapter.client.client`):
 * the pooled connection that LISTENs, unset while it is down and a new one after each reconnection.
 */
const listeningConnection = (adapter: PostgresAdapter): unknown =>
  (adapter as unknown as { client?: { client?: unknown } }).client?.client;

/**
 * The PostgreSQL adapter publishes every broadcast (a NOTIFY) and waits for it before delivering to this
 * process's own sockets: a database round trip in front of every live message, even with no other node to
 * tell. While the adapter knows of no other node, a broadcast is delivered here only, at once; with another
 * node it is published as before.
 *
 * A node learns of the others from their heartbeats, which it hears only while its listening connection is
 * up: a node that has just started, or whose listening connection has just come back, may not have heard
 * the others yet (and forgets those it stops hearing). So a broadcast is published unless that connection
 * has been up, the same one, for `heartbeatTimeoutMs` (by then every live node has sent a heartbeat).
 */
export function aloneIsLocal(createAdapter: AdapterFactory, heartbeatTimeoutMs: number): AdapterFactory {
  // socket.io calls it with `new`, which an arrow function refuses; the object returned is the adapter.
  return function localFirstAdapter(namespace) {
    const adapter = createAdapter(namespace);
    let listening = listeningConnection(adapter);
    let listeningSince = Date.now();
    /** Notes when the listening connection came up, or was replaced after a reconnection. */
    const observe = () => {
      const connection = listeningConnection(adapter);
      if (connection === listening) return;
      listening = connection;
      listeningSince = Date.now();
    };
    // Looked at every second as well as at each broadcast: a connection that came up between broadcasts
    // counts from then, not from the next broadcast.
    const watching = setInterval(observe, LISTENING_CHECK_MS);
    watching.unref();
    const close = adapter.close.bind(adapter);
    adapter.close = () => {
      clearInterval(watching);
      return close();
    };
    const broadcast = adapter.broadcast.bind(adapter);
    adapter.broadcast = async (packet, options) => {
      observe();
      const settled = listening !== undefined && Date.now() - listeningSince > heartbeatTimeoutMs;
      const alone = settled && (await adapter.serverCount()) === 1;
      return broadcast(packet, alone ? { ...options, flags: { ...options.flags, local: true } } : options);
    };
    return adapter;
  };
}
