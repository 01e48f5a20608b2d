import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { routesOf } from '../routes-of';

/** Pino's number for the error level: a line at or above it is a crash an operator is paged for. */
const PINO_ERROR = 50;

/**
 * Sends a whole request, then resets the connection at once (TCP RST): the server reads the request from
 * a socket that is already gone, so the client's address is unknown by the time a route asks for it.
 */
function sendAndReset(port: number, method: string, url: string): Promise<void> {
  return new Promise((resolve) => {
    const body = method === 'GET' || method === 'DELETE' ? '' : '{}';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `${method} ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body}`,
      );
      socket.resetAndDestroy();
    });
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
}

describe('a client that resets its connection', () => {
  const lines: string[] = [];
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    server = await startTestServer({ LOG_LEVEL: 'warn' }, { logStream });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it('makes no route log an error, limited or not', async () => {
    const routes = routesOf(server.app).map((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return { method, url: path.replace(/:[A-Za-z]+/g, 'x').replace('*', 'x') };
    });
    expect(routes.length).toBeGreaterThan(100);
    for (let round = 0; round < 3; round++)
      await Promise.all(routes.map(({ method, url }) => sendAndReset(port, method, url)));
    // Every request was read and answered (or dropped) before the server closes: wait for the
    // connections to drain rather than for a fixed time.
    await expect.poll(() => connectionCount(server), { timeout: 20_000 }).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    const errors = lines
      .map((line) => JSON.parse(line) as { level: number })
      .filter((l) => l.level >= PINO_ERROR);
    expect(errors).toEqual([]);
  });
});

function connectionCount(server: TestServer): Promise<number> {
  return new Promise((resolve, reject) =>
    server.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}
