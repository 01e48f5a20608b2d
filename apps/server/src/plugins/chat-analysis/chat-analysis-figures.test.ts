import type {
  ChatHandoffs,
  ChatOverview,
  ChatQuestions,
  ChatSafety,
} from '@ohmstead/contracts/chat-analysis';
import { ANSWER_EXCERPT_MAX } from '@ohmstead/contracts/chat-analysis';
import { describe, expect, it } from 'vitest';
import { guestSession } from '../../../test/harness';
import { useChatAnalysis } from './chat-analysis-fixtures';

describe('chat analysis: the figures', () => {
  const { server, people, json, conversationOf } = useChatAnalysis();

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
      handoffs: 4,
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
        conversationId: await conversationOf(`user:${people.installerId}`, 'ia'),
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
      'no-agent': 2,
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
    }).toEqual({ answered: 1, cancelled: 1, 'no-agent': 2 });
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
});
