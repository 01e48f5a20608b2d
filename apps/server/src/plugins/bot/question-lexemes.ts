import type { Queryable } from '../../db/database';
import { BOT_WORD_LEXEMES_CACHED } from '../../limits';
import { boundedMap } from './bounded-map';

/** Lexemes in tsvector order (bytes compared, a prefix first), as tsvector_to_array answers them. */
const byTsvectorOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The lexemes PostgreSQL's `to_tsvector('english', …)` makes of question words, remembered per word. The
 * parser never joins tokens across a space, so the lexemes of a question are the union of its words'
 * lexemes. A word not seen before costs one query for all such words of the question; the words of the
 * knowledge base are looked up at start, so most questions cost none.
 */
export function questionLexemes(db: Queryable) {
  const known = boundedMap<string, readonly string[]>(BOT_WORD_LEXEMES_CACHED);

  /** Each word's lexemes: remembered ones, and one query for all the others. */
  async function lookUp(words: string[]): Promise<Map<string, readonly string[]>> {
    const found = new Map<string, readonly string[]>();
    const missing: string[] = [];
    for (const word of new Set(words)) {
      const lexemes = known.get(word);
      if (lexemes) found.set(word, lexemes);
      else missing.push(word);
    }
    if (missing.length === 0) return found;
    const rows = await db.query<{ word: string; lexemes: string[] }>(
      `SELECT word, tsvector_to_array(to_tsvector('english', word)) AS lexemes
       FROM unnest($1::text[]) AS word`,
      [missing],
    );
    for (const row of rows) {
      known.set(row.word, row.lexemes);
      found.set(row.word, row.lexemes);
    }
    return found;
  }

  return {
    /** Looks the words up ahead of the first question (the knowledge base's own words). */
    async preload(words: string[]): Promise<void> {
      await lookUp(words);
    },

    /** The distinct lexemes of the words, in tsvector order. */
    async of(words: string[]): Promise<string[]> {
      const found = await lookUp(words);
      const lexemes = new Set<string>();
      for (const word of words) for (const lexeme of found.get(word) ?? []) lexemes.add(lexeme);
      return [...lexemes].sort(byTsvectorOrder);
    },
  };
}
export type QuestionLexemes = ReturnType<typeof questionLexemes>;
