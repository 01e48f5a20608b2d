import { coverDensityRank, float4AsRead, type Label } from './cover-density-rank';
import type { LexemeStats } from './knowledge-index';
import type { QuestionLexemes } from './question-lexemes';

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

/** Candidates taken by rank before the coverage check re-orders them (the SQL query's LIMIT). */
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

/** A passage as the in-memory search reads it: its tsvector (bot_passages.tsv) as lexeme → positions. */
export interface IndexedPassage {
  document: string;
  section: string;
  body: string;
  safetyGuidelines: boolean;
  /** Its place in the bot's knowledge base: ties of rank go to the earlier passage. */
  position: number;
  lexemes: Map<string, { position: number; label: Label }[]>;
  /** Positions in the tsvector, what ts_rank_cd's normalization 1 counts. */
  length: number;
}

/** The words of a question that say what it is about, lower case. */
export function questionWords(question: string): string[] {
  return (question.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}.'-]*/gu) ?? []).filter(
    (word) => !FILLER.has(word),
  );
}

/**
 * Full-text search of one bot's passages, in memory: the question's lexemes (English stemming, stop
 * words dropped, as PostgreSQL makes them) joined by OR, ranked by ts_rank_cd with the heading weighing
 * more than the body, then kept only when they cover enough of the question. Best first. It answers what
 * the SQL query it replaced answered (answer-snapshot.test.ts, retrieval-equivalence.test.ts).
 */
export async function searchPassages(
  passages: readonly IndexedPassage[],
  lexemesOf: QuestionLexemes,
  stats: LexemeStats,
  question: string,
  limit = 2,
): Promise<RetrievedPassage[]> {
  const words = questionWords(question);
  if (words.length === 0) return [];
  const lexemes = await lexemesOf.of(words);
  const candidates: { passage: IndexedPassage; rank: number }[] = [];
  for (const passage of passages) {
    const matches = lexemes.flatMap((lexeme) => passage.lexemes.get(lexeme) ?? []);
    if (matches.length === 0) continue;
    matches.sort((a, b) => a.position - b.position);
    candidates.push({ passage, rank: coverDensityRank(matches, passage.length) });
  }
  candidates.sort((a, b) => b.rank - a.rank || a.passage.position - b.passage.position);
  return candidates
    .slice(0, CANDIDATES)
    .map(({ passage, rank }) => {
      const coverage = coverageOf(lexemes, passage.lexemes, stats);
      return {
        document: passage.document,
        section: passage.section,
        body: passage.body,
        safetyGuidelines: passage.safetyGuidelines,
        coverage,
        score: float4AsRead(rank) * coverage,
      };
    })
    .filter((passage) => passage.coverage >= MIN_COVERAGE)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** A word in few passages tells more than one in most, and a word in none tells most of all. */
function coverageOf(question: string[], passage: Map<string, unknown>, stats: LexemeStats): number {
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
