import { type ChatCallAnswer, chatServerMessages } from '@ohmstead/contracts/chat';
import { chatFormMessages as m, FORM_FILE_MAX_BYTES, FORM_FILES_MAX } from '@ohmstead/contracts/chat-forms';
import { captchaMessages } from '@ohmstead/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha } from '../../../test/fakes/altcha-widget';
import {
  type ChatCaller,
  chatHeaders,
  type FilePart,
  MULTIPART_TYPE,
  multipartBody,
} from '../../../test/fakes/chat-widget';
import { DOC, DOCX, GIF, JPEG, PDF, PNG, XLS, XLSX, ZIP } from '../../../test/fakes/sample-files';
import { withChanges } from '../../../test/form-changes';
import { countRows, guestSession, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';

const GUEST: ChatCaller = { session: guestSession('form-guest') };
const contactFields = {
  firstName: 'Grace',
  lastName: 'Hopper',
  contact: '19195550142',
  email: 'grace@navy.example',
  message: 'The charger on port 3 stops after a minute.',
};

describe('the agent service chat forms', () => {
  const server = useTestServer({
    ALTCHA_COST: '20',
    RATE_LIMIT_PER_MINUTE: '1000',
    TICKET_TIME_ZONE: 'UTC',
  });
  let token: string;
  beforeAll(async () => {
    await addUser(server.db, { userName: 'ivy', password: 'form-test-password', roles: ['Installer'] });
    token = await tokenFor(server.app, 'ivy', 'form-test-password');
  });

  const submit = (
    path: string,
    fields: Record<string, string>,
    files: FilePart[] = [],
    caller: ChatCaller = GUEST,
    username = 'guest',
  ) =>
    server.app.inject({
      method: 'POST',
      url: `/agent-service/${path}?username=${username}`,
      headers: { ...chatHeaders(caller), 'content-type': MULTIPART_TYPE },
      payload: multipartBody(fields, files),
    });
  const written = async () => ({
    tickets: await countRows(server.db, 'tickets'),
    attachments: await countRows(server.db, 'ticket_attachments'),
    formTickets: await countRows(server.db, 'bot_form_tickets'),
    proofs: await countRows(server.db, 'captcha_proof_uses'),
  });

  it('contact-us-chatbot creates a chatbot ticket (source 10377) with the files and answers its key', async () => {
    const response = await submit(
      'contact-us-chatbot',
      { ...contactFields, recaptcha: await solveAltcha(server.app) },
      [
        { name: 'charger.png', content: PNG, type: 'image/png' },
        { name: 'report.pdf', content: PDF, type: 'application/pdf' },
      ],
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<ChatCallAnswer>();
    expect(body).toEqual({
      responseStatusCode: 200,
      message: chatServerMessages.formReceived,
      key: expect.stringMatching(/^SUP-\d+$/),
    });

    const [ticket] = await server.db.query<Record<string, unknown>>('SELECT * FROM tickets WHERE key = $1', [
      body.key,
    ]);
    expect(ticket).toMatchObject({
      source: 'chatbot',
      username: 'guest',
      custom_fields: {
        customfield_10377: 'Chatbot',
        customfield_10376: 'Ohmstead Website',
        customfield_10379: 'guest',
      },
    });
    const description = JSON.stringify(ticket!.description);
    for (const text of [
      'Client query from the chat assistant.',
      'Grace',
      'Hopper',
      '19195550142',
      'grace@navy.example',
      'port 3',
    ])
      expect(description).toContain(text);
    const files = await server.db.query<{ file_name: string; content_type: string }>(
      'SELECT file_name, content_type FROM ticket_attachments WHERE ticket_key = $1 ORDER BY id',
      [body.key],
    );
    expect(files).toEqual([
      { file_name: 'charger.png', content_type: 'image/png' },
      { file_name: 'report.pdf', content_type: 'application/pdf' },
    ]);
    const [formTicket] = await server.db.query(
      'SELECT kind, identity_key, username FROM bot_form_tickets WHERE ticket_key = $1',
      [body.key],
    );
    expect(formTicket).toEqual({
      kind: 'contact',
      identity_key: `guest:${guestSession('form-guest')}`,
      username: 'guest',
    });
  });

  it('submit-image-form puts the serial number into the ticket of the signed-in user', async () => {
    const response = await submit(
      'submit-image-form',
      {
        ...contactFields,
        message: 'Scorch marks on the AC lugs.',
        SerialNumber: '4410027',
        recaptcha: await solveAltcha(server.app),
      },
      [{ name: 'lugs.jpg', content: JPEG, type: 'image/jpeg' }],
      { token, username: 'ivy' },
      'ivy',
    );
    expect(response.statusCode).toBe(200);
    const { key } = response.json<ChatCallAnswer>();
    const [ticket] = await server.db.query<{
      username: string;
      description: unknown;
      custom_fields: unknown;
    }>('SELECT username, description, custom_fields FROM tickets WHERE key = $1', [key]);
    expect(ticket!.username).toBe('ivy');
    expect(ticket!.custom_fields).toMatchObject({ customfield_10377: 'Chatbot', customfield_10379: 'ivy' });
    expect(JSON.stringify(ticket!.description)).toContain('Serial number: 4410027');
    expect(await server.db.query('SELECT kind FROM bot_form_tickets WHERE ticket_key = $1', [key])).toEqual([
      { kind: 'images' },
    ]);
  });

  it('types files by their content: Office files are told apart inside their containers', async () => {
    const response = await submit(
      'contact-us-chatbot',
      { ...contactFields, recaptcha: await solveAltcha(server.app) },
      [
        { name: 'a.doc', content: DOC },
        { name: 'b.xls', content: XLS },
        { name: 'c.docx', content: DOCX },
        { name: 'd.xlsx', content: XLSX },
        { name: 'e.gif', content: GIF },
      ],
    );
    expect(response.statusCode).toBe(200);
    const rows = await server.db.query<{ content_type: string }>(
      'SELECT content_type FROM ticket_attachments WHERE ticket_key = $1 ORDER BY id',
      [response.json<ChatCallAnswer>().key],
    );
    expect(rows.map((row) => row.content_type)).toEqual([
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/gif',
    ]);
  });

  describe('refuses bad input with the form messages and writes nothing', () => {
    let token1: string;
    beforeAll(async () => {
      token1 = await solveAltcha(server.app);
    });
    const fields = (change: Record<string, string | undefined>) =>
      withChanges({ ...contactFields, recaptcha: token1 }, change);
    const refused = async (
      send: () => ReturnType<typeof submit>,
      status: number,
      field: string,
      message: string,
    ) => {
      const before = await written();
      const response = await send();
      expect(response.statusCode).toBe(status);
      expect(
        response.json().errors ?? [{ field: 'request', message: response.json().message }],
      ).toContainEqual({ field, message });
      expect(await written()).toEqual(before);
    };

    it.each([
      ['a missing first name', { firstName: undefined }, 'firstName', m.firstNameRequired],
      ['a blank last name', { lastName: '  ' }, 'lastName', m.lastNameRequired],
      ['a contact of 10 digits', { contact: '9195550142' }, 'contact', m.contactInvalid],
      ['a malformed email', { email: 'grace@' }, 'email', m.emailInvalid],
      ['an empty message', { message: '' }, 'message', m.messageRequired],
      [
        'a message over 4000 characters',
        { message: 'x'.repeat(4001) },
        'message',
        m.fieldTooLong('Message', 4000),
      ],
      ['a missing captcha', { recaptcha: undefined }, 'recaptcha', m.recaptchaRequired],
      [
        'a serial number on the contact form',
        { SerialNumber: '1' },
        'SerialNumber',
        'SerialNumber belongs to the images form',
      ],
      ['an unknown field', { company: 'Navy' }, 'form', 'Unexpected field(s): company'],
    ])('contact form: %s', async (_case, change, field, message) => {
      await refused(() => submit('contact-us-chatbot', fields(change)), 400, field, message);
    });

    it.each([
      ['a missing serial number', {}, 'SerialNumber', m.serialNumberRequired],
      ['a serial number with letters', { SerialNumber: 'AB-12' }, 'SerialNumber', m.serialNumberRequired],
      ['an empty description', { SerialNumber: '12', message: ' ' }, 'message', m.descriptionRequired],
    ])('images form: %s', async (_case, change, field, message) => {
      await refused(() => submit('submit-image-form', fields(change)), 400, field, message);
    });

    it.each([
      [
        'a file over 5 MB',
        [{ name: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(FORM_FILE_MAX_BYTES)]) }],
        413,
        m.fileTooLarge('big.png'),
      ],
      [
        'a script named .png',
        [{ name: 'photo.png', content: Buffer.from('<script>alert(1)</script>'), type: 'image/png' }],
        415,
        m.fileTypeNotAllowed('text/html'),
      ],
      [
        'an executable named .pdf',
        [{ name: 'manual.pdf', content: Buffer.from('MZ\x90\x00'), type: 'application/pdf' }],
        415,
        m.fileTypeNotAllowed('application/x-msdownload'),
      ],
      [
        'a zip that is no Office file',
        [{ name: 'c.docx', content: ZIP }],
        415,
        m.fileTypeNotAllowed('application/zip'),
      ],
      [
        'a plain text file',
        [{ name: 'notes.txt', content: Buffer.from('hello') }],
        415,
        m.fileTypeNotAllowed('text/plain'),
      ],
      [
        'too many files',
        Array.from({ length: FORM_FILES_MAX + 1 }, (_, i) => ({ name: `p${i}.png`, content: PNG })),
        400,
        m.tooManyFiles,
      ],
    ])('%s', async (_case, files, status, message) => {
      await refused(() => submit('contact-us-chatbot', fields({}), files), status, 'files', message);
    });

    it('a bad captcha, and a captcha already used for this form', async () => {
      await refused(
        () => submit('contact-us-chatbot', fields({ recaptcha: 'bm90IGEgcHJvb2Y=' })),
        400,
        'captcha',
        captchaMessages.invalid,
      );
      const proof = await solveAltcha(server.app);
      expect((await submit('contact-us-chatbot', fields({ recaptcha: proof }))).statusCode).toBe(200);
      await refused(
        () => submit('contact-us-chatbot', fields({ recaptcha: proof })),
        400,
        'captcha',
        captchaMessages.invalid,
      );
      // The images form is another purpose: the same proof serves it once.
      expect(
        (await submit('submit-image-form', fields({ recaptcha: proof, SerialNumber: '7' }))).statusCode,
      ).toBe(200);
    });

    it('a guest without a session, a token for someone else, a body that is not multipart', async () => {
      await refused(
        () => submit('contact-us-chatbot', fields({}), [], { session: 'x' }),
        400,
        'request',
        chatServerMessages.sessionRequired,
      );
      await refused(
        () => submit('contact-us-chatbot', fields({}), [], { token, username: 'ivy' }, 'guest'),
        403,
        'request',
        chatServerMessages.userNameMismatch,
      );
      const before = await written();
      const json = await server.app.inject({
        method: 'POST',
        url: '/agent-service/contact-us-chatbot?username=guest',
        headers: { ...chatHeaders(GUEST), 'content-type': 'application/json' },
        payload: JSON.stringify(fields({})),
      });
      expect(json.statusCode).toBeGreaterThanOrEqual(400);
      expect(json.statusCode).toBeLessThan(500);
      expect(await written()).toEqual(before);
    });
  });

  describe('POST /bot/{bot}/contact_form records the submitted form in the conversation', () => {
    const record = (
      bot: string,
      key: string,
      body: unknown,
      caller: ChatCaller = GUEST,
      username = 'guest',
    ) =>
      server.app.inject({
        method: 'POST',
        url: `/bot/${bot}/contact_form?username=${username}&jira_id=${key}`,
        headers: { ...chatHeaders(caller), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    let key: string;
    beforeAll(async () => {
      const response = await submit('contact-us-chatbot', {
        ...contactFields,
        recaptcha: await solveAltcha(server.app),
      });
      key = response.json<ChatCallAnswer>().key!;
    });

    it('accepts the ticket this identity was given, once', async () => {
      const response = await record('crm', key, { kind: 'contact', ...contactFields });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        responseStatusCode: 200,
        message: chatServerMessages.formReceived,
        key,
      });
      const [message] = await server.db.query<{ role: string; content: string }>(
        `SELECT m.role, m.content FROM bot_messages m JOIN bot_conversations c ON c.id = m.conversation_id
         WHERE c.identity_key = $1 AND m.role = 'form'`,
        [`guest:${guestSession('form-guest')}`],
      );
      expect(message!.content).toContain(`Contact form submitted (ticket ${key})`);
      expect(message!.content).toContain('Email: grace@navy.example');
      const again = await record('crm', key, { kind: 'contact', ...contactFields });
      expect(again.statusCode).toBe(409);
    });

    it.each([
      [
        'a ticket of another identity',
        () =>
          record(
            'crm',
            key,
            { kind: 'contact', ...contactFields },
            { session: guestSession('someone-else') },
          ),
        400,
      ],
      ['an unknown ticket', () => record('crm', 'SUP-999999', { kind: 'contact', ...contactFields }), 400],
      [
        'a malformed jira_id',
        () => record('crm', 'drop%20table', { kind: 'contact', ...contactFields }),
        400,
      ],
      [
        'a form that breaks the rules',
        () => record('crm', key, { kind: 'contact', ...contactFields, email: 'nope' }),
        400,
      ],
      ['an unknown kind', () => record('crm', key, { kind: 'quote', ...contactFields }), 400],
      [
        'a guest in the Installation Assistant',
        () => record('ia', key, { kind: 'contact', ...contactFields }),
        401,
      ],
    ])('refuses %s', async (_case, send, status) => {
      // The turns of the tests before are written first: one still queued would land between the counts.
      await server.app.botTurns.flush();
      const before = await countRows(server.db, 'bot_messages');
      expect((await send()).statusCode).toBe(status);
      expect(await countRows(server.db, 'bot_messages')).toBe(before);
    });
  });
});
