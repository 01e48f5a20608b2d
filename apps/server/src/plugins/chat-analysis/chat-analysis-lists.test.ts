import type { ListPage } from '@ohmstead/contracts/admin-lists';
import type {
  AcknowledgementRow,
  ConversationRow,
  HandoffRow,
  Transcript,
} from '@ohmstead/contracts/chat-analysis';
import { describe, expect, it } from 'vitest';
import { guestSession } from '../../../test/harness';
import { useChatAnalysis } from './chat-analysis-fixtures';

describe('chat analysis: the lists and transcripts behind the figures', () => {
  const { server, people, get, json, conversationOf } = useChatAnalysis();

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
    expect(all.total).toBe(4);
    const [answered] = (await list('outcome=answered')).items;
    expect(answered).toMatchObject({
      outcome: 'answered',
      agentName: 'Alex Morgan',
      acceptSeconds: 10,
      firstResponseSeconds: 40,
      messages: 3,
      conversationId: await conversationOf(`guest:${guestSession('analysis-b')}`),
    });
    // Refused at once, and waited in vain until offered the contact form.
    const noAgent = (await list('outcome=no-agent')).items;
    const refused = noAgent.find((row) => row.liveChatId === null);
    expect(refused).toMatchObject({ outcome: 'no-agent', messages: 0 });
    expect(refused!.id).toMatch(/^refusal-\d+$/);
    expect(noAgent.filter((row) => row.liveChatId !== null)).toEqual([
      expect.objectContaining({ outcome: 'no-agent', agentName: null }),
    ]);
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
        conversationId: await conversationOf(`user:${people.installerId}`, 'ia'),
      }),
    ]);
  });

  /** The live chat's turns: its hand-off, the agent's reply between two customer lines, its end. */
  const LIVE_TURNS = [
    'handoff-requested',
    'handoff-assigned',
    'live-customer',
    'live-agent',
    'live-customer',
    'handoff-ended',
  ];

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
      ...LIVE_TURNS,
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
    expect(after.turns.map((turn) => turn.kind)).toEqual(['question', ...LIVE_TURNS]);
    const missing = await get('GetTranscript?conversation=no-such-conversation');
    expect(missing.statusCode).toBe(404);
  });
});
