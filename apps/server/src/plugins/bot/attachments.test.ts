import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sessionMessages } from '@ohmstead/contracts/auth';
import { chatMessages, chatServerMessages, type UploadAttachmentsAnswer } from '@ohmstead/contracts/chat';
import { CHAT_FILE_MAX_BYTES } from '@ohmstead/contracts/chat-forms';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatCaller,
  chatHeaders,
  type FilePart,
  MULTIPART_TYPE,
  multipartBody,
  streamedFileBody,
} from '../../../test/fakes/chat-widget';
import { countRows, guestSession, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';

const GUEST: ChatCaller = { session: guestSession('upload-guest') };
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('POST /bot/{bot}/upload_attachments and the media it serves', () => {
  const server = useTestServer();
  let adminToken: string;
  let installerToken: string;
  beforeAll(async () => {
    await addUser(server.db, { userName: 'ada', password: 'upload-password', roles: ['Admin'] });
    await addUser(server.db, { userName: 'ian', password: 'upload-password', roles: ['Installer'] });
    adminToken = await tokenFor(server.app, 'ada', 'upload-password');
    installerToken = await tokenFor(server.app, 'ian', 'upload-password');
  });

  const mediaDir = () => server.config.bot.mediaDir;
  const storedFiles = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()).length : 0);
  const upload = (files: FilePart[], caller: ChatCaller = GUEST, query = 'username=guest', bot = 'crm') =>
    server.app.inject({
      method: 'POST',
      url: `/bot/${bot}/upload_attachments?${query}`,
      headers: { ...chatHeaders(caller), 'content-type': MULTIPART_TYPE },
      payload: multipartBody({}, files),
    });

  it('stores each file under an unguessable address and serves it with its type', async () => {
    const response = await upload([
      { name: 'panel photo.png', content: PNG, type: 'image/png' },
      { name: 'wiring notes.txt', content: Buffer.from('L1 L2 L3 checked'), type: 'text/plain' },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json<UploadAttachmentsAnswer>();
    expect(body.status).toBe('success');
    expect(body.session_id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(body.files.map((file) => [file.name, file.size])).toEqual([
      ['panel_photo.png', PNG.length],
      ['wiring_notes.txt', 16],
    ]);
    for (const file of body.files) expect(file.url).toMatch(/^\/bot\/media\/[A-Za-z0-9_-]{24}\/[\w.-]+$/);

    const image = await server.app.inject({ url: body.files[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline; filename="panel_photo.png"');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const text = await server.app.inject({ url: body.files[1]!.url });
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toBe('attachment; filename="wiring_notes.txt"');
    expect(text.headers['content-security-policy']).toContain('sandbox');
    expect(text.body).toBe('L1 L2 L3 checked');

    const [row] = await server.db.query<{ identity_key: string; uploaded_by_agent: boolean }>(
      'SELECT identity_key, uploaded_by_agent FROM bot_attachments WHERE file_name = $1',
      ['panel_photo.png'],
    );
    expect(row).toEqual({ identity_key: `guest:${guestSession('upload-guest')}`, uploaded_by_agent: false });
  });

  it('answers 404 for an address that was not handed out', async () => {
    const [file] = (await upload([{ name: 'a.png', content: PNG }])).json<UploadAttachmentsAnswer>().files;
    const [, , , id] = file!.url.split('/');
    expect((await server.app.inject({ url: `/bot/media/${id}/other.png` })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/bot/media/AAAAAAAAAAAAAAAAAAAAAAAA/a.png` })).statusCode).toBe(
      404,
    );
    expect((await server.app.inject({ url: `/bot/media/..%2F..%2Fetc/passwd` })).statusCode).toBe(404);
  });

  it('lets an admin upload as the agent, and nobody else', async () => {
    const agent = await upload(
      [{ name: 'reply.pdf', content: Buffer.from('%PDF-1.7\n') }],
      { token: adminToken, username: 'ada' },
      'username=ada&isAgent=true',
    );
    expect(agent.statusCode).toBe(200);
    const [row] = await server.db.query<{ uploaded_by_agent: boolean }>(
      "SELECT uploaded_by_agent FROM bot_attachments WHERE file_name = 'reply.pdf'",
    );
    expect(row!.uploaded_by_agent).toBe(true);
    const installer = await upload(
      [{ name: 'x.pdf', content: Buffer.from('%PDF-1.7\n') }],
      { token: installerToken, username: 'ian' },
      'username=ian&isAgent=true',
    );
    expect(installer.statusCode).toBe(403);
    expect(
      (await upload([{ name: 'x.pdf', content: Buffer.from('%PDF') }], GUEST, 'username=guest&isAgent=true'))
        .statusCode,
    ).toBe(403);
  });

  describe('refuses bad uploads and stores nothing', () => {
    /** A guest's upload of a streamed multipart body. */
    const guestUpload = (payload: NodeJS.ReadableStream) =>
      server.app.inject({
        method: 'POST',
        url: '/bot/crm/upload_attachments?username=guest',
        headers: { ...chatHeaders(GUEST), 'content-type': MULTIPART_TYPE },
        payload,
      });
    const nothingStored = async (
      send: () => Promise<{ statusCode: number; json(): unknown }>,
      status: number,
      message: string,
    ) => {
      const rows = await countRows(server.db, 'bot_attachments');
      const files = storedFiles();
      const response = await send();
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ responseStatusCode: status, message });
      expect(await countRows(server.db, 'bot_attachments')).toBe(rows);
      expect(storedFiles()).toBe(files);
    };

    it('a file over 100 MB, streamed: cut off, removed, 413', async () => {
      await nothingStored(
        () => guestUpload(streamedFileBody('huge-log.txt', CHAT_FILE_MAX_BYTES + 1)),
        413,
        chatMessages.filesTooLarge(['huge-log.txt']),
      );
    });

    it('a good file followed by an oversize one: neither is kept', async () => {
      const first = multipartBody({}, [{ name: 'ok.txt', content: Buffer.from('fine') }]);
      const opening = first.subarray(
        0,
        first.length - Buffer.byteLength('----ohmstead-test-boundary--\r\n') - 2,
      );
      const rest = streamedFileBody('second.txt', CHAT_FILE_MAX_BYTES + 10);
      async function* both() {
        yield opening;
        for await (const chunk of rest) yield chunk as Buffer;
      }
      const { Readable } = await import('node:stream');
      await nothingStored(
        () => guestUpload(Readable.from(both())),
        413,
        chatMessages.filesTooLarge(['second.txt']),
      );
    });

    it.each([
      [
        'a file type the chat does not take',
        () => upload([{ name: 'tool.exe', content: Buffer.from('MZ') }]),
        415,
        'File type "exe" is not allowed',
      ],
      ['no files', () => upload([]), 400, 'No files were attached: send them as "files" parts.'],
      [
        'files under another field',
        () => upload([{ name: 'a.png', content: PNG, field: 'media' }]),
        400,
        'Files must be sent as "files" parts, not "media"',
      ],
      [
        'a guest without a session',
        () => upload([{ name: 'a.png', content: PNG }], { session: '' }),
        400,
        chatServerMessages.sessionRequired,
      ],
      [
        'a guest in the Installation Assistant',
        () => upload([{ name: 'a.png', content: PNG }], GUEST, 'username=guest', 'ia'),
        401,
        chatServerMessages.signInForInstallation,
      ],
      [
        'an isAgent that is not a boolean',
        () => upload([{ name: 'a.png', content: PNG }], GUEST, 'username=guest&isAgent=yes'),
        400,
        'Invalid query: isAgent must be true or false',
      ],
      [
        'a user name without a token',
        () => upload([{ name: 'a.png', content: PNG }], GUEST, 'username=ian'),
        401,
        sessionMessages.signInRequired,
      ],
    ] as const)('%s', async (_case, send, status, message) => {
      await nothingStored(send, status, message);
    });
  });

  it('keeps the media dir inside the data dir', () => {
    expect(path.dirname(mediaDir())).toBe(server.config.dataDir);
  });
});
