import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmtp, startFakeSmtp } from '../../../test/fakes/smtp';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { OutboxRow } from '../../../test/mail-outbox';
import { loadConfig } from '../../config';
import { createMailer, MAIL_MAX_ATTEMPTS, type Mailer, type NewMail } from './index';

const welcome: NewMail = {
  kind: 'test-mail',
  to: 'reader@example.com',
  subject: 'Hello from the outbox',
  text: 'Plain text body',
  html: '<p>HTML body</p>',
  headers: { 'List-Unsubscribe': '<http://site.test/unsubscribe?token=abc>' },
};

describe('mail adapter', () => {
  let server: TestServer;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    [server, smtp] = await Promise.all([startTestServer(), startFakeSmtp()]);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const outboxRow = async (id: number) =>
    (await server.db.query<OutboxRow>('SELECT * FROM mail_outbox WHERE id = $1', [id]))[0]!;
  const queue = (mailer: Mailer, mail = welcome) => server.db.transaction((tx) => mailer.queue(tx, mail));
  const withSmtp = (url: string) =>
    createMailer({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: server.config.dataDir, SMTP_URL: url }),
      db: server.db,
      log: server.app.log,
    });

  it('keeps the mail in the outbox and logs it when no SMTP server is configured', async () => {
    const mailer = createMailer({ config: server.config, db: server.db, log: server.app.log });
    expect(mailer.transport).toBe('log');
    const id = await queue(mailer);
    expect((await outboxRow(id)).status).toBe('queued');
    mailer.deliverLater(id);
    await mailer.settle();
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'logged', attempts: 1, error: null });
    expect(row.from_address).toBe('Ohmstead Power <no-reply@ohmsteadpower.com>');
    expect(row.delivered_at).not.toBeNull();
    await mailer.close();
  });

  it('sends through SMTP with its headers and marks the outbox row sent', async () => {
    const mailer = withSmtp(smtp.url);
    expect(mailer.transport).toBe('smtp');
    const id = await queue(mailer);
    await mailer.deliver(id);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    const received = smtp.received.at(-1)!;
    expect(received.from).toBe('no-reply@ohmsteadpower.com');
    expect(received.to).toEqual(['reader@example.com']);
    expect(received.data).toContain('Subject: Hello from the outbox');
    expect(received.data).toContain('List-Unsubscribe: <http://site.test/unsubscribe?token=abc>');
    expect(received.data).toContain('Plain text body');
    expect(received.data).toContain('<p>HTML body</p>');
    await mailer.close();
  });

  it('never delivers one outbox row twice', async () => {
    const mailer = withSmtp(smtp.url);
    const id = await queue(mailer);
    const before = smtp.received.length;
    await Promise.all([mailer.deliver(id), mailer.deliver(id)]);
    expect(smtp.received.length - before).toBe(1);
    await mailer.close();
  });

  it('marks a refused mail failed with the reason and sends it on a later retry', async () => {
    const mailer = withSmtp(smtp.url);
    smtp.rejectWith = '554 5.7.1 Message rejected';
    const id = await queue(mailer);
    await mailer.deliver(id);
    const failed = await outboxRow(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.error).toMatch(/554/);

    smtp.rejectWith = undefined;
    expect(await mailer.retryDue(0)).toBeGreaterThanOrEqual(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    await mailer.close();
  });

  it('marks a mail failed when the SMTP server cannot be reached, and gives up after the last attempt', async () => {
    const mailer = withSmtp('smtp://127.0.0.1:9');
    const id = await queue(mailer);
    await mailer.deliver(id);
    expect((await outboxRow(id)).status).toBe('failed');
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS + 1; attempt++) await mailer.retryDue(0);
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    await mailer.close();
  });

  it('does not retry a failed mail before the retry interval has passed', async () => {
    const mailer = withSmtp('smtp://127.0.0.1:9');
    const id = await queue(mailer);
    await mailer.deliver(id);
    await mailer.retryDue();
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 1 });
    await mailer.close();
  });
});
