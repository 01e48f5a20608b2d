import { type AddressInfo, connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness';
import { REQUEST_TIMEOUT_MESSAGE } from './request-deadline';

const REQUEST_TIMEOUT_MS = 1500;
const UPLOAD_TIMEOUT_MS = 4000;
const HEADERS_TIMEOUT_MS = 1500;

/** What a slow client got back: the answer's text, when it came, and how much of its own it had sent. */
interface SlowExchange {
  answer: string;
  elapsedMs: number;
  sentBytes: number;
  totalBytes: number;
}

/**
 * Sends `head` at once, then `rest` one byte every `everyMs`, until the server answers or closes. The test
 * never finishes sending: each body is far longer than any bound lets through at this pace.
 */
function trickle(port: number, head: string, rest: string, everyMs: number): Promise<SlowExchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < rest.length && socket.writable) socket.write(rest[sent++]!);
      }, everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    const finish = () => {
      clearInterval(timer);
      resolve({
        answer,
        elapsedMs: Date.now() - started,
        sentBytes: head.length + sent,
        totalBytes: head.length + rest.length,
      });
    };
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      // The server closes while bytes are still on their way: that is the cut-off itself.
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? finish() : reject(error),
    );
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe('slow clients are cut off', () => {
  const server = useTestServer({
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    UPLOAD_TIMEOUT_MS: String(UPLOAD_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
  });
  const port = async () => {
    if (!server.app.server.listening) await server.app.listen({ host: '127.0.0.1', port: 0 });
    return (server.app.server.address() as AddressInfo).port;
  };

  it('answers a sign-in body trickled at 1 byte a second with 408 and closes the connection', async () => {
    const body = JSON.stringify({ userName: 'admin', password: 'a password typed very slowly indeed' });
    const exchange = await trickle(
      await port(),
      `POST /api/Auth/AuthTokenLogin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
      1000,
    );
    expect(statusOf(exchange.answer)).toBe(408);
    expect(exchange.answer).toContain(
      JSON.stringify({ responseStatusCode: 408, message: REQUEST_TIMEOUT_MESSAGE }),
    );
    expect(exchange.answer.toLowerCase()).toContain('connection: close');
    // Cut off while the body was still arriving, not after it was read.
    expect(exchange.sentBytes).toBeLessThan(exchange.totalBytes);
    expect(exchange.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
  });

  it('gives an upload its own, longer bound', async () => {
    const boundary = 'slow-boundary';
    const part =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n${'x'.repeat(200)}\r\n--${boundary}--\r\n`;
    const exchange = await trickle(
      await port(),
      `POST /api/JobApply/CreateJobApplication HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${part.length}\r\n\r\n`,
      part,
      250,
    );
    expect(statusOf(exchange.answer)).toBe(408);
    expect(exchange.sentBytes).toBeLessThan(exchange.totalBytes);
    // Timers never fire early: the upload outlived the shorter bound of other bodies.
    expect(exchange.elapsedMs).toBeGreaterThanOrEqual(UPLOAD_TIMEOUT_MS);
  });

  it('answers headers trickled a byte at a time with 408', async () => {
    const exchange = await trickle(
      await port(),
      'GET /api/Config/Public HTTP/1.1\r\n',
      'Host: x\r\nX-Slow: ' + 'y'.repeat(100) + '\r\n\r\n',
      250,
    );
    expect(statusOf(exchange.answer)).toBe(408);
    expect(exchange.sentBytes).toBeLessThan(exchange.totalBytes);
  });

  it('reads a body that arrives in pieces within the bound', async () => {
    const response = await fetch(`http://127.0.0.1:${await port()}/api/Auth/AuthTokenLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'nobody', password: 'wrong' }),
    });
    expect(response.status).toBe(401);
  });
});
