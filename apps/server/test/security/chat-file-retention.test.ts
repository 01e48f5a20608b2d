import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { UploadAttachmentsAnswer } from '@ohmstead/contracts/chat';
import type { UploadBotImageAnswer } from '@ohmstead/contracts/live-chat';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../src/http/uploads/uploads-location';
import { LIVE_CHAT_UPLOAD_FOLDER } from '../../src/plugins/cdn/receive-media';
import { type ChatFileDirs, sweepChatFiles } from '../../src/plugins/chat-files/retention-sweep';
import { MULTIPART_TYPE, multipartBody } from '../fakes/chat-widget';
import { PNG } from '../fakes/sample-files';
import { countRows, guestSession, useTestServer } from '../harness';
import { filesUnder } from './upload-files';

/**
 * Chat files must not stay forever (bot attachments and live-chat uploads kept only until their uploader
 * deleted them, if ever: docs/decisions/0013-uploads.md). The retention sweep deletes the files of chats that ended, of sessions idle past
 * CHAT_FILE_RETENTION_HOURS, and folders no row names. Time is injected: no test sleeps.
 */
const HOUR = 60 * 60 * 1000;

describe('the chat-file retention sweep', () => {
  const server = useTestServer();
  let dirs: ChatFileDirs;
  beforeAll(async () => {
    dirs = {
      botMediaDir: server.config.bot.mediaDir,
      liveChatDir: path.join(uploadsDir(server.config), LIVE_CHAT_UPLOAD_FOLDER),
      tempDir: server.config.uploads.tempDir,
    };
  });

  const sweep = (hoursFromNow: number) =>
    sweepChatFiles({
      db: server.db,
      dirs,
      retentionMs: server.config.uploads.retentionMs,
      now: new Date(Date.now() + hoursFromNow * HOUR),
    });

  const uploadMedia = async (session: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/CDN/UploadBotImage',
      headers: { 'x-chat-session': session, 'content-type': MULTIPART_TYPE },
      payload: multipartBody({ sessionKey: session }, [{ name: 'meter.png', content: PNG, field: 'media' }]),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UploadBotImageAnswer>().mediaUrl;
  };
  const uploadAttachment = async (session: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/bot/crm/upload_attachments?username=guest',
      headers: { 'x-chat-session': session, 'content-type': MULTIPART_TYPE },
      payload: multipartBody({}, [{ name: 'notes.txt', content: Buffer.from('wiring notes') }]),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UploadAttachmentsAnswer>().files[0]!.url;
  };
  const liveChat = (session: string, status: 'active' | 'ended') =>
    server.db.query(
      `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, status, ended_at)
       VALUES ($1, $2, 'Guest', 'guest', 'CRM', $3, CASE WHEN $3 = 'ended' THEN now() END)`,
      [randomUUID(), `guest:${session}`, status],
    );
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it("deletes an ended chat's files once the console's hour is over; a transcript link then answers a clear 404", async () => {
    const url = await uploadMedia(guestSession('retention-ended-session-01'));
    await liveChat(guestSession('retention-ended-session-01'), 'ended');
    expect((await get(url)).statusCode).toBe(200);

    expect((await sweep(0.5)).media).toBe(0);
    expect((await get(url)).statusCode).toBe(200);

    expect((await sweep(2)).media).toBe(1);
    const gone = await get(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ responseStatusCode: 404, message: uploadMessages.chatFileGone });
    expect(await countRows(server.db, 'live_chat_media')).toBe(0);
    expect(filesUnder(dirs.liveChatDir)).toEqual([]);
  });

  it('keeps the files of an open chat, however old, and of a session still in use', async () => {
    const open = await uploadMedia(guestSession('retention-open-session-001'));
    await liveChat(guestSession('retention-open-session-001'), 'active');
    const attachment = await uploadAttachment(guestSession('retention-talking-session'));
    const result = await sweep(48);
    expect(result.media).toBe(0);
    expect((await get(open)).statusCode).toBe(200);
    // The attachment's conversation was active just now: idle for 48 h by the injected clock, so it goes.
    expect(result.attachments).toBe(1);
    const gone = await get(attachment);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(uploadMessages.chatFileGone);
  });

  it('keeps a bot attachment while its conversation is younger than the retention', async () => {
    const url = await uploadAttachment(guestSession('retention-recent-session'));
    expect((await sweep(23)).attachments).toBe(0);
    expect((await get(url)).statusCode).toBe(200);
    expect((await sweep(25)).attachments).toBe(1);
  });

  it('deletes the attachments of a deleted history at the next sweep', async () => {
    const url = await uploadAttachment(guestSession('retention-deleted-history'));
    const deleted = await server.app.inject({
      method: 'POST',
      url: '/bot/crm/delete_history?username=guest',
      headers: {
        'x-chat-session': guestSession('retention-deleted-history'),
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(deleted.statusCode).toBe(200);
    expect((await sweep(0)).attachments).toBe(1);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('removes folders no row names (a crash) once older than the retention, and temporary parts', async () => {
    const orphan = path.join(dirs.botMediaDir, 'AAAAAAAAAAAAAAAAAAAAAAAA');
    const orphanMedia = path.join(dirs.liveChatDir, 'crash-left-this');
    const temp = path.join(dirs.tempDir, 'crash-left-this-too');
    for (const folder of [orphan, orphanMedia, temp]) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'file.txt'), 'left over');
    }
    expect((await sweep(1)).orphans).toBe(0);
    const old = new Date(Date.now() - 30 * HOUR);
    for (const folder of [orphan, orphanMedia, temp]) utimesSync(folder, old, old);
    const kept = await uploadMedia(guestSession('retention-kept-session-01'));
    await liveChat(guestSession('retention-kept-session-01'), 'active');
    expect((await sweep(0)).orphans).toBe(3);
    for (const folder of [orphan, orphanMedia, temp]) expect(existsSync(folder)).toBe(false);
    expect((await get(kept)).statusCode).toBe(200);
  });

  it('is safe when several processes sweep at once: each file is removed once, nothing fails', async () => {
    await server.db.query(`UPDATE live_chats SET status = 'ended', ended_at = now() WHERE status = 'active'`);
    const results = await Promise.all([sweep(2), sweep(2), sweep(2)]);
    expect(results.reduce((sum, result) => sum + result.media, 0)).toBe(2);
    expect(await countRows(server.db, 'live_chat_media')).toBe(0);
    expect(filesUnder(dirs.liveChatDir)).toEqual([]);
  });
});
