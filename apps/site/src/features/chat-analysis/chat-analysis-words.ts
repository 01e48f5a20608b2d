import type {
  AnalysisBot,
  BotIntent,
  HandoffOutcome,
  TranscriptTurnKind,
} from '@ohmstead/contracts/chat-analysis';

/**
 * Every word of CRM Chat Bot Analysis and its drill-down screens (the spec shows only the menu entry;
 * docs/decisions/0020-chat-analysis-and-dashboards.md). Tests read them from here.
 */

const count = new Intl.NumberFormat('en-US');
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

/** A duration in seconds as a person reads it: 45 s, 3 min 5 s. */
export const formatSeconds = (seconds: number | null): string => {
  if (seconds === null) return '–';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
};

export const chatAnalysisWords = {
  title: 'CRM Chat Bot Analysis',
  intro:
    'What customers asked the AI Assistant and the Installation Assistant, what the bots could not answer, the hand-offs to live agents and the safety acknowledgements. Every figure opens the conversations behind it.',
  range: 'Period',
  bots: { crm: 'AI Assistant', ia: 'Installation Assistant' } satisfies Record<AnalysisBot, string>,
  botShort: { crm: 'CRM', ia: 'IA' } satisfies Record<AnalysisBot, string>,
  day: 'Day',
  weekOf: 'Week of',

  conversations: {
    title: 'Conversations',
    intro: 'A conversation counts on each day a customer asked it a question.',
    kpiConversations: 'Conversations',
    kpiQuestions: 'Questions',
    kpiUnanswered: 'Questions the bot could not answer',
    kpiHandoffs: 'Hand-offs to live agents',
    kpiAcknowledgements: 'Safety acknowledgements',
    chart: 'Conversations per day by bot',
    chartWeekly: 'Conversations per week by bot',
    byBotCaption: 'Conversations, questions and unanswered questions by bot',
    bot: 'Bot',
    questions: 'Questions',
    unanswered: 'Could not answer',
  },
  intents: {
    title: 'Special replies (intents)',
    intro: 'Questions the bot answered with an action instead of knowledge.',
    caption: 'Special replies by kind',
    intent: 'Reply',
    count: 'Times',
    labels: {
      'live-agent': 'Asked for a live agent',
      'image-upload': 'Asked to send equipment photos',
      greeting: 'Greeting',
      thanks: 'Thanks',
    } satisfies Record<BotIntent, string>,
  },
  questions: {
    title: 'Top questions',
    intro:
      'Questions grouped by their text in lower case, without punctuation; greetings and requests for an agent are counted as special replies instead.',
    caption: 'Most asked questions',
    question: 'Question',
    asked: 'Asked',
    unanswered: 'Not answered',
    none: 'No questions in this period.',
    unansweredTitle: 'Questions the bot could not answer',
    unansweredIntro: 'The bot found no source for these: candidates for the knowledge base.',
    unansweredCaption: 'Questions the bot could not answer, most frequent first',
    noneUnanswered: 'The bot answered every question in this period.',
    markedDownTitle: 'Answers marked not helpful',
    markedDownIntro: (up: number, down: number) =>
      `Customers rated ${plural(up + down, 'answer', 'answers')} of this period with the thumbs under each answer in the chat: ${count.format(up)} helpful, ${count.format(down)} not helpful. The latest marked not helpful are below, with their transcripts.`,
    markedDownCaption: 'Answers marked not helpful, latest first',
    noneMarkedDown: 'No answer of this period was marked not helpful.',
    answer: 'Answer',
    bot: 'Bot',
    answered: 'Answered',
    transcript: 'Transcript',
    openMarkedDown: (at: string) => `Transcript of the conversation, answer of ${at}`,
  },
  handoffs: {
    title: 'Hand-offs to live agents',
    intro:
      'Requests for a live agent and what became of them. First response: from the request to the agent’s first message.',
    chart: 'Hand-offs per day by outcome',
    chartWeekly: 'Hand-offs per week by outcome',
    outcomesCaption: 'Hand-offs by outcome',
    outcome: 'Outcome',
    count: 'Hand-offs',
    outcomes: {
      answered: 'Answered by an agent',
      cancelled: 'Cancelled by the customer',
      'customer-gone': 'Customer left while waiting',
      'no-agent': 'No agent available',
      waiting: 'Still waiting',
    } satisfies Record<HandoffOutcome, string>,
    firstResponseMedian: 'Median first response',
    firstResponseP90: 'First response, 90th percentile',
    acceptMedian: 'Median wait for an agent',
    resolutionMedian: 'Median time to resolution',
    overChats: (n: number) => `over ${plural(n, 'chat', 'chats')}`,
  },
  satisfaction: {
    title: 'Customer satisfaction',
    intro:
      'How customers rated their live chats (1 to 5) once the chat ended, in all, per agent and over time.',
    average: 'Average rating',
    ratings: 'Ratings',
    agent: 'Agent',
    perAgentCaption: 'Ratings per agent',
    chart: 'Ratings per day',
    chartWeekly: 'Ratings per week',
    none: 'No chat was rated in this period.',
    outOfFive: (average: number | null) => (average === null ? '–' : `${average.toFixed(2)} / 5`),
  },
  safety: {
    title: 'Safety acknowledgements',
    intro: 'Installers who acknowledged the safety instructions, per version of the content.',
    caption: 'Safety acknowledgements per content version',
    version: 'Content version',
    acknowledgements: 'Acknowledgements',
    users: 'Users',
    first: 'First',
    last: 'Last',
    none: 'No acknowledgements in this period.',
  },

  back: 'Back to the analysis',
  conversationList: {
    title: 'Conversations',
    intro: 'The conversations with a question in the period. Open one to read its transcript.',
    caption: 'Bot conversations',
    none: 'No conversations match this view.',
    searchPlaceholder: 'Question or user name',
    bot: 'Bot',
    allBots: 'Both bots',
    intent: 'Special reply',
    anyIntent: 'Any',
    unansweredOnly: 'Only with unanswered questions',
    question: (question: string) => `Question: “${question}”`,
    clearQuestion: 'Show every question',
    columns: {
      customer: 'Customer',
      bot: 'Bot',
      started: 'Started',
      lastQuestion: 'Last question',
      questions: 'Questions in period',
      total: 'Questions in all',
      unanswered: 'Could not answer',
      handoffs: 'Hand-offs',
      firstQuestion: 'First question',
    },
    open: (customer: string, at: string) => `Transcript of ${customer}, ${at}`,
  },
  handoffList: {
    title: 'Hand-offs',
    intro: 'Every request for a live agent in the period, and what became of it.',
    caption: 'Hand-offs to live agents',
    none: 'No hand-offs match this view.',
    searchPlaceholder: 'Customer or agent',
    outcome: 'Outcome',
    anyOutcome: 'Any',
    columns: {
      requested: 'Requested',
      customer: 'Customer',
      bot: 'Bot',
      outcome: 'Outcome',
      agent: 'Agent',
      accept: 'Wait for an agent',
      firstResponse: 'First response',
      messages: 'Live messages',
      transcript: 'Transcript',
    },
    open: 'Transcript',
    openLabel: (customer: string, at: string) => `Transcript of the hand-off of ${customer}, ${at}`,
    gone: 'Deleted by the customer',
  },
  acknowledgementList: {
    title: 'Safety acknowledgements',
    intro: 'Who acknowledged the safety instructions, and which version of them.',
    caption: 'Safety acknowledgements',
    none: 'No acknowledgements match this view.',
    searchPlaceholder: 'User name or name',
    version: 'Content version',
    anyVersion: 'Any',
    columns: {
      userName: 'User name',
      name: 'Name',
      version: 'Content version',
      acknowledged: 'Acknowledged',
      conversation: 'Installation Assistant conversation',
    },
    open: 'Transcript',
    openLabel: (userName: string) => `Installation Assistant transcript of ${userName}`,
  },
  transcript: {
    title: 'Transcript',
    intro: (customer: string, bot: string, startedAt: string) =>
      `${customer === 'guest' ? 'A guest' : customer} with the ${bot}, since ${startedAt}.`,
    recorded:
      'The customer deleted this conversation; shown is what the server recorded of it when the customer asked for an agent.',
    caption: 'Turns of the conversation',
    none: 'No turns in this period.',
    truncated: (shown: number, total: number) => `Showing the first ${shown} of ${total} turns.`,
    who: {
      question: 'Customer to the bot',
      answer: 'Bot',
      form: 'Chat form',
      'live-customer': 'Customer to the agent',
      'live-agent': 'Agent',
      'agent-note': 'Internal note',
      'handoff-requested': 'Hand-off',
      'handoff-assigned': 'Hand-off',
      'handoff-ended': 'Hand-off',
      'handoff-refused': 'Hand-off',
    } satisfies Record<TranscriptTurnKind, string>,
    agentNamed: (name: string) => `Agent ${name}`,
    noteBy: (name: string) => `Internal note by ${name} (not sent to the customer)`,
    requested: 'The customer asked for a live agent.',
    assigned: (agent: string) => `${agent} took the chat.`,
    ended: (reason: string | null) => `The live chat ended${reason ? ` (${endReason(reason)})` : ''}.`,
    refused: 'No agent was available: the customer was offered the contact form.',
    unanswered: 'Could not answer',
    intent: (label: string) => `Special reply: ${label}`,
    sources: 'Sources',
  },
} as const;

const END_REASONS: Record<string, string> = {
  agent: 'closed by the agent',
  customer: 'closed by the customer',
  agent_disconnected: 'the agent was disconnected',
  customer_canceled: 'cancelled by the customer while waiting',
  customer_absent: 'the customer left while waiting',
  unanswered: 'no agent answered in time: the customer was offered the contact form',
};
const endReason = (reason: string) => END_REASONS[reason] ?? reason;

export const chatAnalysisCount = (n: number) => count.format(n);
