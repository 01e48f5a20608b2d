import { EventEmitter } from 'node:events';
import type { QueryConfig } from 'pg';
import { describe, expect, it } from 'vitest';
import { pipelinedConnections } from './pipelined-connections';

/**
 * The connections' own bookkeeping, against a stand-in for node-postgres' Client (statements on a real
 * PostgreSQL: prepared-statements.test.ts with TEST_DATABASE_URL). Each stand-in answers a statement when
 * the test says so, and can fail to open or break like a connection the server closed.
 */
function standInClients({ failConnects = 0 } = {}) {
  const opened: StandIn[] = [];
  let connectsToFail = failConnects;
  class StandIn extends EventEmitter {
    readonly waiting: Array<{ config: QueryConfig; answer: (rows: unknown[]) => void }> = [];
    ended = false;
    constructor(readonly config: { pipeline: boolean; application_name: string }) {
      super();
      opened.push(this);
    }
    async connect() {
      if (connectsToFail > 0) {
        connectsToFail--;
        throw new Error('connection refused');
      }
    }
    query(config: QueryConfig) {
      return new Promise((resolve) => this.waiting.push({ config, answer: (rows) => resolve({ rows }) }));
    }
    async end() {
      this.ended = true;
    }
  }
  return { ClientClass: StandIn as unknown as Parameters<typeof pipelinedConnections>[0], opened };
}

const statement = (name: string): QueryConfig => ({ name: 'hot', text: 'SELECT 1', values: [name] });
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('pipelined connections', () => {
  it('opens connections in pipeline mode, only as many as statements are at once in flight', async () => {
    const { ClientClass, opened } = standInClients();
    const connections = pipelinedConnections(ClientClass, 'postgres://db/app', 4);
    const first = connections.query(statement('a'));
    await settle();
    expect(opened).toHaveLength(1);
    expect(opened[0]?.config).toMatchObject({ pipeline: true, application_name: 'ohmstead-pipelined' });
    opened[0]?.waiting[0]?.answer([{ n: 'a' }]);
    await expect(first).resolves.toEqual({ rows: [{ n: 'a' }] });
    // One at a time never needs a second connection.
    const second = connections.query(statement('b'));
    await settle();
    opened[0]?.waiting[1]?.answer([]);
    await second;
    expect(opened).toHaveLength(1);
  });

  it('sends each statement to the connection with the fewest in flight', async () => {
    const { ClientClass, opened } = standInClients();
    const connections = pipelinedConnections(ClientClass, 'postgres://db/app', 3);
    const running = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => connections.query(statement(name)));
    await settle();
    expect(opened.map((client) => client.waiting.length)).toEqual([3, 2, 2]);
    // The busiest finishes its work; the next statement goes to it.
    for (const waiting of opened[0]?.waiting.splice(0) ?? []) waiting.answer([]);
    await settle();
    void connections.query(statement('h'));
    await settle();
    expect(opened.map((client) => client.waiting.length)).toEqual([1, 2, 2]);
    for (const client of opened) for (const waiting of client.waiting) waiting.answer([]);
    await Promise.all(running);
  });

  it('replaces a connection that broke, and one that could not open', async () => {
    const { ClientClass, opened } = standInClients({ failConnects: 1 });
    const connections = pipelinedConnections(ClientClass, 'postgres://db/app', 1);
    await expect(connections.query(statement('a'))).rejects.toThrow('connection refused');
    const second = connections.query(statement('b'));
    await settle();
    expect(opened).toHaveLength(2);
    opened[1]?.waiting[0]?.answer([]);
    await second;
    // The server closes the connection: node-postgres emits 'error' (and fails what was on it).
    opened[1]?.emit('error', new Error('terminating connection due to administrator command'));
    const third = connections.query(statement('c'));
    await settle();
    expect(opened).toHaveLength(3);
    expect(opened[2]?.waiting.map((waiting) => waiting.config.values)).toEqual([['c']]);
    opened[2]?.waiting[0]?.answer([]);
    await third;
  });

  it('ends every open connection on close, and refuses statements after it', async () => {
    const { ClientClass, opened } = standInClients();
    const connections = pipelinedConnections(ClientClass, 'postgres://db/app', 2);
    const running = [connections.query(statement('a')), connections.query(statement('b'))];
    await settle();
    for (const client of opened) client.waiting[0]?.answer([]);
    await Promise.all(running);
    await connections.close();
    expect(opened.map((client) => client.ended)).toEqual([true, true]);
    await expect(connections.query(statement('c'))).rejects.toThrow('the database is closed');
  });
});
