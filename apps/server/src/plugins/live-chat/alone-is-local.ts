import type { PostgresAdapter } from '@socket.io/postgres-adapter';

type AdapterFactory = (namespace: unknown) => PostgresAdapter;

/**
 * The PostgreSQL adapter publishes every broadcast (a NOTIFY) and waits for it before delivering to this
 * process's own sockets: a database round trip in front of every live message, even with no other node to
 * tell. While the adapter knows of no other node, a broadcast is delivered here only, at once; with another
 * node it is published as before.
 *
 * A node learns of the others from their heartbeats, which it hears only once its listening connection is
 * up: a node that has just started may not have heard a running one yet. So for the first
 * `heartbeatTimeoutMs` (by then every live node has sent a periodic heartbeat) it publishes everything.
 */
export function aloneIsLocal(createAdapter: AdapterFactory, heartbeatTimeoutMs: number): AdapterFactory {
  // socket.io calls it with `new`, which an arrow function refuses; the object returned is the adapter.
  return function localFirstAdapter(namespace) {
    const adapter = createAdapter(namespace);
    const listeningSince = Date.now();
    const broadcast = adapter.broadcast.bind(adapter);
    adapter.broadcast = async (packet, options) => {
      const settled = Date.now() - listeningSince > heartbeatTimeoutMs;
      const alone = settled && (await adapter.serverCount()) === 1;
      return broadcast(packet, alone ? { ...options, flags: { ...options.flags, local: true } } : options);
    };
    return adapter;
  };
}
