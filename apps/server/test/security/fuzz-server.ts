import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addUser, tokenFor } from '../../src/auth/test-users';
import { startTestServer, type TestServer } from '../harness';

export interface FuzzServer {
  server: TestServer;
  /** A signed-in SuperAdmin's token: the fuzz runs with and without it. */
  admin: string;
  close: () => Promise<void>;
}

/** A test server for the fuzz: a built site of one page, the limits lifted, a SuperAdmin signed in. */
export async function startFuzzServer(): Promise<FuzzServer> {
  // The page routes exist only with a built site: a site of one page, so they are there whatever was built.
  const siteDist = mkdtempSync(path.join(tmpdir(), 'ohmstead-fuzz-site-'));
  writeFileSync(
    path.join(siteDist, 'index.html'),
    '<!doctype html><html><head><title>Fuzz</title></head><body><script>window.x = 1;</script></body></html>',
  );
  const server = await startTestServer({
    SITE_DIST: siteDist,
    // Limits would answer most of the fuzz with 429 before the input is read: lifted, the fuzz reaches
    // the handlers. (The limits themselves are tested in this folder.)
    RATE_LIMIT_PER_MINUTE: '1000000',
    BOT_RATE_LIMIT_PER_MINUTE: '1000000',
    BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000',
    CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR: '1000000',
    CHAT_UPLOADS_PER_IDENTITY_PER_MINUTE: '1000000',
    CHAT_UPLOADS_PER_ADDRESS_PER_MINUTE: '1000000',
    AUTH_LOGIN_MAX_FAILURES_PER_USER: '1000000',
    AUTH_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
    // The live chat's sweep marks connected agents seen on a timer: out of the way of "writes nothing".
    LIVE_CHAT_SWEEP_INTERVAL_MS: '3600000',
    // Every hostile device handshake fails: the failures are counted, and would soon refuse them unread.
    DEVICE_AUTH_FAILURES_PER_ADDRESS: '1000000',
    DEVICE_SIMULATION: 'false',
  });
  await addUser(server.db, {
    userName: 'fuzzroot',
    password: 'fuzz-root-password-1',
    roles: ['SuperAdmin'],
  });
  const admin = await tokenFor(server.app, 'fuzzroot', 'fuzz-root-password-1');
  return {
    server,
    admin,
    close: async () => {
      await server.close();
      rmSync(siteDist, { recursive: true, force: true });
    },
  };
}
