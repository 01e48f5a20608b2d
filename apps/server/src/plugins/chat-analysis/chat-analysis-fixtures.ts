import type { BotAnswer } from '@ohmstead/contracts/chat';
import { beforeAll, expect } from 'vitest';
import { ask, sendFeedback } from '../../../test/fakes/chat-widget';
import { guestSession, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';

const PASSWORD = 'analysis-password-1';

/**
 * CRM Chat Bot Analysis on real data: questions asked through the bot's own answer call (which records each
 * answer's kind), hand-offs and acknowledgements written as the live-chat and auth plugins write them.
 * A test server for this block with that data, a Manager to read it and a Customer who may not.
 */
export function useChatAnalysis() {
  const server = useTestServer();
  /** Signed in once the data is written. */
  const people = { admin: '', customer: '', installerId: 0 };
  let installer: { token: string; username: string; id: number };
  const guest = (name: string) => ({ session: guestSession(`analysis-${name}`) });
  /** The answer_id of each question's answer, to rate it. */
  const answerIds = new Map<string, string>();
  const asked = async (...args: Parameters<typeof ask>) => {
    const response = await ask(...args);
    expect(response.statusCode).toBe(200);
    answerIds.set(args[2], response.json<BotAnswer>().answer_id!);
  };
  const conversationOf = async (identityKey: string, bot = 'crm') =>
    (
      await server.db.query<{ id: string }>(
        'SELECT id FROM bot_conversations WHERE identity_key = $1 AND bot = $2',
        [identityKey, bot],
      )
    )[0]!.id;

  beforeAll(async () => {
    const { app, db } = server;
    await addUser(db, { userName: 'analyst', password: PASSWORD, roles: ['Manager'] });
    await addUser(db, { userName: 'casey', password: PASSWORD, roles: ['Customer'] });
    const ines = await addUser(db, { userName: 'ines', password: PASSWORD, roles: ['Installer'] });
    people.admin = await tokenFor(app, 'analyst', PASSWORD);
    people.customer = await tokenFor(app, 'casey', PASSWORD);
    people.installerId = ines.id;
    installer = { token: await tokenFor(app, 'ines', PASSWORD), username: 'ines', id: ines.id };

    for (const [who, question] of [
      ['a', 'What is the Power Router?'],
      ['a', 'what is the power router'],
      ['a', 'Can you recommend a pizza recipe?'],
      ['a', 'hi'],
      ['b', 'What is the Power Router??'],
      ['b', 'can you recommend a pizza recipe'],
      ['b', 'I want to talk to a human'],
      ['c', '=HYPERLINK("http://evil.example")'],
    ] as const)
      await asked(app, 'crm', question, guest(who));
    for (const question of ['What is the input voltage?', 'Who won the football game last night?'])
      await asked(app, 'ia', question, installer);
    // The turns are written after the answers are sent (plugins/bot/turn-writer.ts).
    await app.botTurns.flush();

    // The conversations began an hour ago; their hand-offs followed.
    await db.query(`UPDATE bot_messages SET created_at = created_at - interval '1 hour'`);
    await db.query(
      `UPDATE bot_conversations SET created_at = created_at - interval '1 hour', updated_at = updated_at - interval '1 hour'`,
    );
    // What the customers thought of the answers, rated as the widget rates them: guest a marked the Power
    // Router answer not helpful, then changed its mind to helpful and back; guest b found its one helpful,
    // and the installer the football answer not helpful.
    for (const [caller, bot, question, rating] of [
      [guest('a'), 'crm', 'What is the Power Router?', 'up'],
      [guest('a'), 'crm', 'What is the Power Router?', 'down'],
      [guest('b'), 'crm', 'What is the Power Router??', 'up'],
      [installer, 'ia', 'Who won the football game last night?', 'down'],
    ] as const) {
      const rated = await sendFeedback(app, bot, { answer_id: answerIds.get(question), rating }, caller);
      expect(rated.statusCode, rated.body).toBe(200);
    }
    // Guest b's hand-off: an agent took it and answered 40 s after the request (as plugins/live-chat
    // stores it). Guest a asked while no agent was online; guest c cancelled while waiting.
    const b = `guest:${guestSession('analysis-b')}`;
    const [chat] = await db.query<{ id: string }>(
      `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, status, agent_name,
         requested_at, assigned_at, ended_at, end_reason, history)
       VALUES (gen_random_uuid(), $1, 'guest', 'guest', 'CRM', 'ended', 'Alex Morgan',
         now() - interval '30 minutes', now() - interval '1790 seconds', now() - interval '25 minutes', 'agent',
         '[{"text":"I want to talk to a human","is_customer":true,"timestamp":0}]')
       RETURNING id`,
      [b],
    );
    await db.query(
      `INSERT INTO live_chat_messages (chat_id, seq, client_id, sender_name, is_customer, message, created_at)
       VALUES ($1, 1, 'client-1', 'guest', true, 'I want to talk to a human', now() - interval '1789 seconds'),
              ($1, 2, 'agent-1', 'Alex Morgan', false, 'Hello, how can I help?', now() - interval '1760 seconds'),
              ($1, 3, 'client-2', 'guest', true, 'My charger shows E42.', now() - interval '1740 seconds')`,
      [chat!.id],
    );
    await db.query(
      `INSERT INTO live_chat_refusals (customer_key, customer_name, bot, reason) VALUES ($1, 'guest', 'CRM', 'no_agents')`,
      [`guest:${guestSession('analysis-a')}`],
    );
    await db.query(
      `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, status, requested_at, ended_at, end_reason)
       VALUES (gen_random_uuid(), $1, 'guest', 'guest', 'CRM', 'canceled', now() - interval '20 minutes',
               now() - interval '19 minutes', 'customer_canceled')`,
      [`guest:${guestSession('analysis-c')}`],
    );
    // Guest d waited in vain (no console open) and was offered the contact form: no agent, too.
    await db.query(
      `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, status, requested_at, ended_at, end_reason)
       VALUES (gen_random_uuid(), $1, 'guest', 'guest', 'CRM', 'canceled', now() - interval '15 minutes',
               now() - interval '12 minutes', 'unanswered')`,
      [`guest:${guestSession('analysis-d')}`],
    );
    await db.query(
      `INSERT INTO safety_acknowledgements (user_id, content_version) VALUES ($1, '2026-11-21a'), ($1, '2026-09-01a')`,
      [installer.id],
    );
  });

  const get = (url: string, token = people.admin) =>
    server.app.inject({
      method: 'GET',
      url: `/api/ChatAnalysis/${url}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const json = async <T>(url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  return { server, people, get, json, conversationOf };
}
