// How one generated chat session of chats.ts goes: the bot's turns, its forms and a hand-off to a live agent.
import {
  BOT_TITLES,
  GUEST_USER_NAME,
  REPLY_INTENTS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '@ohmstead/contracts/chat';
import {
  AGENT_LINES,
  CRM_QUESTIONS,
  CUSTOMER_LINES,
  IA_QUESTIONS,
  INTENT_TURNS,
  type KnowledgeQuestion,
  UNANSWERABLE,
} from './chat-material';
import type {
  Agent,
  Bot,
  ChatHistory,
  ConversationRow,
  Customer,
  LiveChatRow,
  MessageRow,
} from './chat-rows';
import type { SeededRandom } from './random';

const RETRIEVAL_MODEL = 'ohmstead-retrieval-1';
/** What a request for an agent came to, in the proportions a staffed support desk sees. */
const OUTCOME_WEIGHTS = { answered: 60, cancelled: 12, gone: 8, noAgent: 20 };
const HISTORY_LINES_MAX = 30;
const HISTORY_LINE_MAX = 2_000;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const randomId = (random: SeededRandom, length = 22) =>
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

/** One conversation being written: turns at increasing instants from its start. */
export class ConversationWriter {
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
    if (outcome === 'noAgent') {
      this.refused(requestedAt);
      if (this.random.chance(0.5)) this.form('contact');
      return;
    }
    const chat = this.liveChat(requestedAt);
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
    this.talkWithAgent(chat, agent, question);
  }

  /** The bot as the live chat's tables name it. */
  private get upperBot(): LiveChatRow['bot'] {
    return this.bot === 'ia' ? 'IA' : 'CRM';
  }

  /** No agent was available: the refusal the server records. */
  private refused(requestedAt: number) {
    const upper = this.upperBot;
    this.out.refusals.push({
      ord: this.out.refusals.length,
      customer_key: this.customer.key,
      customer_name: this.customer.displayName,
      bot: upper,
      reason: 'no_agents',
      refused_at: new Date(requestedAt).toISOString(),
    });
  }

  /** The live chat a request opens, with the conversation so far as its history; canceled until answered. */
  private liveChat(requestedAt: number): LiveChatRow {
    const upper = this.upperBot;
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
    return chat;
  }

  /** The agent's chat: the customer's question again, the agent's greeting, a few exchanges, the end. */
  private talkWithAgent(chat: LiveChatRow, agent: Agent, question: string) {
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
export function session(
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
