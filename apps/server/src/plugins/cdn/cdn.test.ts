import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import {
  LIVE_CHAT_FILE_MAX_BYTES,
  liveChatMessages,
  type UploadBotImageAnswer,
} from '@ohmstead/contracts/live-chat';
import { uploadBotImageAnswerSchema } from '@ohmstead/contracts/live-chat-payloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../../test/fakes/sample-files';
import { countRows, guestSession, startTestServer, type TestServer } from '../../../test/harness';
import { listen } from '../../../test/live-chat-clients';
import { uploadsDir } from '../../http/uploads/uploads-location';

const SESSION = guestSession('cdn-guest');
const BOUNDARY = 'ohmstead-test-boundary';

function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="media"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

describe('POST /api/CDN/UploadBotImage and DELETE /api/CDN/DeleteSessionMedia', () => {
  let server: TestServer;
  const folder = () => path.join(uploadsDir(server.config), 'live-chat');
  const files = () => (existsSync(folder()) ? readdirSync(folder()) : []);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const upload = (
    fields: Record<string, string>,
    file?: { name: string; content: Buffer },
    session = SESSION,
  ) =>
    server.app.inject({
      method: 'POST',
      url: '/api/CDN/UploadBotImage',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-chat-session': session },
      payload: multipart(fields, file),
    });

  it("stores a guest's image under the uploads, served as an image that can run nothing", async () => {
    const response = await upload({ sessionKey: SESSION }, { name: 'photo of meter.png', content: PNG });
    expect(response.statusCode).toBe(200);
    // What the widget and the console accept as an upload.
    const answer = uploadBotImageAnswerSchema.parse(response.json());
    expect(answer).toEqual({
      mediaUrl: expect.stringMatching(/^\/assets\/uploads\/live-chat\/[A-Za-z0-9_-]+\/photo_of_meter\.png$/),
      name: 'photo_of_meter.png',
      size: PNG.length,
    });
    const served = await server.app.inject({ method: 'GET', url: answer.mediaUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('names a file by its content: a PNG called .html is stored as .png', async () => {
    const answer = (
      await upload({ sessionKey: SESSION }, { name: 'page.html', content: PNG })
    ).json<UploadBotImageAnswer>();
    expect(answer.name).toBe('page.png');
  });

  it.each([
    [
      'an SVG',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['an HTML page named .txt', 'notes.txt', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a program', 'setup.pdf', Buffer.from('MZ\x90\x00binary')],
  ])('refuses %s with 415 and keeps nothing', async (_case, name, content) => {
    const before = [await countRows(server.db, 'live_chat_media'), files().length];
    expect((await upload({ sessionKey: SESSION }, { name, content })).statusCode).toBe(415);
    expect([await countRows(server.db, 'live_chat_media'), files().length]).toEqual(before);
  });

  it('accepts a plain text file', async () => {
    const response = await upload(
      { sessionKey: SESSION },
      { name: 'readme.txt', content: Buffer.from('Serial 1234\n') },
    );
    expect(response.json<UploadBotImageAnswer>().name).toBe('readme.txt');
  });

  it.each([
    ["another guest's session key", { sessionKey: 'someone-elses-session-01' }, 403],
    ['no session key', {}, 400],
  ])('refuses %s', async (_case, fields, status) => {
    const before = [await countRows(server.db, 'live_chat_media'), files().length];
    expect((await upload(fields, { name: 'a.png', content: PNG })).statusCode).toBe(status);
    expect([await countRows(server.db, 'live_chat_media'), files().length]).toEqual(before);
  });

  it('refuses a caller with neither token nor chat session', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/CDN/UploadBotImage',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart({ sessionKey: SESSION }, { name: 'a.png', content: PNG }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a 101 MB file with 413 and keeps nothing (streamed, never held in memory)', async () => {
    const url = new URL(`${await listen(server.app)}/api/CDN/UploadBotImage`);
    const before = [await countRows(server.db, 'live_chat_media'), files().length];
    const head = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="sessionKey"\r\n\r\n${SESSION}\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="media"; filename="huge.png"\r\n\r\n`,
      ),
      PNG,
    ]);
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        url,
        {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-chat-session': SESSION },
        },
        (response) => {
          let body = '';
          response.on('data', (data) => (body += data));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      let sent = 0;
      const total = LIVE_CHAT_FILE_MAX_BYTES + 1024 * 1024;
      const write = () => {
        while (sent < total) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        request.end(tail);
      };
      request.write(head);
      write();
    });
    expect(status.status).toBe(413);
    expect(JSON.parse(status.body).message).toBe(liveChatMessages.uploadTooLarge);
    expect([await countRows(server.db, 'live_chat_media'), files().length]).toEqual(before);
  });

  it("deletes the caller's media of a session key, rows and files, and nobody else's", async () => {
    const other = guestSession('cdn-other');
    await upload({ sessionKey: other }, { name: 'b.png', content: PNG }, other);
    const mine = await countRows(server.db, 'live_chat_media');
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/api/CDN/DeleteSessionMedia?sessionKey=${SESSION}`,
      headers: { 'x-chat-session': SESSION },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: liveChatMessages.mediaDeleted });
    expect(await countRows(server.db, 'live_chat_media')).toBe(1);
    expect(mine).toBeGreaterThan(1);
    expect(files()).toHaveLength(1);
  });
});
