import { type ChatCallAnswer, chatServerMessages } from '@ohmstead/contracts/chat';
import { chatFormMessages as m, FORM_FILE_MAX_BYTES } from '@ohmstead/contracts/chat-forms';
import { captchaMessages } from '@ohmstead/contracts/messages';
import { describe, expect, it } from 'vitest';
import { solveAltcha } from '../fakes/altcha-widget';
import { chatHeaders, type FilePart, MULTIPART_TYPE, multipartBody } from '../fakes/chat-widget';
import { jiraEnv, useFakeJira } from '../fakes/jira';
import { PDF, PNG } from '../fakes/sample-files';
import { countRows, guestSession, type TestServer, useTestServer } from '../harness';
import { filesUnder, storedUploads } from './upload-files';

/**
 * A chat form must not cost memory or disk before its fields and captcha are known to be good (it could
 * otherwise hold 10 × 5 MB in memory first). The fields and the captcha are checked when the first file part arrives (the widget
 * sends fields first), before a byte of a file is read; files stream to a temporary folder, go to the
 * ticket system from disk and are removed afterwards.
 */
const GUEST = { session: guestSession('form-streaming-session-01') };
const fields = {
  firstName: 'Grace',
  lastName: 'Hopper',
  contact: '19195550142',
  email: 'grace@navy.example',
  message: 'Port 3 trips after a minute.',
};
const EXECUTABLE: FilePart = {
  name: 'photo.png',
  content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]),
};
const OVERSIZE: FilePart = {
  name: 'big.png',
  content: Buffer.concat([PNG, Buffer.alloc(FORM_FILE_MAX_BYTES)]),
};

function submit(server: TestServer, values: Record<string, string>, files: FilePart[]) {
  return server.app.inject({
    method: 'POST',
    url: '/agent-service/contact-us-chatbot?username=guest',
    headers: { ...chatHeaders(GUEST), 'content-type': MULTIPART_TYPE },
    payload: multipartBody(values, files),
  });
}

describe('chat forms check their fields and captcha before reading files', () => {
  const server = useTestServer({ ALTCHA_COST: '20', RATE_LIMIT_PER_MINUTE: '1000' });

  const written = async () => ({
    tickets: await countRows(server.db, 'tickets'),
    attachments: await countRows(server.db, 'ticket_attachments'),
    proofs: await countRows(server.db, 'captcha_proof_uses'),
    files: storedUploads(server).length,
  });

  it.each([
    [
      'a bad field, then a file of a refused type',
      () => ({ ...fields, email: 'nope', recaptcha: 'x' }),
      EXECUTABLE,
      'email',
      m.emailInvalid,
    ],
    ['a missing captcha, then a file over 5 MB', () => fields, OVERSIZE, 'recaptcha', m.recaptchaRequired],
    [
      'a forged captcha, then a file over 5 MB',
      () => ({ ...fields, recaptcha: 'bm90IGEgcHJvb2Y=' }),
      OVERSIZE,
      'captcha',
      captchaMessages.invalid,
    ],
  ])(
    '%s: the form is refused first (400), nothing is written',
    async (_case, values, file, field, message) => {
      const before = await written();
      const response = await submit(server, values(), [file]);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
      expect(await written()).toEqual(before);
    },
  );

  it('a captcha already used is refused before the files, and a refused file gives the proof back', async () => {
    const proof = await solveAltcha(server.app);
    // The file is refused (415) after the proof was claimed: the claim is released, the proof still serves.
    const refusedFile = await submit(server, { ...fields, recaptcha: proof }, [EXECUTABLE]);
    expect(refusedFile.statusCode).toBe(415);
    expect(
      (await submit(server, { ...fields, recaptcha: proof }, [{ name: 'a.pdf', content: PDF }])).statusCode,
    ).toBe(200);
    const before = await written();
    const replay = await submit(server, { ...fields, recaptcha: proof }, [OVERSIZE]);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(captchaMessages.invalid);
    expect(await written()).toEqual(before);
  });

  it('hands the files to the ticket system from disk and removes them afterwards', async () => {
    const response = await submit(server, { ...fields, recaptcha: await solveAltcha(server.app) }, [
      { name: 'meter.png', content: PNG },
      { name: 'manual.pdf', content: PDF },
    ]);
    expect(response.statusCode).toBe(200);
    const rows = await server.db.query<{ file_name: string; content: Uint8Array }>(
      'SELECT file_name, content FROM ticket_attachments WHERE ticket_key = $1 ORDER BY id',
      [response.json<ChatCallAnswer>().key],
    );
    expect(rows.map((row) => row.file_name)).toEqual(['meter.png', 'manual.pdf']);
    expect(Buffer.from(rows[0]!.content).equals(PNG)).toBe(true);
    expect(filesUnder(server.config.uploads.tempDir)).toEqual([]);
  });
});

describe('chat form files streamed to Jira from disk', () => {
  const jira = useFakeJira();
  const server = useTestServer(() => ({
    ALTCHA_COST: '20',
    RATE_LIMIT_PER_MINUTE: '1000',
    ...jiraEnv(jira),
  }));

  it('attaches every file with its content and type, then removes the temporary copies', async () => {
    const response = await submit(server, { ...fields, recaptcha: await solveAltcha(server.app) }, [
      { name: 'meter.png', content: PNG },
      { name: 'manual.pdf', content: PDF },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: chatServerMessages.formReceived });
    const key = response.json<ChatCallAnswer>().key;
    const attached = jira.attachments.filter((file) => file.key === key);
    expect(attached.map((file) => [file.fileName, file.contentType])).toEqual([
      ['meter.png', 'image/png'],
      ['manual.pdf', 'application/pdf'],
    ]);
    expect(attached[0]!.content.equals(PNG)).toBe(true);
    expect(attached[1]!.content.equals(PDF)).toBe(true);
    expect(filesUnder(server.config.uploads.tempDir)).toEqual([]);
  });
});
