import type {
  AcknowledgementRow,
  ConversationRow,
  HandoffRow,
  Transcript,
  TranscriptTurn,
} from '@ohmstead/contracts/chat-analysis';
import type { ChatAnalysisData } from '../api/chat-analysis-api';

/** Figures of a made-up fortnight for the stories and tests: no real customer. */
const days = Array.from({ length: 14 }, (_, index) =>
  new Date(Date.UTC(2026, 10, 11 + index)).toISOString().slice(0, 10),
);

export function analysisData(empty = false): ChatAnalysisData {
  const n = (value: number) => (empty ? 0 : value);
  return {
    overview: {
      responseStatusCode: 200,
      granularity: 'day',
      totals: {
        conversations: n(212),
        questions: n(498),
        unanswered: n(37),
        handoffs: n(29),
        acknowledgements: n(8),
      },
      byBot: {
        crm: { conversations: n(168), questions: n(371), unanswered: n(30) },
        ia: { conversations: n(44), questions: n(127), unanswered: n(7) },
      },
      conversationsPerPeriod: days.map((period, index) => ({
        period,
        values: { crm: n(8 + ((index * 5) % 9)), ia: n(2 + ((index * 3) % 5)) },
      })),
      intents: [
        { intent: 'live-agent', count: n(29) },
        { intent: 'image-upload', count: n(6) },
        { intent: 'greeting', count: n(61) },
        { intent: 'thanks', count: n(24) },
      ],
    },
    questions: {
      responseStatusCode: 200,
      top: empty
        ? []
        : [
            { question: 'what is the power router', count: 58, unanswered: 0 },
            { question: 'how many vehicles can one power router charge', count: 41, unanswered: 0 },
            { question: 'how much does a power blade cost', count: 12, unanswered: 12 },
          ],
      unanswered: empty ? [] : [{ question: 'how much does a power blade cost', count: 12 }],
      feedback: { up: n(64), down: n(9) },
      markedDown: empty
        ? []
        : [
            {
              conversationId: 'fixture-conversation-blade',
              bot: 'crm',
              question: 'How much does a Power Blade cost?',
              answer:
                'I could not find that in what I know about Ohmstead Power. You can ask about our products, installation, warranty or support, or talk to a live agent.',
              answeredAt: '2026-11-24T14:05:00Z',
            },
            {
              conversationId: 'fixture-conversation-torque',
              bot: 'ia',
              question: 'What torque for the DC busbar bolts?',
              answer:
                'Tighten the busbar bolts as the Installation Manual says for your model, then check the cabinet is grounded before closing it.',
              answeredAt: '2026-11-23T09:41:00Z',
            },
          ],
    },
    handoffs: {
      responseStatusCode: 200,
      granularity: 'day',
      outcomes: { answered: n(18), cancelled: n(4), 'customer-gone': n(2), 'no-agent': n(5), waiting: 0 },
      perPeriod: days.map((period, index) => ({
        period,
        values: {
          answered: n(index % 3),
          cancelled: n(index % 5 === 0 ? 1 : 0),
          'customer-gone': 0,
          'no-agent': n(index % 4 === 0 ? 1 : 0),
          waiting: 0,
        },
      })),
      firstResponse: { chats: n(18), medianSeconds: empty ? null : 42, p90Seconds: empty ? null : 185 },
      acceptWait: { chats: n(18), medianSeconds: empty ? null : 21 },
      resolution: { chats: n(16), medianSeconds: empty ? null : 540 },
      satisfaction: {
        overall: { ratings: n(12), average: empty ? null : 4.25 },
        perAgent: empty
          ? []
          : [
              { agentName: 'Maya R.', ratings: 7, average: 4.57 },
              { agentName: 'Tom B.', ratings: 5, average: 3.8 },
            ],
        perPeriod: days.map((period, index) => ({
          period,
          values: { ratings: n(index % 2), average: empty || index % 2 === 0 ? 0 : 4 + (index % 3) / 2 },
        })),
      },
    },
    safety: {
      responseStatusCode: 200,
      versions: empty
        ? []
        : [
            {
              version: '2026-11-21a',
              acknowledgements: 5,
              users: 5,
              firstAt: '2026-11-21T09:12:00Z',
              lastAt: '2026-11-24T15:40:00Z',
            },
            {
              version: '2026-10-02a',
              acknowledgements: 3,
              users: 3,
              firstAt: '2026-10-02T08:00:00Z',
              lastAt: '2026-10-09T11:30:00Z',
            },
          ],
    },
  };
}

export const conversationRows: ConversationRow[] = [
  {
    id: 'conv-1',
    bot: 'crm',
    customer: 'guest',
    startedAt: '2026-11-24T09:30:00Z',
    lastQuestionAt: '2026-11-24T09:34:00Z',
    questionsInRange: 3,
    questions: 3,
    unanswered: 1,
    handoffs: 1,
    firstQuestion: 'What is the Power Router?',
  },
  {
    id: 'conv-2',
    bot: 'ia',
    customer: 'installer',
    startedAt: '2026-11-02T14:00:00Z',
    lastQuestionAt: '2026-11-23T10:05:00Z',
    questionsInRange: 2,
    questions: 9,
    unanswered: 0,
    handoffs: 0,
    firstQuestion: 'What is the input voltage?',
  },
];

export const handoffRows: HandoffRow[] = [
  {
    id: 'c0a80121-7ac0-4e1c-9b2f-1d2e3f4a5b6c',
    liveChatId: 'c0a80121-7ac0-4e1c-9b2f-1d2e3f4a5b6c',
    conversationId: 'conv-1',
    bot: 'crm',
    customer: 'guest',
    requestedAt: '2026-11-24T09:35:00Z',
    outcome: 'answered',
    agentName: 'Alex Morgan',
    acceptSeconds: 12,
    firstResponseSeconds: 41,
    messages: 6,
  },
  {
    id: 'refusal-3',
    liveChatId: null,
    conversationId: null,
    bot: 'crm',
    customer: 'guest',
    requestedAt: '2026-11-22T18:10:00Z',
    outcome: 'no-agent',
    agentName: null,
    acceptSeconds: null,
    firstResponseSeconds: null,
    messages: 0,
  },
];

export const acknowledgementRows: AcknowledgementRow[] = [
  {
    id: '1',
    userName: 'installer',
    name: 'Ines Park',
    version: '2026-11-21a',
    acknowledgedAt: '2026-11-21T09:12:00Z',
    conversationId: 'conv-2',
  },
];

/** A transcript's turn: no person, sources, intent or reason unless `changes` give them; answered. */
const turn = (
  kind: TranscriptTurn['kind'],
  at: string,
  text: string,
  changes: Partial<TranscriptTurn> = {},
): TranscriptTurn => ({
  kind,
  at,
  text,
  who: null,
  sources: [],
  intent: null,
  unanswered: false,
  reason: null,
  ...changes,
});

export const transcript: Transcript = {
  responseStatusCode: 200,
  conversationId: 'conv-1',
  bot: 'crm',
  customer: 'guest',
  startedAt: '2026-11-24T09:30:00Z',
  total: 10,
  turns: [
    turn('question', '2026-11-24T09:30:00Z', 'What is the Power Router?'),
    turn(
      'answer',
      '2026-11-24T09:30:00Z',
      "Here is what I found about **Power Router**:\n\nThe Ohmstead Power Router is the world's first multi-port solid-state transformer.",
      { sources: [{ document: 'Products', section: 'Power Router' }] },
    ),
    turn('question', '2026-11-24T09:32:00Z', 'How much does a <b>Power Blade</b> cost?'),
    turn('answer', '2026-11-24T09:32:00Z', "I'm sorry, I don't have that in my notes.", { unanswered: true }),
    turn('question', '2026-11-24T09:34:00Z', 'I want to talk to a human'),
    turn('answer', '2026-11-24T09:34:00Z', 'Connect live agent', { intent: 'live-agent' }),
    turn('handoff-requested', '2026-11-24T09:35:00Z', ''),
    turn('handoff-assigned', '2026-11-24T09:35:12Z', '', { who: 'Alex Morgan' }),
    turn('live-agent', '2026-11-24T09:35:41Z', 'Hello, how can I help?', { who: 'Alex Morgan' }),
    turn('agent-note', '2026-11-24T09:36:05Z', 'Repeat visitor: the charger was replaced last month.', {
      who: 'Alex Morgan',
    }),
  ],
};
