import { GUEST_USER_NAME } from '@ohmstead/contracts/chat';
import { SAFETY_CONTENT_VERSION } from '@ohmstead/contracts/safety-content';
import type { Queryable } from '../../db/database';
import { ConversationWriter, randomId, session } from './chat-conversation';
import { AGENT_NAMES } from './chat-material';
import { type Agent, ChatHistory, type Customer } from './chat-rows';
import { writeChatHistory } from './chat-tables';
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

const AGENT_ROLES = ['SuperAdmin', 'Admin', 'Vendor', 'Manager'];

interface UserRow {
  id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  roles: string[];
}

/** The longest a generated session lasts: sessions start early enough to end before `now`. */
const SESSION_SPAN_MS = 2 * 60 * 60 * 1000;

function sessionStart(random: SeededRandom, now: Date, daysAgo: number): Date {
  const at = pastInstant(random, now, daysAgo);
  return new Date(Math.min(at.getTime(), now.getTime() - SESSION_SPAN_MS));
}

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

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

const displayName = (user: UserRow) => `${user.first_name} ${user.last_name}`.trim() || user.user_name;

/** The staff who answer hand-offs; without any (the bench may run without users), named agents. */
function chatAgents(users: UserRow[]): Agent[] {
  const staff = users.filter((user) => user.roles.some((role) => AGENT_ROLES.includes(role)));
  return staff.length > 0
    ? staff.map((user) => ({ userId: user.id, name: displayName(user) }))
    : AGENT_NAMES.map((name) => ({ userId: null, name }));
}

/** Guests and the AI Assistant: a few conversations a working day, fewer at weekends, times `scale`. */
function guestConversations(out: ChatHistory, agents: Agent[], { now, days, scale, random }: HistoryOptions) {
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
}

/** Signed-in users and the Installation Assistant: one conversation each, with sessions on several days. */
function userConversations(
  out: ChatHistory,
  users: UserRow[],
  agents: Agent[],
  { now, days, scale, random }: HistoryOptions,
) {
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
}

/** Acknowledgements of each content version in the window, by most users, within days of its release. */
function safetyAcknowledgements(out: ChatHistory, users: UserRow[], { now, days, random }: HistoryOptions) {
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
}

async function generate(db: Queryable, options: HistoryOptions): Promise<void> {
  const users = await db.query<UserRow>(
    `SELECT id, user_name, first_name, last_name, roles FROM users WHERE active ORDER BY id`,
  );
  const agents = chatAgents(users);
  const out = new ChatHistory();
  guestConversations(out, agents, options);
  userConversations(out, users, agents, options);
  safetyAcknowledgements(out, users, options);
  await writeChatHistory(db, out);
}

export const chatHistory: HistoryGenerator = { name: 'chats', generate };
