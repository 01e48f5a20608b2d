import type { BotAnswer } from '@ohmstead/contracts/chat';
import { afterEach, describe, expect, it } from 'vitest';
import { ask, chatHeaders } from '../../../test/fakes/chat-widget';
import { countRows, guestSession, startTestServer, type TestServer } from '../../../test/harness';

const QUESTIONS = ['What is the Power Router?', 'Hello!', 'Can you recommend a pizza recipe?'];

/**
 * Bot turns are written after their answers are sent: none may be lost, at a shutdown or by a
 * delete_history that comes right after an answer, and every reader sees them in order.
 */
describe('the bot turns written off the answer path', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('writes every queued turn when the app closes (what SIGTERM does in main.ts)', async () => {
    server = await startTestServer({ BOT_RATE_LIMIT_PER_MINUTE: '1000' });
    const { app, db } = server;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        ask(app, 'crm', QUESTIONS[n % QUESTIONS.length]!, { session: guestSession(`close-${n % 10}`) }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    // The answers are out; their turns are not all written yet.
    expect(app.botTurns.pending).toBeGreaterThan(0);
    await app.close();
    expect(await countRows(db, 'bot_messages')).toBe(60);
    expect(await countRows(db, 'bot_conversations')).toBe(10);
    // Each conversation holds its questions and answers alternately, in the order they were asked.
    const roles = await db.query<{ roles: string }>(
      `SELECT string_agg(role, ',' ORDER BY id) AS roles FROM bot_messages GROUP BY conversation_id`,
    );
    expect(new Set(roles.map((row) => row.roles))).toEqual(new Set(['user,bot,user,bot,user,bot']));
    // A question and its answer share their instant, which no other turn has (the chat analysis pairs
    // them by it).
    const [instants] = await db.query<{ n: string | number }>(
      'SELECT count(DISTINCT created_at) AS n FROM bot_messages',
    );
    expect(Number(instants!.n)).toBe(30);
  }, 60_000);

  it('answers with the id of the conversation the turns are written to', async () => {
    server = await startTestServer({ BOT_RATE_LIMIT_PER_MINUTE: '1000' });
    const caller = { session: guestSession('same-conversation') };
    const first = (await ask(server.app, 'crm', 'Hello!', caller)).json<BotAnswer>();
    const second = (await ask(server.app, 'crm', 'What is the Power Bridge?', caller)).json<BotAnswer>();
    expect(second.session_id).toBe(first.session_id);
    await server.app.botTurns.flush();
    const rows = await server.db.query<{ conversation_id: string }>(
      'SELECT DISTINCT conversation_id FROM bot_messages',
    );
    expect(rows).toEqual([{ conversation_id: first.session_id }]);
  });

  it('deletes a turn still queued when delete_history follows the answer at once', async () => {
    server = await startTestServer({ BOT_RATE_LIMIT_PER_MINUTE: '1000' });
    const caller = { session: guestSession('delete-right-after') };
    const before = (await ask(server.app, 'crm', 'What is the Power Router?', caller)).json<BotAnswer>();
    const deleted = await server.app.inject({
      method: 'POST',
      url: '/bot/crm/delete_history?username=guest',
      headers: chatHeaders(caller),
    });
    expect(deleted.statusCode).toBe(200);
    await server.app.botTurns.flush();
    expect(await countRows(server.db, 'bot_messages')).toBe(0);
    expect(await countRows(server.db, 'bot_conversations')).toBe(0);
    // The next answer starts a new conversation, and says so.
    const after = (await ask(server.app, 'crm', 'Hello!', caller)).json<BotAnswer>();
    expect(after.session_id).not.toBe(before.session_id);
    await server.app.botTurns.flush();
    const rows = await server.db.query<{ id: string }>('SELECT id FROM bot_conversations');
    expect(rows).toEqual([{ id: after.session_id }]);
  });

  it('starts a conversation deleted by another process again, and names it from then on', async () => {
    server = await startTestServer({ BOT_RATE_LIMIT_PER_MINUTE: '1000' });
    const caller = { session: guestSession('deleted-elsewhere') };
    const first = (await ask(server.app, 'crm', 'Hello!', caller)).json<BotAnswer>();
    await server.app.botTurns.flush();
    // What delete_history on another server process does: this one still remembers the id.
    await server.db.query('DELETE FROM bot_conversations');
    await ask(server.app, 'crm', 'What is the Power Blade?', caller);
    await server.app.botTurns.flush();
    const [conversation] = await server.db.query<{ id: string }>('SELECT id FROM bot_conversations');
    expect(conversation!.id).not.toBe(first.session_id);
    expect(await countRows(server.db, 'bot_messages')).toBe(2);
    const next = (await ask(server.app, 'crm', 'Thanks!', caller)).json<BotAnswer>();
    expect(next.session_id).toBe(conversation!.id);
  });
});
