import type { PostgresAdapter } from '@socket.io/postgres-adapter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aloneIsLocal } from './alone-is-local';

type Options = { flags?: { local?: boolean } };

/**
 * An adapter that records how each broadcast was sent and knows of `servers` nodes, itself included; its
 * listening connection is `pubsub.client` (unset while down), as in @socket.io/postgres-adapter.
 */
function recordingAdapter(servers: { count: number }) {
  const sent: Options[] = [];
  const pubsub: { client?: object } = { client: {} };
  const adapter = {
    client: pubsub,
    broadcast: async (_packet: unknown, options: Options) => {
      sent.push(options);
    },
    serverCount: async () => servers.count,
    close: () => undefined,
  };
  return { sent, pubsub, factory: () => adapter as unknown as PostgresAdapter };
}

describe('aloneIsLocal', () => {
  afterEach(() => vi.useRealTimers());

  it('publishes while it may not yet have heard the other nodes, then keeps a lone node local', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const servers = { count: 1 };
    const { sent, factory } = recordingAdapter(servers);
    const adapter = aloneIsLocal(factory, 10_000)(undefined);
    const broadcast = (adapter.broadcast as (p: unknown, o: Options) => Promise<void>).bind(adapter);

    await broadcast({}, { flags: {} });
    expect(sent.at(-1)?.flags?.local).toBeUndefined();

    vi.advanceTimersByTime(10_001);
    await broadcast({}, { flags: {} });
    expect(sent.at(-1)?.flags?.local).toBe(true);

    servers.count = 2;
    await broadcast({}, { flags: {} });
    expect(sent.at(-1)?.flags?.local).toBeUndefined();
  });

  it('publishes while its listening connection is down, and for a while after it comes back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const servers = { count: 1 };
    const { sent, pubsub, factory } = recordingAdapter(servers);
    const adapter = aloneIsLocal(factory, 10_000)(undefined);
    const broadcast = (adapter.broadcast as (p: unknown, o: Options) => Promise<void>).bind(adapter);
    vi.advanceTimersByTime(10_001);
    await broadcast({}, { flags: {} });
    expect(sent.at(-1)?.flags?.local).toBe(true);

    // Down: the other nodes' heartbeats go unheard and they are forgotten, so one node is all it knows.
    pubsub.client = undefined;
    vi.advanceTimersByTime(20_000);
    await broadcast({}, { flags: {} });
    expect(sent.at(-1)?.flags?.local).toBeUndefined();

    // Back, on a new connection: the others are heard again only with their next heartbeats.
    pubsub.client = {};
    await broadcast({}, { flags: {} });
    expect(sent.at(-1)?.flags?.local).toBeUndefined();
    vi.advanceTimersByTime(10_001);
    await broadcast({}, { flags: {} });
    expect(sent.at(-1)?.flags?.local).toBe(true);
  });
});
