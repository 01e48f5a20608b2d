import {
  BOT_TITLES,
  GUEST_USER_NAME,
  REPLY_INTENTS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '@ohmstead/contracts/chat';
import { SAFETY_CONTENT_VERSION } from '@ohmstead/contracts/safety-content';
import type { Queryable } from '../../db/database';
import {
  AGENT_LINES,
  AGENT_NAMES,
  CRM_QUESTIONS,
  CUSTOMER_LINES,
  IA_QUESTIONS,
  INTENT_TURNS,
  UNANSWERABLE,
  type KnowledgeQuestion,
} from './chat-material';
import { DAY_MS, pastInstant, type SeededRandom } from './random';
import type { HistoryGenerator, HistoryOptions } from './types';

/**
 * Generated chat history (CRM Chat Bot Analysis): both bots' conversations with questions on the
 * knowledge base's topics and some it cannot answer, its special replies, chat forms, hand-offs to live
 * agents (answered, cancelled, customer gone, no agent) with the agents' messages, the chat log of live
 * messages, and safety acknowledgements of several content versions. Written with SQL only, in batches
 * through jsonb_to_recordset, so scale 100 (about 100,000 chat turns) takes seconds.
 *
 * Guests talk to the AI Assistant (CRM); a signed-in user has one stored conversation per bot (the table's
 * rule), so the Installation Assistant's conversations are the existing users' own, each with sessions on
 * several days: without users (the bench may run without them) there are none, and no acknowledgements.
 */

type Bot = 'crm' | 'ia';
const RETRIEVAL_MODEL = 'ohmstead-retrieval-1';
/** What a request for an agent came to, in the proportions a staffed support desk sees. */
const OUTCOME_WEIGHTS = { answered: 60, cancelled: 12, gone: 8, noAgent: 20 };
const AGENT_ROLES = ['SuperAdmin', 'Admin', 'Vendor', 'Manager'];
/** Rows per INSERT statement. */
const BATCH = 2_000;
const HISTORY_LINES_MAX = 30;
const HISTORY_LINE_MAX = 2_000;

interface MessageRow {
  ord: number;
  conversation_id: string;
  bot: Bot;
  role: 'user' | 'bot' | 'form';
  content: string;
  response_model: string | null;
  sources: { document: string; section: string }[];
  intent: string | null;
  created_at: string;
}
interface ConversationRow {
  id: string;
  bot: Bot;
  identity_key: string;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}
interface LiveChatRow {
  id: string;
  customer_key: string;
  customer_name: string;
  user_name: string;
  bot: 'CRM' | 'IA';
  history: { text: string; is_customer: boolean; timestamp: number }[];
  history_count: number;
  last_message: string;
  status: 'ended' | 'canceled';
  agent_user_id: number | null;
  agent_name: string | null;
  requested_at: string;
  assigned_at: string | null;
  ended_at: string;
  end_reason: string;
  customer_seen_at: string;
}
interface LiveMessageRow {
  ord: number;
  chat_id: string;
  seq: number;
  client_id: string;
  sender_name: string;
  is_customer: boolean;
  message: string;
  created_at: string;
}
interface ChatLogRow {
  ord: number;
  bot: Bot;
  identity_key: string;
  username: string;
  agent: string;
  message_type: 'user' | 'agent';
  message: string;
  client_timestamp: string;
  created_at: string;
}
interface RefusalRow {
  ord: number;
  customer_key: string;
  customer_name: string;
  bot: 'CRM' | 'IA';
  reason: 'no_agents';
  refused_at: string;
}
interface AcknowledgementRow {
  ord: number;
  user_id: number;
  content_version: string;
  acknowledged_at: string;
}

interface Customer {
  key: string;
  userName: string;
  /** What the agent sees: 'guest' or the user's name. */
  displayName: string;
  userId: number | null;
}
interface Agent {
  userId: number | null;
  name: string;
}
interface UserRow {
  id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  roles: string[];
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const randomId = (random: SeededRandom, length = 22) =>
  Array.from({ length }, () => ID_ALPHABET[random.int(0, 63)]).join('');
const randomUuid = (random: SeededRandom) => {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + random.int(0, 3)).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** The bot's own wording of each reply (plugins/bot/compose-answer.ts), so generated answers read like real ones. */
const NO_GUIDELINES = `\n\n${REPLY_INTENTS.noSafetyGuidelines}`;
const TOPICS: Record<Bot, string> = {
  crm: 'our Power Router, Power Bridge and Power Blade, building and vehicle electrification, datacenters, or how to reach us',
  ia: 'installation, specifications, commissioning, maintenance or troubleshooting of the Power Router',
};
const TITLE: Record<Bot, string> = { crm: BOT_TITLES.CRM.title, ia: BOT_TITLES.IA.title };
const withoutGuidelines = (bot: Bot, text: string) => (bot === 'ia' ? text + NO_GUIDELINES : text);
const replies = {
  greeting: (bot: Bot) =>
    withoutGuidelines(bot, `Hello! I'm the Ohmstead Power ${TITLE[bot]}. Ask me about ${TOPICS[bot]}.`),
  thanks: (bot: Bot) => withoutGuidelines(bot, "You're welcome! Is there anything else I can help you with?"),
  noMatch: (bot: Bot) =>
    withoutGuidelines(
      bot,
      `I'm sorry, I don't have that in my notes. Our team will be glad to help: call ${SUPPORT_PHONE} or e-mail ${SUPPORT_EMAIL}.`,
    ),
  answer: (bot: Bot, question: KnowledgeQuestion) => {
    const text = `Here is what I found about **${question.section}**:\n\n${question.gist}\n\n_Source: ${question.document} › ${question.section}_`;
    return question.pureInformation ? withoutGuidelines(bot, text) : text;
  },
};

const formText = (kind: 'contact' | 'images', name: string) =>
  [
    kind === 'images' ? 'Equipment images form submitted' : 'Contact form submitted',
    `First name: ${name}`,
    'Last name: -',
    'Contact: -',
    `Email: ${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    ...(kind === 'images' ? ['Serial number: 40117'] : []),
    `${kind === 'images' ? 'Description' : 'Message'}: Please call me back.`,
  ].join('\n');

/** Everything one run writes, in insertion order. */
class ChatHistory {
  conversations: ConversationRow[] = [];
  messages: MessageRow[] = [];
  liveChats: LiveChatRow[] = [];
  liveMessages: LiveMessageRow[] = [];
  chatLog: ChatLogRow[] = [];
  refusals: RefusalRow[] = [];
  acknowledgements: AcknowledgementRow[] = [];
}

/** One conversation being written: turns at increasing instants from its start. */
class ConversationWriter {
  readonly id: string;
  private at: number;
  private readonly row: ConversationRow;
  /** What the server records of the conversation for an agent (live_chats.history). */
  private readonly lines: { text: string; is_customer: boolean; timestamp: number }[] = [];

  constructor(
    private readonly out: ChatHistory,
    private readonly random: SeededRandom,
    readonly bot: Bot,
    readonly customer: Customer,
    start: Date,
  ) {
    this.id = randomId(random);
    this.at = start.getTime();
    this.row = {
      id: this.id,
      bot,
      identity_key: customer.key,
      user_id: customer.userId,
      created_at: start.toISOString(),
      updated_at: start.toISOString(),
    };
    out.conversations.push(this.row);
  }

  /** Moves on to a later session (another day) of the same conversation. */
  resumeAt(start: Date) {
    this.at = Math.max(this.at + 60_000, start.getTime());
  }

  private wait(minS: number, maxS: number) {
    this.at += this.random.int(minS, maxS) * 1000;
  }

  private push(role: MessageRow['role'], content: string, extra: Partial<MessageRow> = {}) {
    const at = new Date(this.at).toISOString();
    this.out.messages.push({
      ord: this.out.messages.length,
      conversation_id: this.id,
      bot: this.bot,
      role,
      content,
      response_model: null,
      sources: [],
      intent: null,
      created_at: at,
      ...extra,
    });
    // The bot's append sets updated_at; live messages do not.
    this.row.updated_at = at;
    if (role !== 'form') this.lines.push({ text: content, is_customer: role === 'user', timestamp: this.at });
  }

  /** A question and the bot's answer, stored by one statement: the same instant. */
  ask(question: string, answer: string, extra: Pick<MessageRow, 'sources' | 'intent'>) {
    this.wait(20, 150);
    this.push('user', question);
    this.push('bot', answer, { response_model: RETRIEVAL_MODEL, ...extra });
  }

  form(kind: 'contact' | 'images') {
    this.wait(60, 240);
    this.push(
      'form',
      formText(kind, this.customer.displayName === GUEST_USER_NAME ? 'Jordan' : this.customer.displayName),
    );
  }

  /** The customer asks for an agent; what the request came to, with the live chat's turns. */
  handoff(outcome: keyof typeof OUTCOME_WEIGHTS, agents: Agent[]) {
    const question = this.random.pick(INTENT_TURNS['live-agent'].questions);
    this.ask(question, REPLY_INTENTS.connectLiveAgent, { sources: [], intent: 'live-agent' });
    this.wait(3, 15);
    const requestedAt = this.at;
    const upper = this.bot === 'ia' ? 'IA' : 'CRM';
    if (outcome === 'noAgent') {
      this.out.refusals.push({
        ord: this.out.refusals.length,
        customer_key: this.customer.key,
        customer_name: this.customer.displayName,
        bot: upper,
        reason: 'no_agents',
        refused_at: new Date(requestedAt).toISOString(),
      });
      if (this.random.chance(0.5)) this.form('contact');
      return;
    }
    const history = this.lines.slice(-HISTORY_LINES_MAX).map((line) => ({
      ...line,
      text: line.text.slice(0, HISTORY_LINE_MAX),
    }));
    const chat: LiveChatRow = {
      id: randomUuid(this.random),
      customer_key: this.customer.key,
      customer_name: this.customer.displayName,
      user_name: this.customer.userName,
      bot: upper,
      history,
      history_count: history.length,
      last_message: (history.findLast((line) => line.is_customer)?.text ?? '').slice(0, 200),
      status: 'canceled',
      agent_user_id: null,
      agent_name: null,
      requested_at: new Date(requestedAt).toISOString(),
      assigned_at: null,
      ended_at: '',
      end_reason: '',
      customer_seen_at: new Date(requestedAt).toISOString(),
    };
    this.out.liveChats.push(chat);
    if (outcome === 'cancelled' || outcome === 'gone') {
      this.wait(outcome === 'gone' ? 60 : 15, outcome === 'gone' ? 300 : 180);
      chat.ended_at = new Date(this.at).toISOString();
      chat.end_reason = outcome === 'gone' ? 'customer_absent' : 'customer_canceled';
      return;
    }
    const agent = this.random.pick(agents);
    this.wait(5, 90);
    Object.assign(chat, {
      status: 'ended',
      agent_user_id: agent.userId,
      agent_name: agent.name,
      assigned_at: new Date(this.at).toISOString(),
    });
    let seq = 0;
    const say = (isCustomer: boolean, message: string) => {
      seq += 1;
      const at = new Date(this.at).toISOString();
      this.out.liveMessages.push({
        ord: this.out.liveMessages.length,
        chat_id: chat.id,
        seq,
        client_id: `h${seq.toString().padStart(5, '0')}${randomId(this.random, 8)}`,
        sender_name: isCustomer ? this.customer.displayName : agent.name,
        is_customer: isCustomer,
        message,
        created_at: at,
      });
      this.out.chatLog.push({
        ord: this.out.chatLog.length,
        bot: this.bot,
        identity_key: this.customer.key,
        username: this.customer.userName,
        agent: agent.name,
        message_type: isCustomer ? 'user' : 'agent',
        message,
        client_timestamp: at,
        created_at: at,
      });
    };
    // docs/product.md §3.4: the widget re-sends the customer's last message once the agent is there.
    this.wait(1, 1);
    say(true, question);
    // Most first responses come within a minute; a busy agent sometimes takes a few.
    if (this.random.chance(0.15)) this.wait(60, 300);
    else this.wait(8, 60);
    say(false, AGENT_LINES[0]!);
    for (let exchange = this.random.int(1, 3); exchange > 0; exchange--) {
      this.wait(20, 120);
      say(true, this.random.pick(CUSTOMER_LINES));
      this.wait(15, 90);
      say(false, this.random.pick(AGENT_LINES.slice(1)));
    }
    this.wait(10, 60);
    chat.ended_at = new Date(this.at).toISOString();
    chat.end_reason = this.random.chance(0.6) ? 'agent' : 'customer';
  }

  /** Instant of the last turn written (conversation or live chat). */
  get end() {
    return this.at;
  }
}

/** A bot question on the knowledge base; the first questions of the list are asked most. */
function knowledgeQuestion(random: SeededRandom, bot: Bot): KnowledgeQuestion {
  const list = bot === 'crm' ? CRM_QUESTIONS : IA_QUESTIONS;
  const weights = Object.fromEntries(list.map((_, index) => [String(index), list.length - index + 2]));
  return list[Number(random.weighted(weights))]!;
}

/** One session: a greeting now and then, a few questions, sometimes one it cannot answer, a hand-off. */
function session(
  conversation: ConversationWriter,
  random: SeededRandom,
  agents: Agent[],
  handoffChance: number,
) {
  const { bot } = conversation;
  if (random.chance(0.3))
    conversation.ask(random.pick(INTENT_TURNS.greeting.questions), replies.greeting(bot), {
      sources: [],
      intent: 'greeting',
    });
  for (let n = random.int(1, 3); n > 0; n--) {
    if (random.chance(0.15)) {
      conversation.ask(random.pick(random.pick(UNANSWERABLE[bot])), replies.noMatch(bot), {
        sources: [],
        intent: null,
      });
    } else {
      const question = knowledgeQuestion(random, bot);
      conversation.ask(random.pick(question.spellings), replies.answer(bot, question), {
        sources: [{ document: question.document, section: question.section }],
        intent: null,
      });
    }
  }
  if (random.chance(0.04)) {
    conversation.ask(random.pick(INTENT_TURNS['image-upload'].questions), REPLY_INTENTS.imageUploadRequest, {
      sources: [],
      intent: 'image-upload',
    });
    conversation.form('images');
  }
  if (random.chance(handoffChance)) conversation.handoff(random.weighted(OUTCOME_WEIGHTS), agents);
  if (random.chance(0.15))
    conversation.ask(random.pick(INTENT_TURNS.thanks.questions), replies.thanks(bot), {
      sources: [],
      intent: 'thanks',
    });
}

/** The longest a generated session lasts: sessions start early enough to end before `now`. */
const SESSION_SPAN_MS = 2 * 60 * 60 * 1000;

function sessionStart(random: SeededRandom, now: Date, daysAgo: number): Date {
  const at = pastInstant(random, now, daysAgo);
  return new Date(Math.min(at.getTime(), now.getTime() - SESSION_SPAN_MS));
}

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

async function insertBatches<Row extends object>(
  db: Queryable,
  table: string,
  columns: Record<keyof Row & string, string>,
  rows: Row[],
  orderBy?: keyof Row & string,
) {
  const names = Object.keys(columns).filter((name) => name !== 'ord');
  const definition = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.query(
      `INSERT INTO ${table} (${names.join(', ')})
       SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${definition})
       ${orderBy ? `ORDER BY ${orderBy}` : ''}`,
      [JSON.stringify(rows.slice(start, start + BATCH))],
    );
  }
}

/**
 * Earlier safety content versions released over the window (dated like SAFETY_CONTENT_VERSION), oldest
 * first; never the current one, which a user acknowledges in the widget's safety flow.
 */
function safetyVersions(now: Date, days: number): { version: string; released: Date }[] {
  return [0.9, 0.5, 0.15]
    .map((share) => {
      const released = new Date(now.getTime() - Math.round(days * share) * DAY_MS);
      return { version: `${released.toISOString().slice(0, 10)}h`, released };
    })
    .filter(({ version }) => version !== SAFETY_CONTENT_VERSION);
}

async function generate(db: Queryable, { now, days, scale, random }: HistoryOptions): Promise<void> {
  const users = await db.query<UserRow>(
    `SELECT id, user_name, first_name, last_name, roles FROM users WHERE active ORDER BY id`,
  );
  const displayName = (user: UserRow) => `${user.first_name} ${user.last_name}`.trim() || user.user_name;
  const staff = users.filter((user) => user.roles.some((role) => AGENT_ROLES.includes(role)));
  const agents: Agent[] =
    staff.length > 0
      ? staff.map((user) => ({ userId: user.id, name: displayName(user) }))
      : AGENT_NAMES.map((name) => ({ userId: null, name }));
  const out = new ChatHistory();

  // Guests and the AI Assistant: a few conversations a working day, fewer at weekends, times `scale`.
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
    const day = new Date(now.getTime() - daysAgo * DAY_MS);
    const count = isWeekend(day) ? random.int(0, 2 * scale) : random.int(scale, 4 * scale);
    for (let n = 0; n < count; n++) {
      const guest: Customer = {
        key: `guest:${randomId(random)}`,
        userName: GUEST_USER_NAME,
        displayName: GUEST_USER_NAME,
        userId: null,
      };
      const conversation = new ConversationWriter(
        out,
        random,
        'crm',
        guest,
        sessionStart(random, now, daysAgo),
      );
      session(conversation, random, agents, 0.14);
    }
  }

  // Signed-in users and the Installation Assistant: one conversation each, with sessions on several days.
  const sessionChance = Math.min(1, 0.12 * scale);
  for (const user of users) {
    const customer: Customer = {
      key: `user:${user.id}`,
      userName: user.user_name,
      displayName: displayName(user),
      userId: user.id,
    };
    let conversation: ConversationWriter | undefined;
    for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
      if (!random.chance(sessionChance)) continue;
      const start = sessionStart(random, now, daysAgo);
      if (conversation && start.getTime() <= conversation.end) continue;
      if (conversation) conversation.resumeAt(start);
      else conversation = new ConversationWriter(out, random, 'ia', customer, start);
      session(conversation, random, agents, 0.08);
    }
  }

  // Acknowledgements of each content version in the window, by most users, within days of its release.
  for (const { version, released } of safetyVersions(now, days)) {
    for (const user of users) {
      if (!random.chance(0.85)) continue;
      const at = Math.min(now.getTime() - 60_000, released.getTime() + random.int(0, 6 * 24 * 3600) * 1000);
      out.acknowledgements.push({
        ord: out.acknowledgements.length,
        user_id: user.id,
        content_version: version,
        acknowledged_at: new Date(at).toISOString(),
      });
    }
  }

  await insertBatches(
    db,
    'bot_conversations',
    {
      id: 'text',
      bot: 'text',
      identity_key: 'text',
      user_id: 'integer',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    out.conversations,
  );
  await insertBatches(
    db,
    'bot_messages',
    {
      ord: 'integer',
      conversation_id: 'text',
      bot: 'text',
      role: 'text',
      content: 'text',
      response_model: 'text',
      sources: 'jsonb',
      intent: 'text',
      created_at: 'timestamptz',
    },
    out.messages,
    'ord',
  );
  await insertBatches(
    db,
    'live_chats',
    {
      id: 'uuid',
      customer_key: 'text',
      customer_name: 'text',
      user_name: 'text',
      bot: 'text',
      history: 'jsonb',
      history_count: 'integer',
      last_message: 'text',
      status: 'text',
      agent_user_id: 'integer',
      agent_name: 'text',
      requested_at: 'timestamptz',
      assigned_at: 'timestamptz',
      ended_at: 'timestamptz',
      end_reason: 'text',
      customer_seen_at: 'timestamptz',
    },
    out.liveChats,
  );
  await insertBatches(
    db,
    'live_chat_messages',
    {
      ord: 'integer',
      chat_id: 'uuid',
      seq: 'integer',
      client_id: 'text',
      sender_name: 'text',
      is_customer: 'boolean',
      message: 'text',
      created_at: 'timestamptz',
    },
    out.liveMessages,
    'ord',
  );
  await insertBatches(
    db,
    'bot_chat_log',
    {
      ord: 'integer',
      bot: 'text',
      identity_key: 'text',
      username: 'text',
      agent: 'text',
      message_type: 'text',
      message: 'text',
      client_timestamp: 'text',
      created_at: 'timestamptz',
    },
    out.chatLog,
    'ord',
  );
  await insertBatches(
    db,
    'live_chat_refusals',
    {
      ord: 'integer',
      customer_key: 'text',
      customer_name: 'text',
      bot: 'text',
      reason: 'text',
      refused_at: 'timestamptz',
    },
    out.refusals,
    'ord',
  );
  await insertBatches(
    db,
    'safety_acknowledgements',
    { ord: 'integer', user_id: 'integer', content_version: 'text', acknowledged_at: 'timestamptz' },
    out.acknowledgements,
    'ord',
  );
}

export const chatHistory: HistoryGenerator = { name: 'chats', generate };
