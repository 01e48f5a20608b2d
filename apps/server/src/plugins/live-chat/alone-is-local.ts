import type { PostgresAdapter } from '@socket.io/postgres-adapter';

type AdapterFactory = (namespace: unknown) => PostgresAdapter;

/**
 * The PostgreSQL adapter publishes every broadcast (a NOTIFY) and waits for it before delivering to this
 * process's own sockets: a database round trip in front of every live message, even with no other node to
 * tell. While the adapter knows of no other node (nodes announce themselves by heartbeat as they start,
 * before they hold a socket), a broadcast is delivered here only, at once; with another node it is
 * published as before.
 */
export function aloneIsLocal(createAdapter: AdapterFactory): AdapterFactory {
  // socket.io calls it with `new`, which an arrow function refuses; the object returned is the adapter.
  return function localFirstAdapter(namespace) {
    const adapter = createAdapter(namespace);
    const broadcast = adapter.broadcast.bind(adapter);
    adapter.broadcast = async (packet, options) => {
      const alone = (await adapter.serverCount()) === 1;
      return broadcast(packet, alone ? { ...options, flags: { ...options.flags, local: true } } : options);
    };
    return adapter;
  };
}
