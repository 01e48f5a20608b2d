import { LRUCache } from 'lru-cache';
import { BOT_CORRECTIONS_CACHED } from '../../../limits';
import { editDistance } from './edit-distance';
import { type KnowledgeBase, pairKey, synonymTermsKey, termPairsOf, termsOfText } from './knowledge-base';
import { SLIP, slipRank } from './slips';
import { STOP_WORDS, termOf } from './words';

/** Every pair of terms the knowledge base writes side by side, in a statement or a heading, by bot. */
const pairsByBase = new WeakMap<KnowledgeBase, ReadonlySet<string>>();
/** The base's words one letter from a word, worked out once per bot and word. */
const nearByBase = new WeakMap<KnowledgeBase, LRUCache<string, readonly string[]>>();

/**
 * A word read by its neighbours, as a reader does: of the knowledge base's words one letter from it, the
 * one the base writes beside a neighbouring word of the question — "power routr" is "router", not
 * "route"; "in fron of the doors" is "front", not "from"; "the steep frame" is "steel". Only a word a
 * slip of the hand explains (slips.ts) is taken, and only where one word of the base fits: otherwise
 * the word is left to the other readings (docs/decisions/0041-bot-retrieval.md).
 */
export function readByNeighbours(
  kb: KnowledgeBase,
  word: string,
  /**
   * The terms of the nearest words of substance before and after it, and a particle right after it as
   * `_up` (a word of the base fits it when the base has the phrasal verb: "ower up" is "power up").
   */
  neighbours: readonly string[],
  /** The words right before and after it, as the question has them: a phrase of the synonym table fits. */
  adjacent: { before?: string; after?: string } = {},
): string | undefined {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return undefined;
  const { before, after } = adjacent;
  if (neighbours.length === 0 && before === undefined && after === undefined) return undefined;
  const isPhrase = (phrase: string) =>
    kb.synonyms.has(phrase) || kb.synonymsByTerms.has(synonymTermsKey(phrase));
  const pairs = pairsOf(kb);
  let fitting: string | undefined;
  for (const candidate of baseWordsOneOff(kb, word)) {
    if (slipRank(word, candidate) !== SLIP) continue;
    const term = termOf(candidate);
    const fits = (neighbour: string) =>
      neighbour.startsWith('_')
        ? kb.sectionsWithTerm.has(`${term}${neighbour}`)
        : neighbour !== term && pairs.has(pairKey(term, neighbour));
    // Or it makes a phrase of the synonym table with the word beside it: "both wags" is "both ways",
    // "plit power" "split power" (the base writes neither).
    const phrased =
      (before !== undefined && isPhrase(`${before} ${candidate}`)) ||
      (after !== undefined && isPhrase(`${candidate} ${after}`));
    if (!phrased && !neighbours.some(fits)) continue;
    if (fitting !== undefined && termOf(fitting) !== term) return undefined;
    fitting ??= candidate;
  }
  return fitting;
}

/**
 * The base's words a slip of the hand makes a word of: what a real word the base lacks may have been
 * meant as ("the warranty star": start).
 */
export function slipsInBase(kb: KnowledgeBase, word: string): string[] {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
  return baseWordsOneOff(kb, word).filter(
    (candidate) =>
      candidate.length >= 4 &&
      !STOP_WORDS.has(candidate) &&
      kb.sectionsWithTerm.has(termOf(candidate)) &&
      slipRank(word, candidate) === SLIP,
  );
}

function pairsOf(kb: KnowledgeBase): ReadonlySet<string> {
  let pairs = pairsByBase.get(kb);
  if (!pairs) {
    const all = new Set<string>();
    for (const passage of kb.passages) {
      for (const pair of termPairsOf(termsOfText(passage.section))) all.add(pair);
      for (const statement of passage.statements) for (const pair of statement.pairs) all.add(pair);
    }
    pairsByBase.set(kb, (pairs = all));
  }
  return pairs;
}

/** The base's words and the words of its synonym table's phrases, by bot. */
const wordsByBase = new WeakMap<KnowledgeBase, readonly string[]>();

function wordsOfBase(kb: KnowledgeBase): readonly string[] {
  let words = wordsByBase.get(kb);
  if (!words) {
    const synonymWords = [...kb.synonyms.keys()].flatMap((key) => key.split(' '));
    wordsByBase.set(kb, (words = [...new Set([...kb.words, ...synonymWords])]));
  }
  return words;
}

function baseWordsOneOff(kb: KnowledgeBase, word: string): readonly string[] {
  let memo = nearByBase.get(kb);
  if (!memo) nearByBase.set(kb, (memo = new LRUCache({ max: BOT_CORRECTIONS_CACHED })));
  let near = memo.get(word);
  if (near === undefined) {
    const found: string[] = [];
    for (const candidate of wordsOfBase(kb))
      if (
        candidate !== word &&
        Math.abs(candidate.length - word.length) <= 1 &&
        /^[a-z]+$/.test(candidate) &&
        editDistance(word, candidate, 1) <= 1
      )
        found.push(candidate);
    memo.set(word, (near = found));
  }
  return near;
}
