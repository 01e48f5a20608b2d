import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { RATE_LIMIT_MESSAGE } from './rate-limit';

const LIMITED: [string, string][] = [
  ['POST', '/api/Email/ContactUs'],
  ['POST', '/api/FormSubmission/CreateTicket'],
  ['POST', '/api/Lead/WebToLead'],
  ['POST', '/api/Email/Subscribe'],
  ['POST', '/api/Email/Unsubscribe'],
  ['GET', '/api/Captcha/Challenge'],
];

describe('rate limiting of the calls that write or cost work', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => server.close());

  const send = (method: string, url: string, remoteAddress: string) =>
    server.app.inject({
      method: method as 'GET' | 'POST',
      url,
      remoteAddress,
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  it.each(LIMITED)(
    '%s %s answers 429 after RATE_LIMIT_PER_MINUTE requests from one address',
    async (method, url) => {
      for (let i = 0; i < 2; i++) expect((await send(method, url, '203.0.113.7')).statusCode).not.toBe(429);
      const limited = await send(method, url, '203.0.113.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ responseStatusCode: 429, message: RATE_LIMIT_MESSAGE });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another visitor is not held back by the first one.
      expect((await send(method, url, '198.51.100.4')).statusCode).not.toBe(429);
    },
  );

  it('leaves reading calls alone', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send('GET', '/api/Config/Public', '203.0.113.8')).statusCode).toBe(200);
    }
  });

  it('does not let a client choose its address with X-Forwarded-For', async () => {
    const spoofing = (n: number) =>
      server.app.inject({
        method: 'POST',
        url: '/api/Email/Subscribe',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `192.0.2.${n}` },
        payload: {},
      });
    for (let i = 0; i < 2; i++) expect((await spoofing(i)).statusCode).not.toBe(429);
    expect((await spoofing(99)).statusCode).toBe(429);
  });
});

describe('behind a configured reverse proxy (TRUST_PROXY_HOPS=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => server.close());

  it('counts each visitor by the address the proxy forwards', async () => {
    const viaProxy = (visitor: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/Email/Subscribe',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': visitor },
        payload: {},
      });
    expect((await viaProxy('192.0.2.1')).statusCode).not.toBe(429);
    expect((await viaProxy('192.0.2.1')).statusCode).toBe(429);
    expect((await viaProxy('192.0.2.2')).statusCode).not.toBe(429);
  });
});
