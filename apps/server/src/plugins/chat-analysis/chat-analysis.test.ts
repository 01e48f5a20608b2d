import type { ListPage } from '@ohmstead/contracts/admin-lists';
import type { BotAnswer } from '@ohmstead/contracts/chat';
import {
  type AcknowledgementRow,
  ANSWER_EXCERPT_MAX,
  type ChatHandoffs,
  type ChatOverview,
  type ChatQuestions,
  type ChatSafety,
  type ConversationRow,
  type HandoffRow,
  type Transcript,
} from '@ohmstead/contracts/chat-analysis';
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, sendFeedback } from '../../../test/fakes/chat-widget';
import { guestSession, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';

const PASSWORD = 'analysis-password-1';

/**
 * CRM Chat Bot Analysis on real data: questions asked through the bot's own answer call (which records each
 * answer's kind), hand-offs and acknowledgements written as the live-chat and auth plugins write them.
 */
describe('chat analysis', () => {
  const server = useTestServer();
  let admin: string;
  let customer: string;
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
    admin = await tokenFor(app, 'analyst', PASSWORD);
    customer = await tokenFor(app, 'casey', PASSWORD);
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
    await db.query(
      `INSERT INTO safety_acknowledgements (user_id, content_version) VALUES ($1, '2026-11-21a'), ($1, '2026-09-01a')`,
      [installer.id],
    );
  });

  const get = (url: string, token = admin) =>
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

  it('counts conversations, questions, unanswered questions and intents per bot, with every day of the range', async () => {
    const overview = await json<ChatOverview>('GetOverview?tz=Europe%2FBerlin');
    expect(overview.byBot).toEqual({
      crm: { conversations: 3, questions: 8, unanswered: 3 },
      ia: { conversations: 1, questions: 2, unanswered: 1 },
    });
    expect(overview.totals).toEqual({
      conversations: 4,
      questions: 10,
      unanswered: 4,
      handoffs: 3,
      acknowledgements: 2,
    });
    expect(overview.intents).toEqual([
      { intent: 'live-agent', count: 1 },
      { intent: 'image-upload', count: 0 },
      { intent: 'greeting', count: 1 },
      { intent: 'thanks', count: 0 },
    ]);
    // The last 30 days: 31 days in the viewer's zone, each conversation in the day of its questions. They
    // were asked an hour ago, which is yesterday there in the first hour of its day: the days are added up.
    expect(overview.granularity).toBe('day');
    expect(overview.conversationsPerPeriod).toHaveLength(31);
    const inPeriods = (bot: string) =>
      overview.conversationsPerPeriod.reduce((sum, point) => sum + (point.values[bot] ?? 0), 0);
    expect({ crm: inPeriods('crm'), ia: inPeriods('ia') }).toEqual({ crm: 3, ia: 1 });
    expect(overview.conversationsPerPeriod[0]!.values).toEqual({ crm: 0, ia: 0 });
  });

  it('groups questions by their normalised text, leaves out the special replies, and lists the unanswered', async () => {
    const questions = await json<ChatQuestions>('GetQuestions');
    expect(questions.top.slice(0, 2)).toEqual([
      { question: 'what is the power router', count: 3, unanswered: 0 },
      { question: 'can you recommend a pizza recipe', count: 2, unanswered: 2 },
    ]);
    expect(questions.top.map((row) => row.question)).not.toContain('hi');
    expect(questions.top.map((row) => row.question)).not.toContain('i want to talk to a human');
    expect(questions.unanswered).toContainEqual({ question: 'can you recommend a pizza recipe', count: 2 });
    expect(questions.unanswered).toContainEqual({
      question: 'who won the football game last night',
      count: 1,
    });
  });

  it('counts the ratings of the range’s answers and names the latest answers marked not helpful', async () => {
    const questions = await json<ChatQuestions>('GetQuestions');
    expect(questions.feedback).toEqual({ up: 1, down: 2 });
    expect(questions.markedDown).toEqual([
      {
        conversationId: await conversationOf(`user:${installer.id}`, 'ia'),
        bot: 'ia',
        question: 'Who won the football game last night?',
        answer: expect.any(String),
        answeredAt: expect.any(String),
      },
      {
        conversationId: await conversationOf(`guest:${guestSession('analysis-a')}`),
        bot: 'crm',
        question: 'What is the Power Router?',
        answer: expect.stringMatching(/Power Router/),
        answeredAt: expect.any(String),
      },
    ]);
    // The answer as it was given, one line, cut short.
    const [, routerAnswer] = questions.markedDown;
    expect(routerAnswer!.answer).not.toMatch(/\s{2}|\n/);
    expect(routerAnswer!.answer.length).toBeLessThanOrEqual(ANSWER_EXCERPT_MAX);
    expect(Date.parse(routerAnswer!.answeredAt)).toBeLessThan(Date.now() - 50 * 60_000);
    // A range without those answers has none.
    const before = await json<ChatQuestions>(
      'GetQuestions?from=2021-01-01T00:00:00Z&to=2021-01-31T00:00:00Z',
    );
    expect(before.feedback).toEqual({ up: 0, down: 0 });
    expect(before.markedDown).toEqual([]);
  });

  it('tells hand-offs by outcome and times the first response from the request', async () => {
    const handoffs = await json<ChatHandoffs>('GetHandoffs');
    expect(handoffs.outcomes).toEqual({
      answered: 1,
      cancelled: 1,
      'customer-gone': 0,
      'no-agent': 1,
      waiting: 0,
    });
    expect(handoffs.firstResponse).toEqual({ chats: 1, medianSeconds: 40, p90Seconds: 40 });
    expect(handoffs.acceptWait).toEqual({ chats: 1, medianSeconds: 10 });
    // Each hand-off in the period of its day; the last half hour may cross midnight, so whichever day.
    const inPeriods = (outcome: string) =>
      handoffs.perPeriod.reduce((sum, point) => sum + (point.values[outcome] ?? 0), 0);
    expect({
      answered: inPeriods('answered'),
      cancelled: inPeriods('cancelled'),
      'no-agent': inPeriods('no-agent'),
    }).toEqual({ answered: 1, cancelled: 1, 'no-agent': 1 });
  });

  it('counts acknowledgements per safety content version', async () => {
    const safety = await json<ChatSafety>('GetSafety');
    expect(
      safety.versions.map(({ version, acknowledgements, users }) => ({ version, acknowledgements, users })),
    ).toEqual([
      { version: '2026-11-21a', acknowledgements: 1, users: 1 },
      { version: '2026-09-01a', acknowledgements: 1, users: 1 },
    ]);
  });

  it('counts a question on the day of the viewer’s time zone', async () => {
    const { db } = server;
    await db.query(
      `INSERT INTO bot_conversations (id, bot, identity_key, created_at) VALUES ('late-night', 'crm', 'guest:late', '2021-03-10T23:30:00Z')`,
    );
    await db.query(
      `INSERT INTO bot_messages (conversation_id, bot, role, content, created_at)
       VALUES ('late-night', 'crm', 'user', 'Are you open late?', '2021-03-10T23:30:00Z')`,
    );
    const day = (tz: string) =>
      json<ChatOverview>(
        `GetOverview?from=2021-03-09T00:00:00Z&to=2021-03-12T00:00:00Z&tz=${encodeURIComponent(tz)}`,
      ).then((overview) =>
        overview.conversationsPerPeriod
          .filter((point) => (point.values.crm ?? 0) > 0)
          .map((point) => point.period),
      );
    expect(await day('UTC')).toEqual(['2021-03-10']);
    expect(await day('Europe/Berlin')).toEqual(['2021-03-11']);
    expect(await day('America/Los_Angeles')).toEqual(['2021-03-10']);
    await db.query(`DELETE FROM bot_conversations WHERE id = 'late-night'`);
  });

  it('lists the conversations behind each figure, paged and sorted on the server', async () => {
    const list = (query: string) => json<ListPage<ConversationRow>>(`GetConversations?${query}`);
    const all = await list('');
    expect(all.total).toBe(4);
    expect((await list('bot=ia')).items.map((row) => row.customer)).toEqual(['ines']);
    const routerAsked = await list('question=what%20is%20the%20power%20router');
    expect(routerAsked.total).toBe(2);
    const unanswered = await list('unanswered=true');
    expect(unanswered.total).toBe(4);
    const greeted = await list('intent=greeting');
    expect(greeted.items).toHaveLength(1);
    expect(greeted.items[0]).toMatchObject({
      bot: 'crm',
      customer: 'guest',
      questions: 4,
      questionsInRange: 4,
      unanswered: 1,
      handoffs: 1,
      firstQuestion: 'What is the Power Router?',
    });
    expect((await list('search=FOOTBALL')).items.map((row) => row.customer)).toEqual(['ines']);
    expect((await list('search=ines')).total).toBe(1);
    const byQuestions = await list('sort=questions&dir=desc&pageSize=10');
    expect(byQuestions.items.map((row) => row.questionsInRange)).toEqual([4, 3, 2, 1]);
    const second = await list('sort=questions&dir=desc&pageSize=10&page=2');
    expect(second.items).toEqual([]);
    expect(second.total).toBe(4);
  });

  it('exports the filtered conversations as CSV, safe from formula injection', async () => {
    const response = await get('GetConversations?bot=crm&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="chat-conversations.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Conversation,Bot,Customer,Started at,Last question at,Questions in range,Questions,Unanswered,Hand-offs,First question',
    );
    expect(lines).toHaveLength(4);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('lists every hand-off with its outcome, agent and first response, and those that found no agent', async () => {
    const list = (query: string) => json<ListPage<HandoffRow>>(`GetHandoffList?${query}`);
    const all = await list('');
    expect(all.total).toBe(3);
    const [answered] = (await list('outcome=answered')).items;
    expect(answered).toMatchObject({
      outcome: 'answered',
      agentName: 'Alex Morgan',
      acceptSeconds: 10,
      firstResponseSeconds: 40,
      messages: 3,
      conversationId: await conversationOf(`guest:${guestSession('analysis-b')}`),
    });
    const [refused] = (await list('outcome=no-agent')).items;
    expect(refused).toMatchObject({ liveChatId: null, outcome: 'no-agent', messages: 0 });
    expect(refused!.id).toMatch(/^refusal-\d+$/);
    expect((await list('sort=firstResponse&dir=desc')).items[0]!.outcome).toBe('answered');
    const csv = await get('GetHandoffList?format=csv');
    expect(csv.body.replace(/^\uFEFF/, '').split('\n')[0]).toContain(
      'Requested at,Bot,Customer,Outcome,Agent',
    );
  });

  it('lists safety acknowledgements by version, with the user’s Installation Assistant conversation', async () => {
    const page = await json<ListPage<AcknowledgementRow>>('GetAcknowledgements?version=2026-09-01a');
    expect(page.items).toEqual([
      expect.objectContaining({
        userName: 'ines',
        version: '2026-09-01a',
        conversationId: await conversationOf(`user:${installer.id}`, 'ia'),
      }),
    ]);
  });

  it('shows a transcript with the bot’s turns, the customer’s and the live agent’s told apart', async () => {
    const id = await conversationOf(`guest:${guestSession('analysis-b')}`);
    const transcript = await json<Transcript>(`GetTranscript?conversation=${id}`);
    expect(transcript).toMatchObject({ conversationId: id, bot: 'crm', customer: 'guest', total: 12 });
    expect(transcript.turns.map((turn) => turn.kind)).toEqual([
      'question',
      'answer',
      'question',
      'answer',
      'question',
      'answer',
      'handoff-requested',
      'handoff-assigned',
      'live-customer',
      'live-agent',
      'live-customer',
      'handoff-ended',
    ]);
    const { turns } = transcript;
    expect(turns[1]!.sources.length).toBeGreaterThan(0);
    expect(turns[1]!.unanswered).toBe(false);
    expect(turns[3]!.unanswered).toBe(true);
    expect(turns[5]!.intent).toBe('live-agent');
    expect(turns.at(-1)!.reason).toBe('agent');
    expect(transcript.turns.find((turn) => turn.kind === 'live-agent')).toMatchObject({
      who: 'Alex Morgan',
      text: 'Hello, how can I help?',
    });
    expect(transcript.turns.find((turn) => turn.kind === 'handoff-assigned')!.who).toBe('Alex Morgan');
  });

  it('shows a live chat whose conversation the customer deleted from the live chat’s own record', async () => {
    const b = `guest:${guestSession('analysis-b')}`;
    const [chat] = await server.db.query<{ id: string }>(
      `SELECT id FROM live_chats WHERE customer_key = $1`,
      [b],
    );
    const before = await json<Transcript>(`GetTranscript?liveChat=${chat!.id}`);
    expect(before.conversationId).toBe(await conversationOf(b));

    const deleted = await server.app.inject({
      method: 'POST',
      url: '/bot/crm/delete_history?username=guest',
      headers: { 'x-chat-session': guestSession('analysis-b') },
    });
    expect(deleted.statusCode).toBe(200);
    const after = await json<Transcript>(`GetTranscript?liveChat=${chat!.id}`);
    expect(after.conversationId).toBeNull();
    expect(after.turns.map((turn) => turn.kind)).toEqual([
      'question',
      'handoff-requested',
      'handoff-assigned',
      'live-customer',
      'live-agent',
      'live-customer',
      'handoff-ended',
    ]);
    const missing = await get('GetTranscript?conversation=no-such-conversation');
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['GetConversations?sort=password', 'sort must be one of: lastQuestion, started, questions'],
    ['GetConversations?pageSize=100000', 'pageSize must be one of'],
    ['GetConversations?page=0', 'page must be a whole number'],
    ['GetConversations?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'from must not be after to'],
    ['GetConversations?colour=red', 'Unexpected field(s): colour'],
    ['GetConversations?intent=weather', 'intent must be one of'],
    ['GetHandoffList?outcome=lost', 'outcome must be one of'],
    ['GetAcknowledgements?version=latest', 'version must be a safety content version'],
    ['GetOverview?tz=Mars%2FOlympus', 'tz must be an IANA time zone'],
    ['GetOverview?from=2020-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'A date range may span at most'],
    ['GetTranscript', 'Give either conversation or liveChat'],
    ['GetTranscript?liveChat=42', 'liveChat must be a live chat id'],
  ])('refuses %s with a clear 400', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('is for SuperAdmin, Admin and Manager only', async () => {
    expect((await get('GetOverview', customer)).statusCode).toBe(403);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/ChatAnalysis/GetConversations' })).statusCode,
    ).toBe(401);
  });
});
