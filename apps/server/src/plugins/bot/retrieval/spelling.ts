import { LRUCache } from 'lru-cache';
import { BOT_CORRECTIONS_CACHED } from '../../../limits';
import { englishWordsStartingWith, isEnglishWord, tellingness } from './dictionary';
import { editDistance } from './edit-distance';
import type { KnowledgeBase } from './knowledge-base';
import { readByNeighbours } from './neighbour-spelling';
import { QUESTION_WORDS } from './question-forms';
import { firstKeySlipped, SLIP, slipRank } from './slips';
import { americanSpelling, CHAT_FILLER, isReadPast, PARTICLES, STOP_WORDS, termOf } from './words';

/** How many letters may be wrong in a word of this length. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** The English words one letter from a word, worked out already. */
const nearEnglish = new LRUCache<string, readonly string[]>({ max: BOT_CORRECTIONS_CACHED });

/**
 * The English words one letter from a word in no list, of its first letter or its first two swapped ("itme":
 * item or time): what it was likely meant as.
 */
export function englishWordsOneOff(word: string): readonly string[] {
  let near = nearEnglish.get(word);
  if (near === undefined) nearEnglish.set(word, (near = findEnglishWordsOneOff(word)));
  return near;
}

/** The first of them, if any. */
export const englishWordOneOff = (word: string): string | undefined => englishWordsOneOff(word)[0];

function findEnglishWordsOneOff(word: string): string[] {
  if (word.length < 4 || !/^[\p{L}]+$/u.test(word)) return [];
  const swapped =
    word[1] === word[0] ? [] : englishWordsStartingWith(word[1]!).filter((c) => c[1] === word[0]);
  return [...englishWordsStartingWith(word[0]!), ...swapped].filter(
    (candidate) => Math.abs(candidate.length - word.length) <= 1 && editDistance(word, candidate, 1) <= 1,
  );
}

/** A word a letter from one of the small words of a question ("dose", "form"): that word mistyped. */
export function isSmallWordMistyped(word: string): boolean {
  if (word.length > 5) return false;
  for (const small of STOP_WORDS) if (editDistance(word, small, 1) <= 1 && small.length >= 3) return true;
  return false;
}

/** Whether a word needs no correction: the knowledge base's, or a word of questions and chat. */
function isKnown(kb: KnowledgeBase, word: string): boolean {
  return (
    kb.words.has(word) ||
    STOP_WORDS.has(word) ||
    CHAT_FILLER.has(word) ||
    QUESTION_WORDS.has(word) ||
    kb.synonyms.has(word) ||
    listsFor(kb).forms.has(word) ||
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
export function correctSpelling(kb: KnowledgeBase, words: string[], named: ReadonlySet<string>): string[] {
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
    const byNeighbours = () =>
      readByNeighbours(kb, word, neighbourTerms(kb, out, words, i), { before: out.at(-1), after: next });
    if (isKnown(kb, word)) {
      // A word of English the base does not use, which a slip made of one it writes beside a neighbour.
      const slipped = isOtherEnglishWord(kb, word) ? byNeighbours() : undefined;
      if (slipped) {
        out.push(slipped);
        continue;
      }
      // A rare English word one letter from a word of the base ("flee" for "fleet") is taken for it.
      const mistyped = isRareEnglishWord(kb, word)
        ? nearestKnown(kb, word, { kbOnly: true, max: 1 })
        : undefined;
      out.push(mistyped ?? word);
      continue;
    }
    if (word.includes('-')) {
      // A compound is corrected part by part: "vehivle-to-grid".
      out.push(
        word
          .split('-')
          .map((part) => (isKnown(kb, part) ? part : (nearestKnown(kb, part) ?? part)))
          .join('-'),
      );
      continue;
    }
    const split = splitInTwo(kb, word);
    if (split) {
      out.push(...split);
      continue;
    }
    // The word of the base one letter away that the base writes beside a neighbour; a name only into
    // one that starts as it does ("Ruoter"), never into another ("iPhone" is no "phone").
    const fitting = byNeighbours();
    if (fitting && (!named.has(word) || fitting[0] === word[0])) {
      out.push(fitting);
      continue;
    }
    // In the one spelling questions are read in: "energisinv" is "energising", read as "energizing".
    const found = nearestKnown(kb, word, named.has(word) ? { sameStart: true } : {});
    // A word of the base two letters away is no match for an English word one letter away ("kitchhen" is
    // "kitchen", not the base's "kitchens").
    const corrected = named.has(word)
      ? found
      : found && editDistance(word, found, 1) > 1
        ? (englishWordOneOff(word) ?? found)
        : found && readAsEnglishSlip(word, found);
    out.push(
      corrected ? americanSpelling(corrected) : named.has(word) ? word : (nearestEnglish(kb, word) ?? word),
    );
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

/** A word of English, not one of a question's small words, whose term the base does not use. */
function isOtherEnglishWord(kb: KnowledgeBase, word: string): boolean {
  return (
    isEnglishWord(word) &&
    !isReadPast(word) &&
    !QUESTION_WORDS.has(word) &&
    !kb.words.has(word) &&
    !kb.synonyms.has(word) &&
    !kb.sectionsWithTerm.has(termOf(word))
  );
}

/**
 * The terms of the nearest words of substance before a word (as corrected) and after it, that the base
 * has, and the particle right after it as `_up`, `_off`….
 */
function neighbourTerms(kb: KnowledgeBase, before: readonly string[], words: readonly string[], at: number) {
  const previous = before.findLast((word) => !isReadPast(word));
  const next = words.slice(at + 1).find((word) => !isReadPast(word));
  const terms = [previous, next]
    .filter((word): word is string => word !== undefined)
    .map(termOf)
    .filter((term) => kb.sectionsWithTerm.has(term));
  // A particle right after it makes a phrasal verb with it ("ower up": power_up).
  const particle = words[at + 1];
  return particle !== undefined && PARTICLES.has(particle) ? [...terms, `_${particle}`] : terms;
}

/** A word of English that is not among its commonest, and that the base does not use. */
function isRareEnglishWord(kb: KnowledgeBase, word: string): boolean {
  return (
    word.length >= 4 &&
    !kb.words.has(word) &&
    isEnglishWord(word) &&
    tellingness(word) >= 0.8 &&
    !isReadPast(word)
  );
}

/** The single-word phrases of the synonym table: words a question may mean, corrected towards too. */
const synonymWords = (kb: KnowledgeBase) => [...kb.synonyms.keys()].filter((key) => !key.includes(' '));

/** The words a misspelling may be corrected to, by bot: built once. */
const correctionLists = new WeakMap<
  KnowledgeBase,
  { small: string[]; base: string[]; fourLetters: string[]; forms: Set<string>; all: string[] }
>();
/** Corrections already worked out, by bot: a word is corrected the same way every time. */
const corrections = new WeakMap<KnowledgeBase, LRUCache<string, { to: string | null }>>();

function listsFor(kb: KnowledgeBase) {
  let lists = correctionLists.get(kb);
  if (!lists) {
    const base = [...new Set([...kb.words, ...synonymWords(kb)])].filter((word) => !/\d/.test(word));
    const forms = new Set(base.flatMap(formsOf).filter((form) => !kb.words.has(form)));
    lists = {
      small: [...STOP_WORDS, ...CHAT_FILLER],
      base,
      fourLetters: base.filter((word) => word.length === 4),
      forms,
      all: [...new Set([...base, ...forms, ...STOP_WORDS, ...CHAT_FILLER, ...QUESTION_WORDS])],
    };
    correctionLists.set(kb, lists);
  }
  return lists;
}

/**
 * The other forms of a word of the base that a question may use and the base does not, in both
 * spellings: "energizing" and "energising" of "energize", "batteries" of "battery" — so a misspelling of
 * one ("energisinv") is corrected to it, and read as the base's word by its stem. Of words not inflected
 * already: "rated" has no "rateded".
 */
function formsOf(word: string): string[] {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || /(ed|ing|ly)$/.test(word) || isReadPast(word)) return [];
  const forms = word.endsWith('e')
    ? [`${word}s`, `${word}d`, `${word.slice(0, -1)}ing`]
    : /[^aeiou]y$/.test(word)
      ? [`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`, `${word}ing`]
      : [/(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`, `${word}ed`, `${word}ing`];
  return word.endsWith('ize')
    ? [...forms, ...forms.map((form) => form.replace(/iz(?=[a-z]+$)/, 'is'))]
    : forms;
}

function nearestKnown(
  kb: KnowledgeBase,
  word: string,
  options: { kbOnly?: boolean; max?: number; sameStart?: boolean } = {},
): string | undefined {
  const key = `${options.kbOnly ? 'b' : 'a'}${options.sameStart ? 's' : ''}${options.max ?? ''}:${word}`;
  return remembered(kb, key, () => findNearest(kb, word, options));
}

/** A correction found once per knowledge base and word, in a bounded memo: visitors repeat their typos. */
function remembered(kb: KnowledgeBase, key: string, find: () => string | undefined): string | undefined {
  let memo = corrections.get(kb);
  if (!memo) corrections.set(kb, (memo = new LRUCache({ max: BOT_CORRECTIONS_CACHED })));
  const known = memo.get(key);
  if (known) return known.to ?? undefined;
  const to = find();
  memo.set(key, { to: to ?? null });
  return to;
}

function findNearest(
  kb: KnowledgeBase,
  word: string,
  {
    kbOnly = false,
    max,
    sameStart: keepStart = false,
  }: { kbOnly?: boolean; max?: number; sameStart?: boolean },
): string | undefined {
  if (!/^[\p{L}]+$/u.test(word)) return undefined;
  // Three-letter words are the small words of a question ("teh", "hwo") or, but for a name, a
  // four-letter word of the base a letter short ("uit", "ift" for "lift").
  const small = word.length <= 3;
  const limit = max ?? (small ? 1 : allowedEdits(word.length));
  const lists = listsFor(kb);
  const candidates = small
    ? word.length === 3 && !keepStart
      ? [...lists.small, ...lists.fourLetters]
      : lists.small
    : kbOnly
      ? lists.base
      : lists.all;
  let nearest: string[] = [];
  let bestDistance = limit + 1;
  let bestRank = SLIP;
  for (const candidate of candidates) {
    if (candidate === word || Math.abs(candidate.length - word.length) > limit) continue;
    // A corrected word keeps its first letter, or its first two in swapped order — but for one letter
    // wrong in a longer word, which may be the first, for the first letter left out ("teel") and for the
    // first key of four hit beside the one meant ("yrid").
    const sameStart =
      candidate[0] === word[0] ||
      (candidate[0] === word[1] && candidate[1] === word[0]) ||
      candidate.slice(1) === word;
    const shortSlip = word.length === 4 && firstKeySlipped(word, candidate);
    if (!sameStart && (keepStart || (word.length < 5 && !shortSlip) || bestDistance < 1)) continue;
    const bound = sameStart ? bestDistance : Math.min(bestDistance, 1);
    const distance = editDistance(word, candidate, bound);
    // Beyond the bound, the distance returned is only a bound's excess, no tie.
    if (distance > bound || distance > limit) continue;
    // A form the base does not use is taken for a letter wrong only.
    if (distance > 1 && lists.forms.has(candidate)) continue;
    // Of words equally near, the ones a slip of the hand explains best (slips.ts); a changed first
    // letter must be such a slip ("putying" is no "dutying").
    const rank = distance === 1 ? slipRank(word, candidate) : SLIP;
    if (!sameStart && rank !== SLIP) continue;
    if (distance < bestDistance || rank < bestRank)
      [nearest, bestDistance, bestRank] = [[candidate], distance, rank];
    else if (rank === bestRank && !nearest.includes(candidate)) nearest.push(candidate);
  }
  // A small word with a letter wrong is likelier than a word of the base with one left out ("teh"); a
  // word the base or a question uses than a form made of it ("carss": cars, not "carses").
  const smallWords = nearest.filter((w) => STOP_WORDS.has(w) || CHAT_FILLER.has(w));
  const used = nearest.filter((w) => !lists.forms.has(w));
  return pickNearest(kb, small && smallWords.length > 0 ? smallWords : used.length > 0 ? used : nearest);
}

/**
 * One of several words equally near a misspelling, when the choice does not matter or is clear: forms of
 * one word ("filter", "filters"), small words that are all read past ("dose": does, done), or the only
 * one the base itself uses ("amnual": manual, not annual).
 */
function pickNearest(kb: KnowledgeBase, nearest: string[]): string | undefined {
  if (nearest.length <= 1) return nearest[0];
  // Forms of one word: the one the synonym table has, whose other words come with it ("sizee": size).
  if (new Set(nearest.map(termOf)).size === 1) return nearest.find((w) => kb.synonyms.has(w)) ?? nearest[0];
  if (nearest.every((w) => STOP_WORDS.has(w) || CHAT_FILLER.has(w))) return nearest[0];
  const used = nearest.filter((w) => kb.words.has(w));
  if (used.length === 1 || (used.length > 1 && new Set(used.map(termOf)).size === 1)) return used[0];
  return undefined;
}

/**
 * `found`, one letter from `word` but by no slip of the hand, unless English words are slips of it: the
 * one such word ("whel" is "wheel", not "when"), or, of several, none — the word stays as typed, unknown,
 * rather than read as a word it likely was not ("rakn": rain or rank, not "ran").
 */
function readAsEnglishSlip(word: string, found: string): string | undefined {
  if (slipRank(word, found) === SLIP) return found;
  const slips = englishWordsOneOff(word).filter((candidate) => slipRank(word, candidate) === SLIP);
  if (slips.length === 0) return found;
  return new Set(slips.map(termOf)).size === 1 ? slips[0] : undefined;
}

/**
 * A misspelling of an English word the base does not use, one letter off ("anwser" is "answer"): read as
 * that word, whose stem may still meet the base's ("answers").
 */
function nearestEnglish(kb: KnowledgeBase, word: string): string | undefined {
  if (word.length < 4 || !/^[\p{L}]+$/u.test(word)) return undefined;
  // The words a slip of the hand explains, if any ("employeea": employees, not employee).
  const oneOff = englishWordsOneOff(word);
  const slips = oneOff.filter((candidate) => slipRank(word, candidate) === SLIP);
  // A word of four letters only where one slip explains it ("cpst": cost).
  if (word.length === 4) return new Set(slips.map(termOf)).size === 1 ? slips[0] : undefined;
  const near = slips.length > 0 ? slips : [...oneOff];
  // Or its first letter mistyped ("rxtended"): the rest of the word is kept as written.
  if (near.length === 0)
    for (const letter of 'abcdefghijklmnopqrstuvwxyz')
      if (letter !== word[0] && isEnglishWord(letter + word.slice(1))) near.push(letter + word.slice(1));
  if (new Set(near.map(termOf)).size === 1) return near[0];
  // Of several, the one whose stem the base uses ("rsting": rating, not resting or rusting).
  const used = near.filter((candidate) => kb.sectionsWithTerm.has(termOf(candidate)));
  return new Set(used.map(termOf)).size === 1 ? used[0] : undefined;
}
