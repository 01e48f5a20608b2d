import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { Queryable } from '../../db/database';
import type { LexemeStats } from './knowledge-index';

export interface RetrievedPassage {
  document: string;
  section: string;
  body: string;
  safetyGuidelines: boolean;
  /** ts_rank_cd weighted by how much of the question the passage covers. */
  score: number;
  /** The share of the question's weight (by inverse passage frequency) the passage contains, 0..1. */
  coverage: number;
}

/** Candidates read from the index before the coverage check re-orders them. */
const CANDIDATES = 8;
/**
 * Below this share of the question a passage is not an answer: a question about toasters shares only
 * "power" with the knowledge base, which every passage contains.
 */
export const MIN_COVERAGE = 0.5;

/**
 * Words of a chat question that say how it is asked, not what about; they would make a question about
 * the Power Blade look unanswered because "please" is in no passage.
 */
const FILLER = new Set(
  (
    'tell me please pls thanks thank you know want wanted like would could can may might explain describe ' +
    'info information question questions help need needs give show say said ask asking wonder wondering ' +
    'hi hello hey ok okay kindly something anything thing things much many get got also really find look ' +
    'looking learn let'
  ).split(' '),
);

interface Row {
  document: string;
  section: string;
  body: string;
  safety_guidelines: boolean;
  rank: number;
  question_lexemes: string[];
  passage_lexemes: string[];
}

/**
 * Full-text search of one bot's passages: the question's lexemes (English stemming, stop words dropped)
 * joined by OR into a tsquery, ranked by ts_rank_cd with the heading weighing more than the body, then
 * kept only when they cover enough of the question. Best first.
 */
export async function searchPassages(
  db: Queryable,
  stats: LexemeStats,
  bot: BotPath,
  question: string,
  limit = 2,
): Promise<RetrievedPassage[]> {
  const words = (question.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}.'-]*/gu) ?? []).filter(
    (word) => !FILLER.has(word),
  );
  if (words.length === 0) return [];
  const rows = await db.query<Row>(
    // The question's lexemes come from to_tsvector('english'), like the index's; they are OR-ed by a cast
    // rather than by to_tsquery, which would stem the stems again ('warehous' would become 'wareh').
    `WITH question AS (
       SELECT lexemes,
              array_to_string(ARRAY(SELECT quote_literal(lexeme) FROM unnest(lexemes) AS lexeme), ' | ')::tsquery
                AS query
       FROM (SELECT tsvector_to_array(to_tsvector('english', $2)) AS lexemes) AS parsed
     )
     SELECT p.document, p.section, p.body, p.safety_guidelines,
            ts_rank_cd(p.tsv, question.query, 1) AS rank,
            question.lexemes AS question_lexemes, tsvector_to_array(p.tsv) AS passage_lexemes
     FROM bot_passages AS p, question
     WHERE p.bot = $1 AND p.tsv @@ question.query
     ORDER BY rank DESC, p.position
     LIMIT ${CANDIDATES}`,
    [bot, words.join(' ')],
  );
  return rows
    .map((row) => {
      const coverage = coverageOf(row.question_lexemes, new Set(row.passage_lexemes), stats);
      return {
        document: row.document,
        section: row.section,
        body: row.body,
        safetyGuidelines: row.safety_guidelines,
        coverage,
        score: Number(row.rank) * coverage,
      };
    })
    .filter((passage) => passage.coverage >= MIN_COVERAGE)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** A word in few passages tells more than one in most, and a word in none tells most of all. */
function coverageOf(question: string[], passage: Set<string>, stats: LexemeStats): number {
  const weight = (lexeme: string) =>
    Math.log(1 + stats.passages / Math.max(stats.documentFrequency.get(lexeme) ?? 0, 0.5));
  let total = 0;
  let covered = 0;
  for (const lexeme of new Set(question)) {
    const w = weight(lexeme);
    total += w;
    if (passage.has(lexeme)) covered += w;
  }
  return total === 0 ? 0 : covered / total;
}
