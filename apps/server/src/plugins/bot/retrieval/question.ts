import { isEnglishWord, tellingness } from './dictionary';
import { editDistance } from './edit-distance';
import { termWeight, termsOfText, type KnowledgeBase } from './knowledge-base';
import { CHAT_FILLER, STOP_WORDS, americanSpelling, isReadPast, wordsOf } from './words';

/** One thing a question asks about: a word, or a phrase of the synonym table, and the terms that match it. */
export interface Concept {
  /** As the question wrote it (spelling corrected). */
  text: string;
  /** The terms that stand for it in the knowledge base: its own, and its synonyms' found there. */
  terms: readonly string[];
  /** How telling it is: the most telling of its terms (knowledge-base.ts termWeight). */
  weight: number;
}

/** A question as the search reads it. */
export interface ReadQuestion {
  /** The question's words with their spelling corrected, lower case: what intents are read from. */
  corrected: string;
  /** What it asks about that the knowledge base has words for. */
  concepts: Concept[];
  /**
   * Words of substance the knowledge base has no word for, even misspelt: not searched, but weighed
   * against an answer as a word the base lacks — a common one ("big") little, a rare one ("seismic") much.
   */
  unknown: { word: string; weight: number }[];
  /** It asks how to do something: the answer is the whole section. */
  procedure: boolean;
  /** It continues the last question ("and the current?"): the conversation's topic completes it. */
  followUp: boolean;
}

/**
 * Words a question may hold that are neither in the knowledge base nor chat: what the intents and the
 * question forms are written with. A misspelling is corrected towards them too.
 */
const QUESTION_WORDS = new Set(
  (
    'agent human person representative operator someone somebody talk speak chat connect transfer live ' +
    'real support photo photos picture pictures image images pic pics upload send attach share submit ' +
    'screenshot screenshots equipment unit device damage step steps procedure process instructions ' +
    'checklist walk guide'
  ).split(' '),
);

/** What a word the knowledge base lacks weighs before its commonness: a word in a few of its sections. */
const UNKNOWN_WORD_WEIGHT = 2;

/** How many letters may be wrong in a word of this length. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

const PROCEDURE =
  /\b(how (do|can|should|would|to|must|shall) (i|we|you|one)?\s*\w+|how to\b|steps?\b|procedure|process for|instructions|checklist|what do i (do|need to do)|walk me through|in what order|sequence)/;
const FOLLOW_UP =
  /^(and|also|plus|what about|how about|and what|and how|what of|and the|and its?|same for)\b/;

/** Reads a question: its spelling corrected against the knowledge base, its concepts and its kind. */
export function readQuestion(kb: KnowledgeBase, question: string): ReadQuestion {
  const written = wordsOf(question).map(americanSpelling);
  const words = correctSpelling(kb, written);
  const corrected = words.join(' ');
  const concepts: Concept[] = [];
  const unknown: ReadQuestion['unknown'] = [];
  for (let i = 0; i < words.length;) {
    const phrase = longestSynonymAt(kb, words, i);
    if (phrase) {
      concepts.push(conceptOf(kb, phrase.text, phrase.terms));
      i += phrase.length;
      continue;
    }
    const word = words[i++]!;
    if (isReadPast(word) || QUESTION_WORDS.has(word)) continue;
    const terms = termsOfText(word).filter((term) => kb.sectionsWithTerm.has(term));
    if (terms.length === 0) {
      // A word the base lacks, a letter from a small word ("dose", "form"), is that word mistyped.
      if (/[\p{L}]/u.test(word) && word.length > 1 && !isSmallWordMistyped(word))
        unknown.push({ word, weight: UNKNOWN_WORD_WEIGHT * tellingness(word) });
      continue;
    }
    concepts.push(conceptOf(kb, word, terms));
  }
  const plain = written.join(' ');
  return {
    corrected,
    concepts: mergeSame(concepts),
    unknown,
    procedure: PROCEDURE.test(plain),
    followUp: FOLLOW_UP.test(plain),
  };
}

function isSmallWordMistyped(word: string): boolean {
  if (word.length > 5) return false;
  for (const small of STOP_WORDS) if (editDistance(word, small, 1) <= 1 && small.length >= 3) return true;
  return false;
}

/**
 * A concept's weight: how rare its terms are in the bot's sections, times how rare the word is in
 * English — "long" in one section says less than "warranty" in three. A phrase of the synonym table is
 * as telling as a term of the trade.
 */
function conceptOf(kb: KnowledgeBase, text: string, terms: readonly string[]): Concept {
  const rarity = Math.max(0, ...terms.map((term) => termWeight(kb, term)));
  return { text, terms, weight: rarity * (text.includes(' ') ? 1 : tellingness(text)) };
}

/** One concept per set of terms: "ground" asked twice, or as "earth" and "grounding", counts once. */
function mergeSame(concepts: Concept[]): Concept[] {
  const seen = new Set<string>();
  return concepts.filter((concept) => {
    const key = [...concept.terms].sort().join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function longestSynonymAt(kb: KnowledgeBase, words: string[], start: number) {
  for (let length = Math.min(kb.longestSynonym, words.length - start); length >= 1; length--) {
    const text = words.slice(start, start + length).join(' ');
    const terms = kb.synonyms.get(text);
    if (terms) {
      // The phrase's own words count too, where the knowledge base has them.
      const own = termsOfText(text).filter((term) => kb.sectionsWithTerm.has(term));
      return { text, terms: [...new Set([...terms, ...own])], length };
    }
  }
  return undefined;
}

/** Whether a word needs no correction: the knowledge base's, or a word of questions and chat. */
function isKnown(kb: KnowledgeBase, word: string): boolean {
  return (
    kb.words.has(word) ||
    STOP_WORDS.has(word) ||
    CHAT_FILLER.has(word) ||
    QUESTION_WORDS.has(word) ||
    kb.synonyms.has(word) ||
    isEnglishWord(word) ||
    /\d/.test(word)
  );
}

/**
 * Each word the knowledge base and chat do not know is corrected: two words run together are split
 * ("powerrouter"), a word split in two is joined ("data sheet" → "datasheet" where that is the
 * knowledge base's), else the nearest known word within a letter or two is taken — only when one word
 * is nearest, so a real word the base lacks ("toaster") stays what it is.
 */
function correctSpelling(kb: KnowledgeBase, words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if (next !== undefined) {
      const joined = [`${word}${next}`, `${word}-${next}`].find((candidate) => kb.words.has(candidate));
      if (joined && !(kb.words.has(word) && kb.words.has(next))) {
        out.push(joined);
        i++;
        continue;
      }
    }
    if (isKnown(kb, word)) {
      out.push(word);
      continue;
    }
    const split = splitInTwo(kb, word);
    if (split) {
      out.push(...split);
      continue;
    }
    out.push(nearestKnown(kb, word) ?? word);
  }
  return out;
}

function splitInTwo(kb: KnowledgeBase, word: string): [string, string] | undefined {
  for (let at = 2; at <= word.length - 2; at++) {
    const [left, right] = [word.slice(0, at), word.slice(at)];
    if (kb.words.has(left) && kb.words.has(right) && !STOP_WORDS.has(left) && !STOP_WORDS.has(right))
      return [left, right];
  }
  return undefined;
}

function nearestKnown(kb: KnowledgeBase, word: string): string | undefined {
  if (!/^[\p{L}]+$/u.test(word)) return undefined;
  // Three-letter words are only ever the small words of a question ("teh", "hwo").
  const small = word.length <= 3;
  const limit = small ? 1 : allowedEdits(word.length);
  const candidates: Iterable<string> = small
    ? [...STOP_WORDS, ...CHAT_FILLER]
    : [...kb.words, ...STOP_WORDS, ...CHAT_FILLER, ...QUESTION_WORDS];
  let nearest: string[] = [];
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === word || /\d/.test(candidate)) continue;
    // A corrected word keeps its first letter, or its first two in swapped order.
    if (candidate[0] !== word[0] && !(candidate[0] === word[1] && candidate[1] === word[0])) continue;
    const distance = editDistance(word, candidate, bestDistance);
    if (distance < bestDistance) [nearest, bestDistance] = [[candidate], distance];
    else if (distance === bestDistance && !nearest.includes(candidate)) nearest.push(candidate);
  }
  if (nearest.length === 1) return nearest[0];
  // Several small words alike ("dose": does, done) are all read past: any of them will do.
  if (nearest.length > 1 && nearest.every((w) => STOP_WORDS.has(w) || CHAT_FILLER.has(w))) return nearest[0];
  return undefined;
}
