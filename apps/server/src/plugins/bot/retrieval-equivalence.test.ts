import { beforeAll, describe, expect, it } from 'vitest';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import { useTestServer } from '../../../test/harness';
import type { Queryable } from '../../db/database';
import { syncKnowledge, type LexemeStats } from './knowledge-index';
import { loadKnowledgeSearch, type KnowledgeSearch } from './knowledge-search';
import { MIN_COVERAGE, questionWords } from './retrieval';

/**
 * The SQL search the in-memory one replaced (issue 13), kept here as the reference: every question must
 * get the same passages with the same ranks, coverages and scores, to the last bit.
 */
async function sqlSearch(db: Queryable, stats: LexemeStats, bot: BotPath, question: string, limit: number) {
  const words = questionWords(question);
  if (words.length === 0) return [];
  const rows = await db.query<{
    document: string;
    section: string;
    rank: number;
    question_lexemes: string[];
    passage_lexemes: string[];
  }>(
    `WITH question AS (
       SELECT lexemes,
              array_to_string(ARRAY(SELECT quote_literal(lexeme) FROM unnest(lexemes) AS lexeme), ' | ')::tsquery
                AS query
       FROM (SELECT tsvector_to_array(to_tsvector('english', $2)) AS lexemes) AS parsed
     )
     SELECT p.document, p.section, ts_rank_cd(p.tsv, question.query, 1) AS rank,
            question.lexemes AS question_lexemes, tsvector_to_array(p.tsv) AS passage_lexemes
     FROM bot_passages AS p, question
     WHERE p.bot = $1 AND p.tsv @@ question.query
     ORDER BY rank DESC, p.position
     LIMIT 8`,
    [bot, words.join(' ')],
  );
  const weight = (lexeme: string) =>
    Math.log(1 + stats.passages / Math.max(stats.documentFrequency.get(lexeme) ?? 0, 0.5));
  return rows
    .map((row) => {
      const passage = new Set(row.passage_lexemes);
      let total = 0;
      let covered = 0;
      for (const lexeme of new Set(row.question_lexemes)) {
        total += weight(lexeme);
        if (passage.has(lexeme)) covered += weight(lexeme);
      }
      const coverage = total === 0 ? 0 : covered / total;
      return { document: row.document, section: row.section, coverage, score: Number(row.rank) * coverage };
    })
    .filter((passage) => passage.coverage >= MIN_COVERAGE)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** Questions made of the knowledge base's own words: headings, and runs of words from every passage. */
async function questionsOf(db: Queryable, bot: BotPath): Promise<string[]> {
  const rows = await db.query<{ section: string; body: string }>(
    'SELECT section, body FROM bot_passages WHERE bot = $1 ORDER BY position',
    [bot],
  );
  return rows.flatMap((row, n) => {
    const words = row.body.split(/\s+/);
    const runs = [0, 7, 19].map((start) =>
      words.slice(start + (n % 5), start + (n % 5) + 3 + (n % 4)).join(' '),
    );
    return [row.section, `How does ${row.section.toLowerCase()} work?`, ...runs];
  });
}

describe('the in-memory knowledge search answers what the SQL search answered', () => {
  const server = useTestServer();
  let knowledge: KnowledgeSearch;
  let stats: Record<BotPath, LexemeStats>;
  beforeAll(async () => {
    stats = await syncKnowledge(server.db, server.config.bot.knowledgeDir, server.app.log);
    knowledge = await loadKnowledgeSearch(server.db, stats);
  });

  it.each(['crm', 'ia'] as const)('%s: every passage, rank, coverage and score', async (bot) => {
    const questions = [
      ...(await questionsOf(server.db, bot)),
      "Isn't the U.S. office's e-mail sales@ohmstead.example?",
      'v2.3.1 firmware, 480V/277V, IP-65 and 10,000 m² rooftops',
      'Ünïcödé wörds and 中文 and emoji 🚗⚡',
    ];
    expect(questions.length).toBeGreaterThan(100);
    for (const question of questions) {
      const inMemory = (await knowledge.search(bot, question, 8)).map(
        ({ document, section, coverage, score }) => ({ document, section, coverage, score }),
      );
      expect({ question, passages: inMemory }).toEqual({
        question,
        passages: await sqlSearch(server.db, stats[bot], bot, question, 8),
      });
    }
  });
});
