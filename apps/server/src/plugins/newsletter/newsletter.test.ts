import { newsletterMessages, subscribeMessages } from '@ohmstead/contracts/messages';
import { describe, expect, it, vi } from 'vitest';
import { postJson, postRaw } from '../../../test/fakes/browser';
import { countRows, useTestServer } from '../../../test/harness';
import type { OutboxRow } from '../../../test/mail-outbox';

const SUBSCRIBE = '/api/Email/Subscribe';
const UNSUBSCRIBE = '/api/Email/Unsubscribe';

interface SubscriberRow {
  email: string;
  unsubscribe_token: string;
  subscribed_at: Date;
  unsubscribed_at: Date | null;
}
describe('newsletter: POST /api/Email/Subscribe and /api/Email/Unsubscribe', () => {
  const server = useTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });

  const subscriber = async (email: string) =>
    (await server.db.query<SubscriberRow>('SELECT * FROM subscribers WHERE email = $1', [email]))[0];
  const mailsTo = (email: string) =>
    server.db.query<OutboxRow>('SELECT * FROM mail_outbox WHERE to_address = $1 ORDER BY id', [email]);
  const tokenIn = (mail: OutboxRow) => /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;

  it('subscribes an address, answers the thank-you text and sends a welcome mail with a working unsubscribe link', async () => {
    const response = await postJson(server.app, SUBSCRIBE, { email: 'ada@gridworks.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responseStatusCode: 200,
      message:
        'Thank you for your interest in Ohmstead Power! We will keep you updated with our latest news and updates.',
    });

    const row = await subscriber('ada@gridworks.com');
    expect(row!.unsubscribed_at).toBeNull();
    expect(row!.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [mail] = await mailsTo('ada@gridworks.com');
    expect(mail).toMatchObject({ kind: 'newsletter-welcome', subject: 'Welcome to Ohmstead Power news' });
    const link = `http://site.test/unsubscribe?token=${row!.unsubscribe_token}`;
    expect(mail!.text_body).toContain(link);
    expect(mail!.html_body).toContain(link);
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': `<${link}>` });
    await vi.waitFor(async () => expect((await mailsTo('ada@gridworks.com'))[0]!.status).toBe('logged'));

    const unsubscribed = await postJson(server.app, UNSUBSCRIBE, { token: tokenIn(mail!) });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({
      responseStatusCode: 200,
      message: 'You have successfully unsubscribed.',
    });
    expect((await subscriber('ada@gridworks.com'))!.unsubscribed_at).not.toBeNull();
  });

  it('keeps one row and sends no second welcome when an active subscriber subscribes again', async () => {
    await postJson(server.app, SUBSCRIBE, { email: 'twice@gridworks.com' });
    const token = (await subscriber('twice@gridworks.com'))!.unsubscribe_token;
    const again = await postJson(server.app, SUBSCRIBE, { email: 'twice@gridworks.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(newsletterMessages.subscribed);
    const rows = await server.db.query('SELECT 1 FROM subscribers WHERE email = $1', ['twice@gridworks.com']);
    expect(rows).toHaveLength(1);
    expect((await subscriber('twice@gridworks.com'))!.unsubscribe_token).toBe(token);
    expect(await mailsTo('twice@gridworks.com')).toHaveLength(1);
  });

  it('re-activates an unsubscribed address with a new token and a new welcome mail', async () => {
    await postJson(server.app, SUBSCRIBE, { email: 'back@gridworks.com' });
    const oldToken = (await subscriber('back@gridworks.com'))!.unsubscribe_token;
    await postJson(server.app, UNSUBSCRIBE, { token: oldToken });

    const response = await postJson(server.app, SUBSCRIBE, { email: 'back@gridworks.com' });
    expect(response.statusCode).toBe(200);
    const row = await subscriber('back@gridworks.com');
    expect(row!.unsubscribed_at).toBeNull();
    expect(row!.unsubscribe_token).not.toBe(oldToken);
    const mails = await mailsTo('back@gridworks.com');
    expect(mails).toHaveLength(2);
    expect(tokenIn(mails[1]!)).toBe(row!.unsubscribe_token);

    const stale = await postJson(server.app, UNSUBSCRIBE, { token: oldToken });
    expect(stale.statusCode).toBe(404);
    const current = await postJson(server.app, UNSUBSCRIBE, { token: row!.unsubscribe_token });
    expect(current.statusCode).toBe(200);
  });

  it('answers 200 again for an address already unsubscribed', async () => {
    await postJson(server.app, SUBSCRIBE, { email: 'gone@gridworks.com' });
    const { unsubscribe_token: token } = (await subscriber('gone@gridworks.com'))!;
    await postJson(server.app, UNSUBSCRIBE, { token });
    const first = (await subscriber('gone@gridworks.com'))!.unsubscribed_at;
    const again = await postJson(server.app, UNSUBSCRIBE, { token });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(newsletterMessages.unsubscribed);
    expect((await subscriber('gone@gridworks.com'))!.unsubscribed_at).toEqual(first);
  });

  it('answers 404 for an unknown unsubscribe token', async () => {
    const response = await postJson(server.app, UNSUBSCRIBE, { token: 'A'.repeat(43) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      responseStatusCode: 404,
      message: 'This unsubscribe link is not valid.',
    });
  });

  describe('refuses invalid input with a reason and writes nothing', () => {
    const written = async () => ({
      subscribers: await countRows(server.db, 'subscribers'),
      outbox: await countRows(server.db, 'mail_outbox'),
      unsubscribed: Number(
        (
          await server.db.query<{ n: string }>(
            'SELECT count(*) AS n FROM subscribers WHERE unsubscribed_at IS NOT NULL',
          )
        )[0]!.n,
      ),
    });

    it.each([
      ['a missing email', SUBSCRIBE, {}, 'email', subscribeMessages.required],
      ['an empty email', SUBSCRIBE, { email: '' }, 'email', subscribeMessages.required],
      [
        'an email with capitals',
        SUBSCRIBE,
        { email: 'Ada@Gridworks.com' },
        'email',
        subscribeMessages.invalid,
      ],
      [
        'an email with a 5-letter ending',
        SUBSCRIBE,
        { email: 'ada@gridworks.solar' },
        'email',
        subscribeMessages.invalid,
      ],
      ['an email without a domain', SUBSCRIBE, { email: 'ada@' }, 'email', subscribeMessages.invalid],
      [
        'an email over 80 characters',
        SUBSCRIBE,
        { email: `${'a'.repeat(70)}@example.com` },
        'email',
        subscribeMessages.invalid,
      ],
      ['an email sent as a number', SUBSCRIBE, { email: 42 }, 'email', subscribeMessages.required],
      [
        'an extra field',
        SUBSCRIBE,
        { email: 'x@example.com', name: 'X' },
        'request',
        'Unexpected field(s): name',
      ],
      ['a missing token', UNSUBSCRIBE, {}, 'token', 'token is required'],
      ['a malformed token', UNSUBSCRIBE, { token: 'short' }, 'token', 'This unsubscribe link is not valid.'],
      [
        'a token with other characters',
        UNSUBSCRIBE,
        { token: `${'A'.repeat(30)}/../` },
        'token',
        'This unsubscribe link is not valid.',
      ],
      [
        'a token over 100 characters',
        UNSUBSCRIBE,
        { token: 'A'.repeat(101) },
        'token',
        'This unsubscribe link is not valid.',
      ],
      [
        'an extra field on unsubscribe',
        UNSUBSCRIBE,
        { token: 'A'.repeat(43), all: true },
        'request',
        'Unexpected field(s): all',
      ],
    ] as const)('%s', async (_case, url, body, field, message) => {
      const before = await written();
      const response = await postJson(server.app, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
      expect(await written()).toEqual(before);
    });

    it.each([
      [SUBSCRIBE, 'malformed JSON', '{"email":', 'application/json', 400],
      [
        SUBSCRIBE,
        'a form-encoded body',
        'email=ada%40gridworks.example',
        'application/x-www-form-urlencoded',
        415,
      ],
      [
        SUBSCRIBE,
        'a body over the size limit',
        JSON.stringify({ email: 'x'.repeat(70 * 1024) }),
        'application/json',
        413,
      ],
      [UNSUBSCRIBE, 'malformed JSON', '{"token"', 'application/json', 400],
      [UNSUBSCRIBE, 'a text body', 'A'.repeat(43), 'text/plain', 415],
      [
        UNSUBSCRIBE,
        'a body over the size limit',
        JSON.stringify({ token: 'x'.repeat(70 * 1024) }),
        'application/json',
        413,
      ],
    ] as const)('%s: %s', async (url, _case, payload, contentType, status) => {
      const before = await written();
      const response = await postRaw(server.app, url, payload, contentType);
      expect(response.statusCode).toBe(status);
      expect(response.json().responseStatusCode).toBe(status);
      expect(await written()).toEqual(before);
    });
  });
});
