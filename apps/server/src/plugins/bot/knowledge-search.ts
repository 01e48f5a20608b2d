import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { Queryable } from '../../db/database';
import type { Label } from './cover-density-rank';
import type { LexemeStats } from './knowledge-index';
import { questionLexemes } from './question-lexemes';
import { questionWords, searchPassages, type IndexedPassage, type RetrievedPassage } from './retrieval';

interface PassageRow {
  bot: BotPath;
  position: number;
  document: string;
  section: string;
  body: string;
  safety_guidelines: boolean;
}

interface LexemeRow {
  bot: BotPath;
  position: number;
  lexeme: string;
  positions: number[] | null;
  weights: string[] | null;
}

/**
 * The bots' knowledge bases held in memory (issue 13): they are small and shipped with the server, so an
 * answer searches them without a database round trip. The passages and their tsvectors are read once,
 * after syncKnowledge has loaded this process's files; PostgreSQL still makes every lexeme.
 */
export async function loadKnowledgeSearch(db: Queryable, stats: Record<BotPath, LexemeStats>) {
  const passages = await db.query<PassageRow>(
    `SELECT bot, position, document, section, body, safety_guidelines FROM bot_passages ORDER BY bot, position`,
  );
  // unnest(tsvector) gives each lexeme with its positions and their labels (A … D).
  const lexemeRows = await db.query<LexemeRow>(
    `SELECT p.bot, p.position, t.lexeme, t.positions, t.weights
     FROM bot_passages AS p, unnest(p.tsv) AS t`,
  );
  const index: Record<BotPath, IndexedPassage[]> = { crm: [], ia: [] };
  const byKey = new Map<string, IndexedPassage>();
  for (const row of passages) {
    const passage: IndexedPassage = {
      document: row.document,
      section: row.section,
      body: row.body,
      safetyGuidelines: row.safety_guidelines,
      position: Number(row.position),
      lexemes: new Map(),
      length: 0,
    };
    index[row.bot].push(passage);
    byKey.set(`${row.bot}:${passage.position}`, passage);
  }
  for (const row of lexemeRows) {
    const passage = byKey.get(`${row.bot}:${Number(row.position)}`)!;
    const positions = (row.positions ?? []).map((position, n) => ({
      position: Number(position),
      label: (row.weights?.[n] ?? 'D') as Label,
    }));
    passage.lexemes.set(row.lexeme, positions);
    // ts_rank_cd's length counts a lexeme without positions once.
    passage.length += Math.max(positions.length, 1);
  }
  const lexemesOf = questionLexemes(db);
  await lexemesOf.preload(
    passages.flatMap((row) => questionWords(`${row.document} ${row.section} ${row.body}`)),
  );
  return {
    /** The best passages of the bot's knowledge base for the question (retrieval.ts). */
    search(bot: BotPath, question: string, limit?: number): Promise<RetrievedPassage[]> {
      return searchPassages(index[bot], lexemesOf, stats[bot], question, limit);
    },
  };
}
export type KnowledgeSearch = Awaited<ReturnType<typeof loadKnowledgeSearch>>;
