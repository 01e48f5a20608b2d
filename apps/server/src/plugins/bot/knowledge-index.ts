import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { Database, Queryable } from '../../db/database';
import { readKnowledge, type KnowledgePassage } from './knowledge-files';

/** Bump when the way files become passages changes, so that unchanged files are loaded again. */
const LOADER_VERSION = 1;
/** Any constant: one process loads at a time when several start against one PostgreSQL. */
const KNOWLEDGE_LOCK_ID = 727_002;

/** How many passages of a bot contain each lexeme: what makes a word telling (see retrieval.ts). */
export interface LexemeStats {
  passages: number;
  documentFrequency: Map<string, number>;
}

/**
 * Loads each bot's markdown into `bot_passages`, replacing the bot's passages only when the files'
 * hash differs from the one recorded, and answers the lexeme statistics of the index.
 */
export async function syncKnowledge(
  db: Database,
  dir: string,
  log: FastifyBaseLogger,
): Promise<Record<BotPath, LexemeStats>> {
  const bots: BotPath[] = ['crm', 'ia'];
  for (const bot of bots) {
    const { passages, source } = readKnowledge(dir, bot);
    const hash = createHash('sha256').update(`${LOADER_VERSION}\n${source}`).digest('hex');
    const replaced = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [KNOWLEDGE_LOCK_ID]);
      const rows = await tx.query<{ content_hash: string }>(
        'SELECT content_hash FROM bot_knowledge_versions WHERE bot = $1',
        [bot],
      );
      if (rows[0]?.content_hash === hash) return false;
      await replacePassages(tx, bot, passages);
      await tx.query(
        `INSERT INTO bot_knowledge_versions (bot, content_hash) VALUES ($1, $2)
         ON CONFLICT (bot) DO UPDATE SET content_hash = excluded.content_hash, loaded_at = now()`,
        [bot, hash],
      );
      return true;
    });
    if (replaced) log.info({ bot, passages: passages.length }, 'loaded the knowledge base');
  }
  return { crm: await lexemeStats(db, 'crm'), ia: await lexemeStats(db, 'ia') };
}

async function replacePassages(tx: Queryable, bot: BotPath, passages: KnowledgePassage[]): Promise<void> {
  await tx.query('DELETE FROM bot_passages WHERE bot = $1', [bot]);
  for (const [position, passage] of passages.entries()) {
    await tx.query(
      `INSERT INTO bot_passages (bot, document, section, body, safety_guidelines, position)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [bot, passage.document, passage.section, passage.body, passage.safetyGuidelines, position],
    );
  }
}

async function lexemeStats(db: Queryable, bot: BotPath): Promise<LexemeStats> {
  // ts_stat takes a query text; the bot is one of two fixed words, never user input.
  const words = await db.query<{ word: string; ndoc: number }>(
    `SELECT word, ndoc FROM ts_stat('SELECT tsv FROM bot_passages WHERE bot = ''${bot}''')`,
  );
  const count = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM bot_passages WHERE bot = $1',
    [bot],
  );
  return {
    passages: Number(count[0]?.n ?? 0),
    documentFrequency: new Map(words.map((row) => [row.word, Number(row.ndoc)])),
  };
}
