import { botFeedbackAnswerSchema, botFeedbackMessages } from '@ohmstead/contracts/bot-feedback';
import { type BotAnswer, chatServerMessages } from '@ohmstead/contracts/chat';
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, type ChatCaller, chatHeaders, sendFeedback } from '../../../test/fakes/chat-widget';
import { countRows, guestSession, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';
import { BOT_FEEDBACK_PER_IDENTITY_PER_MINUTE } from '../../limits';

const PASSWORD = 'feedback-password-1';

/** POST /bot/{bot}/feedback: Helpful / Not helpful on an answer (docs/decisions/0040-answer-feedback.md). */
describe('feedback on bot answers', () => {
  const server = useTestServer();
  let installer: ChatCaller;
  beforeAll(async () => {
    await addUser(server.db, { userName: 'ines', password: PASSWORD, roles: ['Installer'] });
    installer = { token: await tokenFor(server.app, 'ines', PASSWORD), username: 'ines' };
  });

  const guest = (name: string): ChatCaller => ({ session: guestSession(`feedback-${name}`) });
  const answerOf = async (caller: ChatCaller, bot = 'crm', question = 'What is the Power Router?') => {
    const response = await ask(server.app, bot, question, caller);
    expect(response.statusCode).toBe(200);
    return response.json<BotAnswer>();
  };
  const rate = (caller: ChatCaller, body: unknown, bot = 'crm') =>
    sendFeedback(server.app, bot, body, caller);
  const ratings = () =>
    server.db.query<{ answer_id: string; rating: string; rated_at: Date }>(
      `SELECT m.answer_id, f.rating, f.rated_at FROM bot_answer_feedback f
       JOIN bot_messages m ON m.id = f.message_id ORDER BY f.message_id`,
    );

  it('gives every answer an id, stored with the bot’s turn only', async () => {
    const answer = await answerOf(guest('ids'));
    expect(answer.answer_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await answerOf(guest('ids'))).answer_id).not.toBe(answer.answer_id);
    await server.app.botTurns.flush();
    const stored = await server.db.query<{ role: string; answer_id: string | null }>(
      'SELECT role, answer_id FROM bot_messages WHERE conversation_id = $1 ORDER BY id',
      [answer.session_id],
    );
    expect(stored.slice(0, 2)).toEqual([
      { role: 'user', answer_id: null },
      { role: 'bot', answer_id: answer.answer_id },
    ]);
  });

  it('keeps one rating per answer: rated at once, changed by a second call, a repeat changes nothing', async () => {
    const caller = guest('one-rating');
    // Rated while its turn may still be queued: the call writes the queue first.
    const { answer_id } = await answerOf(caller);
    const down = await rate(caller, { answer_id, rating: 'down' });
    expect(down.statusCode, down.body).toBe(200);
    expect(botFeedbackAnswerSchema.parse(down.json())).toEqual({
      responseStatusCode: 200,
      message: chatServerMessages.feedbackRecorded,
      answer_id,
      rating: 'down',
    });
    expect((await rate(caller, { answer_id, rating: 'up' })).statusCode).toBe(200);
    const [changed] = (await ratings()).filter((row) => row.answer_id === answer_id);
    expect(changed?.rating).toBe('up');
    expect((await rate(caller, { answer_id, rating: 'up' })).statusCode).toBe(200);
    const after = (await ratings()).filter((row) => row.answer_id === answer_id);
    expect(after).toEqual([changed]);
  });

  it('lets a signed-in user rate an Installation Assistant answer', async () => {
    const { answer_id } = await answerOf(installer, 'ia', 'What is the input voltage?');
    const response = await rate(installer, { answer_id, rating: 'down' }, 'ia');
    expect(response.statusCode, response.body).toBe(200);
    expect((await ratings()).find((row) => row.answer_id === answer_id)?.rating).toBe('down');
  });

  it('answers 404 for an answer of another identity, of another bot or of nobody, and writes nothing', async () => {
    const owner = guest('owner');
    const { answer_id } = await answerOf(owner);
    const { answer_id: installersAnswer } = await answerOf(installer, 'ia', 'What is the warranty?');
    const before = await countRows(server.db, 'bot_answer_feedback');
    for (const [caller, body, bot] of [
      [guest('stranger'), { answer_id, rating: 'down' }, 'crm'],
      [installer, { answer_id, rating: 'down' }, 'crm'],
      [installer, { answer_id: installersAnswer, rating: 'down' }, 'crm'],
      [owner, { answer_id: 'NoSuchAnswer-000000000', rating: 'up' }, 'crm'],
    ] as const) {
      const response = await rate(caller, body, bot);
      expect(response.statusCode).toBe(404);
      // The same answer whether the answer exists or not: nothing of another's chat leaks.
      expect(response.json<{ message: string }>().message).toBe(chatServerMessages.answerNotFound);
    }
    expect(await countRows(server.db, 'bot_answer_feedback')).toBe(before);
  });

  it.each([
    ['no body fields', {}, 'answer_id is required'],
    ['a made-up answer id', { answer_id: 'x', rating: 'up' }, botFeedbackMessages.answerIdInvalid],
    [
      'another rating',
      { answer_id: 'Abcdefghijklmnop-12345', rating: 'meh' },
      botFeedbackMessages.ratingInvalid,
    ],
    ['a number for the id', { answer_id: 42, rating: 'up' }, botFeedbackMessages.answerIdInvalid],
    [
      'a field more',
      { answer_id: 'Abcdefghijklmnop-12345', rating: 'up', note: 'x' },
      'Unexpected field(s): note',
    ],
  ])('refuses %s with a 400 that says why, writing nothing', async (_case, body, reason) => {
    const before = await countRows(server.db, 'bot_answer_feedback');
    const response = await rate(guest('bad-input'), body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(reason);
    expect(await countRows(server.db, 'bot_answer_feedback')).toBe(before);
  });

  it('refuses a guest without a session and a guest in the Installation Assistant', async () => {
    const body = { answer_id: 'Abcdefghijklmnop-12345', rating: 'up' };
    expect((await rate({ session: '' }, body)).statusCode).toBe(400);
    expect((await rate(guest('ia'), body, 'ia')).statusCode).toBe(401);
  });

  it('answers the preflight of a widget on another site', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/bot/crm/feedback?username=guest',
      headers: {
        origin: 'https://host.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-chat-session',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toContain('content-type');
    expect(preflight.headers['access-control-allow-headers']).toContain('x-chat-session');
  });

  it('deletes the ratings with the conversation (delete_history)', async () => {
    const caller = guest('deleted');
    const { answer_id } = await answerOf(caller);
    expect((await rate(caller, { answer_id, rating: 'down' })).statusCode).toBe(200);
    const deleted = await server.app.inject({
      method: 'POST',
      url: '/bot/crm/delete_history?username=guest',
      headers: chatHeaders(caller),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await ratings()).some((row) => row.answer_id === answer_id)).toBe(false);
    expect((await rate(caller, { answer_id, rating: 'up' })).statusCode).toBe(404);
  });

  it(`limits an identity to ${BOT_FEEDBACK_PER_IDENTITY_PER_MINUTE} calls a minute`, async () => {
    const caller = guest('limited');
    const { answer_id } = await answerOf(caller);
    for (let n = 0; n < BOT_FEEDBACK_PER_IDENTITY_PER_MINUTE; n++)
      expect((await rate(caller, { answer_id, rating: n % 2 ? 'up' : 'down' })).statusCode).toBe(200);
    const refused = await rate(caller, { answer_id, rating: 'down' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The last rating counted stays: the refused call wrote nothing.
    expect((await ratings()).find((row) => row.answer_id === answer_id)?.rating).toBe('up');
    // Another identity is not held back by it.
    const other = guest('not-limited');
    const { answer_id: its } = await answerOf(other);
    expect((await rate(other, { answer_id: its, rating: 'up' })).statusCode).toBe(200);
  });
});
