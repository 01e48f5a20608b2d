import { randomUUID } from 'node:crypto';
import { CHAT_SESSION_HEADER } from '@ohmstead/contracts/chat';
import { chatSatisfactionMessages as m, CSAT_COMMENT_MAX } from '@ohmstead/contracts/chat-satisfaction';
import { describe, expect, it } from 'vitest';
import { guestSession, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';

const NOTE = 'Internal: customer is on the unlimited plan';

// The rating and the transcript mail after a live chat (docs/decisions/0049-satisfaction-and-transcript.md).
describe('live chat: satisfaction rating and transcript mail', () => {
  const server = useTestServer();

  /** A chat of `customerKey` with Ada, two messages each way and an internal note; ended unless told. */
  async function chat(customerKey: string, status: 'ended' | 'active' = 'ended') {
    const id = randomUUID();
    await server.db.query(
      `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, status, agent_name,
                               assigned_at, ended_at)
       VALUES ($1, $2, 'Gwen', 'guest', 'CRM', $3, 'Ada T.', now(), CASE WHEN $3 = 'ended' THEN now() END)`,
      [id, customerKey, status],
    );
    const say = (seq: number, sender: string, isCustomer: boolean, text: string) =>
      server.db.query(
        `INSERT INTO live_chat_messages (chat_id, seq, client_id, sender_name, is_customer, message)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, seq, `client-${seq}-${id.slice(0, 8)}`, sender, isCustomer, text],
      );
    await say(1, 'Gwen', true, 'My router <b>blinks</b> red.');
    await say(2, 'Ada T.', false, 'Please restart it & wait a minute.');
    await server.db.query(
      `INSERT INTO live_chat_notes (chat_id, client_id, author_name, body) VALUES ($1, 'note-1', 'Ada', $2)`,
      [id, NOTE],
    );
    return id;
  }

  const guest = (name: string) => {
    const session = guestSession(name);
    return { key: `guest:${session}`, headers: { [CHAT_SESSION_HEADER]: session } };
  };
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: 'POST', url: `/api/LiveChat/${url}`, headers, payload });
  const ratings = (chatId: string) =>
    server.db.query<{ score: number; comment: string | null }>(
      'SELECT score, comment FROM live_chat_ratings WHERE chat_id = $1',
      [chatId],
    );

  it('stores one rating per chat; a second is refused and changes nothing', async () => {
    const gwen = guest('rate-once');
    const chatId = await chat(gwen.key);
    const first = await post('RateChat', gwen.headers, {
      chat_id: chatId,
      score: 4,
      comment: ' Quick help ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ responseStatusCode: 201, message: m.rated });
    const second = await post('RateChat', gwen.headers, { chat_id: chatId, score: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(m.alreadyRated);
    expect(await ratings(chatId)).toEqual([{ score: 4, comment: 'Quick help' }]);
  });

  it("refuses another customer's chat, a chat not ended, a bad score and a comment too long", async () => {
    const gwen = guest('rate-refusals');
    const ended = await chat(gwen.key);
    const open = await chat(`guest:${guestSession('rate-refusals-open')}`, 'active');
    const cases: [Record<string, string>, object, number, string][] = [
      [guest('someone-else').headers, { chat_id: ended, score: 5 }, 404, m.chatNotFound],
      [guest('rate-refusals-open').headers, { chat_id: open, score: 5 }, 409, m.notEnded],
      [gwen.headers, { chat_id: ended, score: 6 }, 400, m.scoreInvalid],
      [gwen.headers, { chat_id: ended, score: 2.5 }, 400, m.scoreInvalid],
      [
        gwen.headers,
        { chat_id: ended, score: 3, comment: 'x'.repeat(CSAT_COMMENT_MAX + 1) },
        400,
        m.commentTooLong,
      ],
      [{ [CHAT_SESSION_HEADER]: 'made-up-session-0000000' }, { chat_id: ended, score: 3 }, 401, ''],
    ];
    for (const [headers, body, status, message] of cases) {
      const answer = await post('RateChat', headers, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(answer.json().message).toContain(message);
    }
    expect(await ratings(ended)).toEqual([]);
    expect(await ratings(open)).toEqual([]);
  });

  it('mails the transcript as the customer saw it, without the internal notes, HTML escaped', async () => {
    const gwen = guest('transcript');
    const chatId = await chat(gwen.key);
    const answer = await post('EmailTranscript', gwen.headers, {
      chat_id: chatId,
      email: 'gwen@example.com',
    });
    expect(answer.statusCode).toBe(202);
    const [mail] = await server.db.query<{
      to_address: string;
      text_body: string;
      html_body: string;
      kind: string;
    }>(
      "SELECT to_address, text_body, html_body, kind FROM mail_outbox WHERE kind = 'live-chat-transcript' ORDER BY id DESC LIMIT 1",
    );
    expect(mail!.to_address).toBe('gwen@example.com');
    expect(mail!.text_body).toContain('Gwen: My router <b>blinks</b> red.');
    expect(mail!.text_body).toContain('Ada T.: Please restart it & wait a minute.');
    expect(mail!.html_body).toContain('My router &lt;b&gt;blinks&lt;/b&gt; red.');
    expect(mail!.html_body).not.toContain('<b>');
    for (const body of [mail!.text_body, mail!.html_body]) expect(body).not.toContain('unlimited plan');
  });

  it("sends a signed-in customer's transcript to their own address, and wants one from a guest", async () => {
    const sam = await addUser(server.db, {
      userName: 'sam@example.com',
      password: 'customer-pass-1',
      roles: ['Customer'],
      quickHash: true,
    });
    const token = await tokenFor(server.app, 'sam@example.com', 'customer-pass-1');
    const chatId = await chat(`user:${sam.id}`);
    const answer = await post('EmailTranscript', { authorization: `Bearer ${token}` }, { chat_id: chatId });
    expect(answer.statusCode).toBe(202);
    const [mail] = await server.db.query<{ to_address: string }>(
      'SELECT to_address FROM mail_outbox ORDER BY id DESC LIMIT 1',
    );
    expect(mail!.to_address).toBe('sam@example.com');

    const gwen = guest('transcript-no-address');
    const other = await chat(gwen.key);
    const refused = await post('EmailTranscript', gwen.headers, { chat_id: other });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.emailRequired);
    const bad = await post('EmailTranscript', gwen.headers, { chat_id: other, email: 'not an address' });
    expect(bad.statusCode).toBe(400);
  });

  it('limits the transcripts one customer may have sent', async () => {
    const gwen = guest('transcript-limit');
    const chatId = await chat(gwen.key);
    const before = await server.db.query('SELECT id FROM mail_outbox');
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1)
      statuses.push(
        (await post('EmailTranscript', gwen.headers, { chat_id: chatId, email: `gwen${n}@example.com` }))
          .statusCode,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect((await server.db.query('SELECT id FROM mail_outbox')).length).toBe(before.length + 3);
  });
});
