import { createECDH, randomBytes } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionJson } from '@ohmstead/contracts/agent-push';
import type { RecordedRequest } from './http-server';

/**
 * A self-signed certificate for 127.0.0.1, for tests only: web-push speaks HTTPS alone, so the fake push
 * service does too, and the server under test trusts it through an agent made from this certificate.
 */
const TEST_ONLY_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgMHIxF6YfW3VW0cyd
2+t7SuwvA1wVOuC3TAsaDG6wP8uhRANCAARyonPLZNMvI4EFcTpo0DGlFfKqBtFf
1qgWMSU5bO7Vh/tQlRn89bC8+aTO/D44tqiR+9VtJK7G03Zx072NNo7X
-----END PRIVATE KEY-----`;
const TEST_ONLY_CERT = `-----BEGIN CERTIFICATE-----
MIIBjzCCATagAwIBAgIUQftvKdsw8YeiZpMCI/ZjbmD9UuswCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTIwNzEyMzAxMloYDzIxMjYxMTEz
MTIzMDEyWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAARyonPLZNMvI4EFcTpo0DGlFfKqBtFf1qgWMSU5bO7Vh/tQlRn89bC8
+aTO/D44tqiR+9VtJK7G03Zx072NNo7Xo2QwYjAdBgNVHQ4EFgQUtCFaH0icURgh
z0EPmzLNlC/Lc+YwHwYDVR0jBBgwFoAUtCFaH0icURghz0EPmzLNlC/Lc+YwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0cAMEQC
IAJE+9rLTPUnvAYkO9Z0BB1bFZz61dQTRJR3UJci1t77AiBlEFRx298U7VE/z3ZF
tPefeENM1cgPq0EpQ8rrLFGC0g==
-----END CERTIFICATE-----`;

export interface FakePushService {
  /** What web-push POSTed, in order. */
  requests: RecordedRequest[];
  /** The status the next pushes are answered with (201 by default). */
  answer(status: number): void;
  /** A browser's subscription whose endpoint is this service, with real P-256 and auth keys. */
  subscription(name: string): PushSubscriptionJson;
  /** An https agent that trusts this service's certificate (the push adapter's). */
  agent: Agent;
  close(): Promise<void>;
}

/** A local push service (RFC 8030) that records every push it is sent. */
export async function startFakePushService(): Promise<FakePushService> {
  const requests: RecordedRequest[] = [];
  let status = 201;
  const server = createServer({ key: TEST_ONLY_KEY, cert: TEST_ONLY_CERT }, (incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      requests.push({
        method: incoming.method ?? 'POST',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: TEST_ONLY_CERT, keepAlive: false });
  return {
    requests,
    answer: (next) => {
      status = next;
    },
    subscription: (name) => ({
      endpoint: `https://127.0.0.1:${port}/push/${name}`,
      expirationTime: null,
      keys: {
        p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    }),
    agent,
    close: () =>
      new Promise<void>((resolve, reject) => {
        agent.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
