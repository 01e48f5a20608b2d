/**
 * CRM Chat Bot Analysis (/admin/chatbot-analysis; docs/product.md §3.6: SuperAdmin, Admin, Manager): the bot's
 * conversations, its questions and the ones it could not answer, its special replies (intents), hand-offs
 * to live agents and their outcome, the agents' first response, safety acknowledgements per content
 * version, and the lists and transcripts behind every figure.
 * docs/decisions/0020-chat-analysis-and-dashboards.md says how each is counted.
 */
import { z } from 'zod';
import {
  checkRange,
  dateRangeQuerySchema,
  dateRangeShape,
  listPageSchema,
  listQuerySchema,
  seriesPointSchema,
} from './admin-lists';
import { GRANULARITIES } from './dashboards';
import { SAFETY_CONTENT_VERSION_PATTERN } from './safety-content';

/** The bots by their service path (the chat tables' `bot`). */
export const ANALYSIS_BOTS = ['crm', 'ia'] as const;
export type AnalysisBot = (typeof ANALYSIS_BOTS)[number];

/** The bot's special replies (plugins/bot/intents.ts), as bot_messages.intent records them. */
export const BOT_INTENTS = ['live-agent', 'image-upload', 'greeting', 'thanks'] as const;
export type BotIntent = (typeof BOT_INTENTS)[number];

/**
 * What became of a request for a live agent: an agent took it (answered), the customer cancelled it while
 * waiting, the customer left while waiting (customer gone), no agent was available or the queue was full
 * (no agent), or it is still in the queue (waiting).
 */
export const HANDOFF_OUTCOMES = ['answered', 'cancelled', 'customer-gone', 'no-agent', 'waiting'] as const;
export type HandoffOutcome = (typeof HANDOFF_OUTCOMES)[number];

/** How many questions the top lists name. */
export const TOP_QUESTIONS_MAX = 10;
/** A normalised question text (bot_messages.question_key) is at most this long. */
export const QUESTION_KEY_MAX = 200;
/** How many answers marked not helpful the analysis names (the latest of the range). */
export const MARKED_DOWN_MAX = 10;
/** An answer marked not helpful is shown by its first this many characters. */
export const ANSWER_EXCERPT_MAX = 240;
/** A transcript shows at most this many turns; the rest are counted. */
export const TRANSCRIPT_TURNS_MAX = 500;

export const chatAnalysisMessages = {
  botInvalid: `bot must be one of: ${ANALYSIS_BOTS.join(', ')}`,
  intentInvalid: `intent must be one of: ${BOT_INTENTS.join(', ')}`,
  outcomeInvalid: `outcome must be one of: ${HANDOFF_OUTCOMES.join(', ')}`,
  unansweredInvalid: 'unanswered must be true',
  questionTooLong: `question must be at most ${QUESTION_KEY_MAX} characters`,
  versionInvalid: 'version must be a safety content version such as 2026-11-21a',
  transcriptTarget: 'Give either conversation or liveChat',
  conversationInvalid: 'conversation must be a conversation id',
  liveChatInvalid: 'liveChat must be a live chat id',
  conversationNotFound: 'No such conversation: it may have been deleted by the customer.',
  liveChatNotFound: 'No such live chat.',
} as const;

const botFilter = z.enum(ANALYSIS_BOTS, { error: chatAnalysisMessages.botInvalid }).optional();

/** The dashboard calls of the screen (overview, questions, hand-offs, safety): a range in the viewer's zone. */
export const chatAnalysisQuerySchema = dateRangeQuerySchema;

const countSchema = z.number().int().min(0);
const botFiguresSchema = z.object({
  conversations: countSchema,
  questions: countSchema,
  unanswered: countSchema,
});

/** GET ChatAnalysis/GetOverview: totals, conversations per period and bot, intents. */
export const chatOverviewSchema = z.object({
  responseStatusCode: z.number().int(),
  granularity: z.enum(GRANULARITIES),
  totals: z.object({
    conversations: countSchema,
    questions: countSchema,
    unanswered: countSchema,
    handoffs: countSchema,
    acknowledgements: countSchema,
  }),
  byBot: z.object({ crm: botFiguresSchema, ia: botFiguresSchema }),
  /** `values`: conversations of each bot (crm, ia) with a question in the period. */
  conversationsPerPeriod: z.array(seriesPointSchema),
  intents: z.array(z.object({ intent: z.enum(BOT_INTENTS), count: countSchema })),
});
export type ChatOverview = z.infer<typeof chatOverviewSchema>;

/**
 * GET ChatAnalysis/GetQuestions: the most asked questions, those most often left unanswered, and what chat
 * users thought of the answers (docs/decisions/0040-answer-feedback.md): ratings of the range's answers
 * and the latest answers marked not helpful, each with its question and conversation.
 */
export const chatQuestionsSchema = z.object({
  responseStatusCode: z.number().int(),
  top: z.array(z.object({ question: z.string(), count: countSchema, unanswered: countSchema })),
  unanswered: z.array(z.object({ question: z.string(), count: countSchema })),
  feedback: z.object({ up: countSchema, down: countSchema }),
  markedDown: z.array(
    z.object({
      conversationId: z.string(),
      bot: z.enum(ANALYSIS_BOTS),
      /** The question as the customer asked it. */
      question: z.string(),
      /** The answer's first ANSWER_EXCERPT_MAX characters, white space runs as one space. */
      answer: z.string(),
      answeredAt: z.string(),
    }),
  ),
});
export type ChatQuestions = z.infer<typeof chatQuestionsSchema>;

const secondsSchema = z.number().min(0).nullable();

/** The customers' satisfaction ratings (1 to 5): how many, and their average (null with none). */
const csatFiguresSchema = z.object({ ratings: countSchema, average: z.number().min(1).max(5).nullable() });

/**
 * The ratings customers gave live chats in the range (docs/decisions/0049-satisfaction-and-transcript.md):
 * in all, per agent (most rated first) and per period (`values`: `ratings` and their `average`, 0 in a
 * period without any).
 */
export const chatSatisfactionSchema = z.object({
  overall: csatFiguresSchema,
  perAgent: z.array(csatFiguresSchema.extend({ agentName: z.string() })),
  perPeriod: z.array(seriesPointSchema),
});
export type ChatSatisfaction = z.infer<typeof chatSatisfactionSchema>;

/** GET ChatAnalysis/GetHandoffs: requests for an agent by outcome, per period, and how fast agents were. */
export const chatHandoffsSchema = z.object({
  responseStatusCode: z.number().int(),
  granularity: z.enum(GRANULARITIES),
  outcomes: z.object(
    Object.fromEntries(HANDOFF_OUTCOMES.map((outcome) => [outcome, countSchema])) as Record<
      HandoffOutcome,
      typeof countSchema
    >,
  ),
  /** `values`: requests of each outcome made in the period. */
  perPeriod: z.array(seriesPointSchema),
  /** From the request to the agent's first message, over answered chats where the agent wrote. */
  firstResponse: z.object({ chats: countSchema, medianSeconds: secondsSchema, p90Seconds: secondsSchema }),
  /** From the request to an agent taking it. */
  acceptWait: z.object({ chats: countSchema, medianSeconds: secondsSchema }),
  /** Time to resolution: from the request to the end, over answered chats that ended. */
  resolution: z.object({ chats: countSchema, medianSeconds: secondsSchema }),
  satisfaction: chatSatisfactionSchema,
});
export type ChatHandoffs = z.infer<typeof chatHandoffsSchema>;

/** GET ChatAnalysis/GetSafety: acknowledgements of each safety content version in the range. */
export const chatSafetySchema = z.object({
  responseStatusCode: z.number().int(),
  versions: z.array(
    z.object({
      version: z.string(),
      acknowledgements: countSchema,
      users: countSchema,
      firstAt: z.string(),
      lastAt: z.string(),
    }),
  ),
});
export type ChatSafety = z.infer<typeof chatSafetySchema>;

/**
 * GET ChatAnalysis/GetConversations: the conversations with a question in the range, or those behind one
 * figure: one normalised `question`, `unanswered` questions, one `intent`, one `bot`. Searched in the
 * questions and the customer's user name. Sorted by their last question in the range (newest first), when
 * they started, or how many questions they had in the range.
 */
export const conversationListQuerySchema = listQuerySchema({
  sortable: ['lastQuestion', 'started', 'questions'],
  defaultSort: 'lastQuestion',
  filters: {
    bot: botFilter,
    question: z.string().trim().min(1).max(QUESTION_KEY_MAX, chatAnalysisMessages.questionTooLong).optional(),
    unanswered: z.enum(['true'], { error: chatAnalysisMessages.unansweredInvalid }).optional(),
    intent: z.enum(BOT_INTENTS, { error: chatAnalysisMessages.intentInvalid }).optional(),
  },
});
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

export const conversationRowSchema = z.object({
  id: z.string(),
  bot: z.enum(ANALYSIS_BOTS),
  /** The signed-in user's name, or 'guest'. */
  customer: z.string(),
  startedAt: z.string(),
  /** The last question in the range. */
  lastQuestionAt: z.string(),
  questionsInRange: countSchema,
  /** Over the whole conversation. */
  questions: countSchema,
  unanswered: countSchema,
  handoffs: countSchema,
  firstQuestion: z.string(),
});
export type ConversationRow = z.infer<typeof conversationRowSchema>;
export const conversationListSchema = listPageSchema(conversationRowSchema);

/** GET ChatAnalysis/GetHandoffList: every request for an agent in the range, by `outcome` and `bot`. */
export const handoffListQuerySchema = listQuerySchema({
  sortable: ['requested', 'outcome', 'firstResponse'],
  defaultSort: 'requested',
  filters: {
    bot: botFilter,
    outcome: z.enum(HANDOFF_OUTCOMES, { error: chatAnalysisMessages.outcomeInvalid }).optional(),
  },
});
export type HandoffListQuery = z.output<typeof handoffListQuerySchema>;

export const handoffRowSchema = z.object({
  /** The live chat's id, or `refusal-<n>` for a request that found no agent. */
  id: z.string(),
  liveChatId: z.string().nullable(),
  /** The bot conversation it came from, while that is stored. */
  conversationId: z.string().nullable(),
  bot: z.enum(ANALYSIS_BOTS),
  customer: z.string(),
  requestedAt: z.string(),
  outcome: z.enum(HANDOFF_OUTCOMES),
  agentName: z.string().nullable(),
  acceptSeconds: secondsSchema,
  firstResponseSeconds: secondsSchema,
  messages: countSchema,
});
export type HandoffRow = z.infer<typeof handoffRowSchema>;
export const handoffListSchema = listPageSchema(handoffRowSchema);

/** GET ChatAnalysis/GetAcknowledgements: who acknowledged which safety content version, and when. */
export const acknowledgementListQuerySchema = listQuerySchema({
  sortable: ['acknowledged', 'userName', 'version'],
  defaultSort: 'acknowledged',
  filters: {
    version: z.string().regex(SAFETY_CONTENT_VERSION_PATTERN, chatAnalysisMessages.versionInvalid).optional(),
  },
});
export type AcknowledgementListQuery = z.output<typeof acknowledgementListQuerySchema>;

export const acknowledgementRowSchema = z.object({
  id: z.string(),
  userName: z.string(),
  name: z.string(),
  version: z.string(),
  acknowledgedAt: z.string(),
  /** The user's Installation Assistant conversation, while it is stored. */
  conversationId: z.string().nullable(),
});
export type AcknowledgementRow = z.infer<typeof acknowledgementRowSchema>;
export const acknowledgementListSchema = listPageSchema(acknowledgementRowSchema);

/**
 * GET ChatAnalysis/GetTranscript: one conversation (`conversation`) or the conversation of one live chat
 * (`liveChat`), its turns within the optional range.
 */
export const transcriptQuerySchema = z
  .object({
    conversation: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, chatAnalysisMessages.conversationInvalid)
      .optional(),
    liveChat: z.uuid({ error: chatAnalysisMessages.liveChatInvalid }).optional(),
    ...dateRangeShape,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.conversation === !value.liveChat)
      ctx.addIssue({
        code: 'custom',
        path: ['conversation'],
        message: chatAnalysisMessages.transcriptTarget,
      });
    checkRange(value, ctx);
  });
export type TranscriptQuery = z.output<typeof transcriptQuerySchema>;

/**
 * One turn of a transcript: the customer's question to the bot, the bot's answer, a chat form, the
 * customer's and the agent's live messages, the agents' internal notes (never sent to the customer), and
 * the hand-off's events (requested, taken by an agent, ended, refused for want of an agent).
 */
export const TRANSCRIPT_TURN_KINDS = [
  'question',
  'answer',
  'form',
  'live-customer',
  'live-agent',
  'agent-note',
  'handoff-requested',
  'handoff-assigned',
  'handoff-ended',
  'handoff-refused',
] as const;
export type TranscriptTurnKind = (typeof TRANSCRIPT_TURN_KINDS)[number];

export const transcriptTurnSchema = z.object({
  kind: z.enum(TRANSCRIPT_TURN_KINDS),
  at: z.string(),
  /** The words said (empty for a hand-off event). */
  text: z.string(),
  /** Who wrote a live message or a note; the agent of an assigned hand-off. */
  who: z.string().nullable(),
  /** Answers: where it came from, its special meaning, whether the bot could not answer. */
  sources: z.array(z.object({ document: z.string(), section: z.string() })),
  intent: z.enum(BOT_INTENTS).nullable(),
  unanswered: z.boolean(),
  /** Ended and refused hand-offs: why (customer_canceled, customer_absent, agent, no_agents …). */
  reason: z.string().nullable(),
});
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;

export const transcriptSchema = z.object({
  responseStatusCode: z.number().int(),
  /** Null when the bot conversation is gone and the live chat's record of it is shown instead. */
  conversationId: z.string().nullable(),
  bot: z.enum(ANALYSIS_BOTS),
  customer: z.string(),
  startedAt: z.string(),
  turns: z.array(transcriptTurnSchema),
  /** Turns in the range, of which the first TRANSCRIPT_TURNS_MAX are shown. */
  total: countSchema,
});
export type Transcript = z.infer<typeof transcriptSchema>;
