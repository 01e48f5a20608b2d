import { chatServerMessages } from '@ohmstead/contracts/chat';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { MULTIPART_TYPE, multipartBody } from '../fakes/chat-widget';
import { PNG } from '../fakes/sample-files';
import { countRows, guestSession, startTestServer, type TestServer, useTestServer } from '../harness';
import { storedUploads } from './upload-files';

/**
 * Nobody may fill the disk without signing in (unlimited, `upload_attachments` would take 80 uploads in
 * 650 ms of up to 10 × 100 MB each). Uploads are counted in the database per identity and address, in bytes per
 * address a day, and against a quota of stored bytes per chat identity.
 */
const guest = (session: string) => ({ 'x-chat-session': session });
const textFile = (bytes: number) => Buffer.alloc(bytes, 0x61);

function botUpload(app: FastifyInstance, session: string, content: Buffer, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/bot/crm/upload_attachments?username=guest',
    headers: { ...guest(session), 'content-type': MULTIPART_TYPE },
    payload: multipartBody({}, [{ name: 'notes.txt', content }]),
    remoteAddress,
  });
}

function cdnUpload(app: FastifyInstance, session: string, content: Buffer, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/CDN/UploadBotImage',
    headers: { ...guest(session), 'content-type': MULTIPART_TYPE },
    payload: multipartBody({ sessionKey: session }, [{ name: 'photo.png', content, field: 'media' }]),
    remoteAddress,
  });
}

const chatRows = async (server: TestServer) =>
  (await countRows(server.db, 'bot_attachments')) + (await countRows(server.db, 'live_chat_media'));

describe('chat uploads per identity and address (defaults: 10 and 30 a minute)', () => {
  const server = useTestServer();

  it('80 quick uploads from one guest: the 11th and later answer 429 with Retry-After, the disk stays bounded', async () => {
    const session = guestSession('quota-flood-session-0001');
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, index) =>
        index % 2 === 0
          ? botUpload(server.app, session, textFile(100), '10.0.0.1')
          : cdnUpload(server.app, session, PNG, '10.0.0.1'),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(70);
    for (const answer of refused) {
      expect(answer.json().message).toBe(chatServerMessages.rateLimited);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(await chatRows(server)).toBe(10);
    expect(storedUploads(server)).toHaveLength(10);
  });

  it('one address with many guest sessions: the 31st upload of the minute answers 429', async () => {
    const before = await chatRows(server);
    const statuses: number[] = [];
    for (let index = 0; index < 35; index++)
      statuses.push(
        (await botUpload(server.app, guestSession(`quota-address-${index}`), textFile(10), '10.0.0.2'))
          .statusCode,
      );
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    expect(await chatRows(server)).toBe(before + 30);
  });

  it('holds across server processes: the counts are in the database', async () => {
    // A second server on the same database: as several nodes share one PostgreSQL, or, on PGlite, as
    // everything in its one process shares the database's counters (db-rate-limiter.ts).
    const other = await buildApp({ config: server.config, db: server.db });
    await other.ready();
    try {
      const session = guestSession('quota-two-process-session');
      const statuses: number[] = [];
      for (let index = 0; index < 14; index++) {
        const app = index % 2 === 0 ? server.app : other;
        statuses.push((await botUpload(app, session, textFile(10), '10.0.0.3')).statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    } finally {
      await other.close();
    }
  });
});

describe('the stored-bytes quota of a chat identity and the bytes of an address a day', () => {
  let server: TestServer;
  const QUOTA_BYTES = Math.floor(0.05 * 1024 * 1024);
  beforeAll(async () => {
    server = await startTestServer({
      CHAT_FILES_QUOTA_MB: '0.05',
      CHAT_UPLOAD_MB_PER_ADDRESS_PER_DAY: '0.08',
    });
  });
  afterAll(() => server.close());

  const nothingKept = async (send: () => ReturnType<typeof botUpload>, status: number, message: string) => {
    const rows = await chatRows(server);
    const files = storedUploads(server).length;
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await chatRows(server)).toBe(rows);
    expect(storedUploads(server)).toHaveLength(files);
    return response;
  };

  it('a session over its quota, counted over both chat upload calls: 413 and nothing kept', async () => {
    const session = guestSession('quota-session-000000001');
    const quotaFull = uploadMessages.chatQuotaExceeded(0.05);
    expect((await botUpload(server.app, session, textFile(30_000), '10.0.1.1')).statusCode).toBe(200);
    const big = Buffer.concat([PNG, Buffer.alloc(30_000)]);
    await nothingKept(() => cdnUpload(server.app, session, big, '10.0.1.1'), 413, quotaFull);
    // One file larger than the whole quota is cut off while it streams.
    await nothingKept(
      () =>
        botUpload(server.app, guestSession('quota-session-000000002'), textFile(QUOTA_BYTES + 1), '10.0.1.2'),
      413,
      quotaFull,
    );
    // What still fits is taken.
    expect((await botUpload(server.app, session, textFile(10_000), '10.0.1.1')).statusCode).toBe(200);
  });

  it('an address over its bytes of the day: 429 with Retry-After, and nothing kept', async () => {
    expect(
      (await botUpload(server.app, guestSession('quota-day-session-00001'), textFile(45_000), '10.0.1.9'))
        .statusCode,
    ).toBe(200);
    const response = await nothingKept(
      () => botUpload(server.app, guestSession('quota-day-session-00002'), textFile(45_000), '10.0.1.9'),
      429,
      chatServerMessages.rateLimited,
    );
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
  });
});
