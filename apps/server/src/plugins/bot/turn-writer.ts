import { randomBytes } from 'node:crypto';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChatIdentity } from '../../auth/chat-identity';
import type { Queryable } from '../../db/database';
import {
  BOT_CONVERSATION_IDS_CACHED,
  BOT_TURN_RETRY_MAX_MS,
  BOT_TURN_RETRY_MS,
  BOT_TURNS_QUEUED_MAX,
} from '../../limits';
import { conversationRepository, type StoredMessage } from './conversation-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue of bot turns (app.ts): whoever reads conversations right after an answer flushes it. */
    botTurns: TurnWriter;
  }
}

/** One question and its answer, waiting to be written to bot_conversations and bot_messages. */
interface QueuedTurn {
  bot: BotPath;
  identityKey: string;
  userId: number | null;
  messages: StoredMessage[];
  /** When the answer was given: the messages' created_at, however late they are written. */
  at: string;
}

/** Turns one statement writes at most. */
const BATCH = 500;

const newConversationId = () => randomBytes(16).toString('base64url');

let lastMicros = 0;
/**
 * The instant of a turn, in microseconds and never the same twice in this process: a question and its
 * answer share theirs, and the chat analysis pairs them by it (docs/decisions/0023-serving-path.md), so two
 * turns of one conversation must not.
 */
function turnInstant(): string {
  const micros = Math.max(Date.now() * 1000, lastMicros + 1);
  lastMicros = micros;
  const iso = new Date(Math.floor(micros / 1000)).toISOString();
  return `${iso.slice(0, -1)}${String(micros % 1000).padStart(3, '0')}Z`;
}
const conversationKey = (bot: BotPath, identityKey: string) => `${bot}\u0000${identityKey}`;

/**
 * Writes a batch of turns in one statement and answers the conversation of each identity in it (found, or
 * started when it had none).
 */
function writeTurns(
  db: Queryable,
  turns: QueuedTurn[],
): Promise<{ id: string; bot: BotPath; identity_key: string }[]> {
  return db.query<{ id: string; bot: BotPath; identity_key: string }>(
    // One statement: each identity's conversation is found or started, then the messages are added in
    // queue order (their ids keep the order of the conversation).
    `WITH turns AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(ord integer, conversation_id text, bot text,
         identity_key text, user_id integer, role text, content text, response_model text, sources jsonb,
         intent text, created_at timestamptz, answer_id text)
     ), conversation AS (
       INSERT INTO bot_conversations (id, bot, identity_key, user_id)
       SELECT DISTINCT ON (bot, identity_key) conversation_id, bot, identity_key, user_id FROM turns
       ORDER BY bot, identity_key, ord
       ON CONFLICT (bot, identity_key) DO UPDATE SET updated_at = now()
       RETURNING id, bot, identity_key
     ), added AS (
       INSERT INTO bot_messages (conversation_id, bot, role, content, response_model, sources, intent,
                                 created_at, answer_id)
       SELECT c.id, t.bot, t.role, t.content, t.response_model, t.sources, t.intent, t.created_at, t.answer_id
       FROM turns AS t JOIN conversation AS c ON c.bot = t.bot AND c.identity_key = t.identity_key
       ORDER BY t.ord
       RETURNING id
     )
     SELECT id, bot, identity_key FROM conversation`,
    [
      JSON.stringify(
        turns
          .flatMap((turn) =>
            turn.messages.map((message) => ({
              conversation_id: newConversationId(),
              bot: turn.bot,
              identity_key: turn.identityKey,
              user_id: turn.userId,
              role: message.role,
              content: message.content,
              response_model: message.responseModel ?? null,
              sources: message.sources ?? [],
              intent: message.intent ?? null,
              created_at: turn.at,
              answer_id: message.answerId ?? null,
            })),
          )
          .map((row, ord) => ({ ord, ...row })),
      ),
    ],
  );
}

/**
 * The bot's turns, written off the answer's critical path: an answer queues its turn and is
 * sent; the queue is written in batches of one statement each, as soon as the previous write is done, so a
 * turn waits one write at most. Nothing is dropped: a failed write is retried (with a growing pause), the
 * queue is bounded by making answers wait when it is full, and `close()` writes what is left before the
 * database is closed (the app's onClose, which SIGTERM reaches through main.ts).
 *
 * Readers of a conversation in this process call `flush()` first (delete_history, the contact form, the
 * language model's history, the live chat's record for the agent), so they see every turn answered
 * before. Another process sees a turn once its write commits: milliseconds after the answer was sent.
 */
export function turnWriter(db: Queryable, log: FastifyBaseLogger) {
  let queue: QueuedTurn[] = [];
  let writing: Promise<void> | undefined;
  let closed = false;
  let retryMs = 0;
  /** Conversation ids (the answers' session_id), so a known conversation needs no lookup. */
  const ids = new LRUCache<string, string>({ max: BOT_CONVERSATION_IDS_CACHED });

  async function write(turns: QueuedTurn[]): Promise<void> {
    const rows = await writeTurns(db, turns);
    // A conversation deleted by another process was started again: later answers name the new one.
    for (const row of rows) ids.set(conversationKey(row.bot, row.identity_key), row.id);
  }

  /** Writes the queue until it is empty; one loop at a time. */
  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, BATCH);
      try {
        await write(batch);
        queue = queue.slice(batch.length);
        retryMs = 0;
      } catch (error) {
        retryMs = Math.min(Math.max(retryMs * 2, BOT_TURN_RETRY_MS), BOT_TURN_RETRY_MAX_MS);
        log.error({ err: error, turns: queue.length, retryMs }, 'bot turns could not be written; retrying');
        if (closed) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
  }

  function start(): Promise<void> {
    writing ??= drain().finally(() => {
      writing = undefined;
    });
    return writing;
  }

  /** Resolves once every turn queued before the call is written. */
  async function flush(): Promise<void> {
    while (queue.length > 0 || writing) await (writing ?? start());
  }

  return {
    /**
     * The id of the identity's conversation with the bot: remembered, else found or started (one
     * statement, on the first answer of a conversation in this process).
     */
    async conversationId(bot: BotPath, identity: ChatIdentity): Promise<string> {
      const key = conversationKey(bot, identity.key);
      const known = ids.get(key);
      if (known) return known;
      const id = await conversationRepository(db).open(bot, identity);
      ids.set(key, id);
      return id;
    },

    /** Queues a turn; it is written without the caller waiting, unless the queue is full or closed. */
    async add(bot: BotPath, identity: ChatIdentity, messages: StoredMessage[]): Promise<void> {
      queue.push({
        bot,
        identityKey: identity.key,
        userId: identity.kind === 'user' ? identity.user.id : null,
        messages,
        at: turnInstant(),
      });
      if (closed || queue.length > BOT_TURNS_QUEUED_MAX) return flush();
      // Answers that finish in the same turn of the event loop share one write.
      if (!writing) setImmediate(() => void start().catch(() => {}));
    },

    flush,

    /** Forgets the conversation's id: delete_history removes it. */
    forget(bot: BotPath, identityKey: string): void {
      ids.delete(conversationKey(bot, identityKey));
    },

    /** Writes every queued turn; a turn added later is written before its answer is sent. */
    async close(): Promise<void> {
      closed = true;
      try {
        await flush();
      } catch (error) {
        log.error({ err: error, turns: queue.length }, 'bot turns were not written before the shutdown');
      }
    },

    /** Turns waiting to be written (tests). */
    get pending(): number {
      return queue.length;
    },
  };
}
export type TurnWriter = ReturnType<typeof turnWriter>;
