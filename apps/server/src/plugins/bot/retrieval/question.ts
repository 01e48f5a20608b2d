import { LRUCache } from 'lru-cache';
import { BOT_CORRECTIONS_CACHED } from '../../../limits';
import { englishWordsStartingWith, isEnglishWord, tellingness } from './dictionary';
import { editDistance } from './edit-distance';
import {
  relatedTerms,
  termWeight,
  termsOfText,
  uniqueAlternatives,
  type KnowledgeBase,
} from './knowledge-base';
import { UNCOVERED_TOPICS } from './synonyms';
import {
  CHAT_FILLER,
  STOP_WORDS,
  americanSpelling,
  isReadPast,
  termOf,
  withPhrasalVerbs,
  wordsOf,
} from './words';

/** One thing a question asks about: a word, or a phrase of the synonym table, and what matches it. */
export interface Concept {
  /** As the question wrote it (spelling corrected). */
  text: string;
  /**
   * What stands for it in the knowledge base, each alternative a set of terms that must all be there: its
   * own word or phrase, its other forms, and its synonyms found there.
   */
  alternatives: readonly (readonly string[])[];
  /** How telling it is: the most telling of its terms (knowledge-base.ts termWeight). */
  weight: number;
}

/** A kind of fact a question's form asks for, and how a statement that gives it is told. */
export interface AnswerCue {
  terms: readonly string[];
  /** A figure: a number in the statement. */
  figure?: boolean;
  /** An amount of money, without which a statement is no answer at all. */
  money?: boolean;
}

/** A question as the search reads it. */
export interface ReadQuestion {
  /** The question's words with their spelling corrected, lower case: greetings and thanks are read from it. */
  corrected: string;
  /**
   * The same without the chat before and after the question ("Hello, quick question:", "thanks a lot"):
   * what the other intents are read from. Empty when the message is nothing but chat.
   */
  core: string;
  /** What it asks about that the knowledge base has words for. */
  concepts: Concept[];
  /**
   * Words of substance the knowledge base has no word for, even misspelt: not searched, but weighed
   * against an answer as a word the base lacks — a common one ("big") little, a rare one ("seismic") much.
   */
  unknown: { word: string; weight: number }[];
  /**
   * What kind of fact the question's form asks for ("how often": a period, "how many": a number): terms
   * and shapes that make a statement the answer, never required of it.
   */
  cues: AnswerCue[];
  /** It asks how to do something, or to be shown a subject whole: the answer is the whole section. */
  wholeSection: boolean;
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

/** A name the base does not know (a company, a product) is what the question is about: it weighs most. */
const NAME_WEIGHT = 2;

/**
 * The words a question writes as names: a capital inside a sentence ("the Cary DMV"), or capitals after
 * the first letter ("iPhone", "MTBF"). One the base does not know names something else — a company, a
 * product, a place — and is what the question is about (docs/decisions.md "The bots' retrieval").
 */
function namesIn(question: string): ReadonlySet<string> {
  const capitalised = question.match(/(?<=[\p{L}\p{N}'’)]\s+)\p{Lu}[\p{L}\p{N}]*/gu) ?? [];
  const innerCapitals = question.match(/\b[\p{L}\p{N}]+\p{Lu}[\p{L}\p{N}]*/gu) ?? [];
  return new Set([...capitalised, ...innerCapitals].map((word) => americanSpelling(wordsOf(word)[0] ?? '')));
}

/** Phrases of chat around a question, read past whole (their words alone would mean something). */
const CHAT_PHRASES =
  /\b(thanks|thank you|cheers) in advance\b|\bsorry to (bother|trouble) you\b|\b(quick|short|simple) question\b|\bi was (just )?wondering\b|\bjust wondering\b|\bif you (don't|do not) mind\b|\b(much|really) appreciated\b|\bhave a (nice|good|great) (day|one)\b|\bhope you('re| are) (well|doing well)\b/gi;

const withoutChatPhrases = (question: string) => question.replace(CHAT_PHRASES, ' ');

/** The words without the greetings and thanks before and after them: where a question starts and ends. */
function withoutChatAround(words: string[]): string[] {
  const chat = (word: string) => CHAT_FILLER.has(word) && !STOP_WORDS.has(word);
  let start = 0;
  let end = words.length;
  while (start < end && (chat(words[start]!) || words[start] === 'there' || words[start] === 'all')) start++;
  while (end > start && chat(words[end - 1]!)) end--;
  return words.slice(start, end);
}

/** How many letters may be wrong in a word of this length. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/**
 * The forms of question that ask for a kind of fact, the words that ask it (read past as concepts: "how
 * long" asks a duration, it is not about length), and what gives it.
 */
const ANSWER_FORMS: {
  form: RegExp;
  asking: string[];
  cue: { words: string; figure?: boolean; money?: boolean };
}[] = [
  {
    // A price: the knowledge base publishes none, so only a statement with an amount of money answers.
    form: /\bhow much (does|do|is|are|would|will|did)\b.*\b(cost|costs|charge|price|pay)\b|\bhow much is an?\b|\b(price|cost|costs) of\b|\bwhat does .* cost\b/,
    asking: ['cost', 'costs', 'price', 'pay', 'much'],
    cue: { words: '', money: true },
  },
  {
    form: /\bhow (often|frequently)\b|\b(what|which) (interval|intervals|schedule)\b|\bhow many times\b/,
    asking: ['often', 'frequently', 'interval', 'intervals', 'times'],
    cue: {
      words: 'every month months year years week weeks day days schedule interval annually',
      figure: true,
    },
  },
  {
    form: /\bhow long\b|\bhow much time\b|\bwhen\b/,
    asking: ['long', 'time', 'when'],
    cue: { words: 'minutes hours days weeks months years time after before date wait', figure: true },
  },
  {
    form: /\bhow (many|much|far|big|large|heavy|high|hot|cold|fast|efficient|strong|wide|deep|tall)\b|\bwhat (size|rating|range|length|percentage)\b/,
    asking: ['many', 'much', 'far', 'big', 'large', 'high', 'size', 'range'],
    cue: { words: '', figure: true },
  },
  {
    form: /\bwhere\b/,
    asking: ['where'],
    cue: {
      words: 'located location address inside behind bottom top front side door page label portal header',
    },
  },
  {
    form: /\bwho\b/,
    asking: ['who'],
    cue: { words: 'ceo cto officer president founder advisor director team electrician technician engineer' },
  },
];

const PROCEDURE =
  /\b(how (do|can|should|would|to|must|shall) (i|we|you|one)?\s*\w+|how to\b|steps?\b|procedure|process for|instructions|checklist|what (do|should|must|can) (i|we) (do|try|check)|what do i need to do|walk me through|in what order|sequence)/;
/** A request to be shown a subject rather than told a fact: "show me …", "give me an overview of …". */
const SHOW_WHOLE =
  /^(show|list|describe|summari[sz]e|outline|give me (an? )?(overview|summary|rundown|list))\b|\b(tell|show) me (all|everything|more) about\b|\boverview of\b/;
const FOLLOW_UP =
  /^(and|also|plus|what about|how about|and what|and how|what of|and the|and its?|same for)\b/;

/** Reads a question: its spelling corrected against the knowledge base, its concepts and its kind. */
export function readQuestion(kb: KnowledgeBase, question: string): ReadQuestion {
  const written = wordsOf(withoutChatPhrases(question)).map(americanSpelling);
  const named = namesIn(question);
  const words = joinPhrasalVerbs(correctSpelling(kb, written, named));
  const corrected = words.join(' ');
  const forms = ANSWER_FORMS.filter(({ form }) => form.test(corrected));
  const asking = new Set(forms.flatMap(({ asking }) => asking));
  const cues = forms.map(({ cue }) => ({
    terms: termsOfText(cue.words).filter((term) => kb.sectionsWithTerm.has(term)),
    ...(cue.figure ? { figure: true } : {}),
    ...(cue.money ? { money: true } : {}),
  }));
  const concepts: Concept[] = [];
  const unknown: ReadQuestion['unknown'] = [];
  for (let i = 0; i < words.length;) {
    const uncovered = uncoveredTopicAt(words, i);
    if (uncovered) {
      unknown.push({ word: uncovered.text, weight: UNKNOWN_WORD_WEIGHT * NAME_WEIGHT });
      i += uncovered.length;
      continue;
    }
    const phrase = longestSynonymAt(kb, words, i);
    if (phrase) {
      concepts.push(conceptOf(kb, phrase.text, phrase.alternatives, phrase.own));
      i += phrase.length;
      continue;
    }
    const word = words[i++]!;
    if (isReadPast(word) || QUESTION_WORDS.has(word) || asking.has(word)) continue;
    const own = termsOfText(word);
    const terms = [
      ...new Set([
        ...own.filter((term) => kb.sectionsWithTerm.has(term)),
        ...own.flatMap((t) => relatedTerms(kb, t)),
      ]),
    ];
    const alternatives = terms.map((term) => [term]);
    if (alternatives.length === 0) {
      // A word the base lacks, a letter from a small word ("dose", "form"), is that word mistyped.
      if (/[\p{L}]/u.test(word) && word.length > 1 && !isSmallWordMistyped(word))
        unknown.push({
          word,
          weight: UNKNOWN_WORD_WEIGHT * unknownTellingness(word, named.has(word)),
        });
      continue;
    }
    const exact = own.filter((term) => kb.sectionsWithTerm.has(term));
    concepts.push(conceptOf(kb, word, alternatives, exact));
  }
  const plain = withoutChatAround(written).join(' ');
  return {
    corrected,
    core: withoutChatAround(words).join(' '),
    concepts: mergeSame(concepts),
    unknown,
    cues,
    wholeSection: PROCEDURE.test(plain) || SHOW_WHOLE.test(plain) || SHOW_WHOLE.test(written.join(' ')),
    followUp: FOLLOW_UP.test(plain),
  };
}

/**
 * How much a word the base lacks says about the question: a name, most; an English word, by how rare it
 * is; a word in no list that is one letter from an English word, as much as that word (a typo of
 * "normal" is not jargon); anything else, as a term of some other trade.
 */
function unknownTellingness(word: string, named: boolean): number {
  if (named) return NAME_WEIGHT;
  if (isEnglishWord(word)) return tellingness(word);
  let near = nearEnglish.get(word);
  if (near === undefined) nearEnglish.set(word, (near = nearestEnglishWord(word) ?? ''));
  return near ? tellingness(near) : 1;
}

const nearEnglish = new LRUCache<string, string>({ max: BOT_CORRECTIONS_CACHED });

function nearestEnglishWord(word: string): string | undefined {
  if (word.length < 4 || !/^[\p{L}]+$/u.test(word)) return undefined;
  for (const candidate of englishWordsStartingWith(word[0]!))
    if (editDistance(word, candidate, 1) <= 1) return candidate;
  return undefined;
}

function isSmallWordMistyped(word: string): boolean {
  if (word.length > 5) return false;
  for (const small of STOP_WORDS) if (editDistance(word, small, 1) <= 1 && small.length >= 3) return true;
  return false;
}

/**
 * A concept's weight: how rare its words are in the bot's sections, times how rare the word is in
 * English — "long" in one section says less than "warranty" in three. A phrase weighs what its own words
 * weigh in the base; one the base never uses, what its synonyms weigh at the median: a group of many
 * synonyms is not as telling as its rarest member.
 */
function conceptOf(
  kb: KnowledgeBase,
  text: string,
  alternatives: readonly (readonly string[])[],
  own: readonly string[],
): Concept {
  const rarityOf = (terms: readonly string[]) => Math.max(0, ...terms.map((term) => termWeight(kb, term)));
  const weights = alternatives.map(rarityOf).sort((a, b) => a - b);
  const rarity = own.length > 0 ? rarityOf(own) : (weights[Math.floor(weights.length / 2)] ?? 0);
  const common = text.includes(' ') ? 1 : tellingness(text);
  return { text, alternatives, weight: rarity * common };
}

/** Whether a concept is in a set of terms: one of its alternatives, all of its terms. */
export function holdsConcept(has: (term: string) => boolean, concept: Concept): boolean {
  return concept.alternatives.some((alternative) => alternative.every(has));
}

/** One concept per set of terms: "ground" asked twice, or as "earth" and "grounding", counts once. */
function mergeSame(concepts: Concept[]): Concept[] {
  const seen = new Set<string>();
  return concepts.filter((concept) => {
    const key = concept.alternatives
      .map((alternative) => [...alternative].sort().join('+'))
      .sort()
      .join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const UNCOVERED = UNCOVERED_TOPICS.map((topic) => wordsOf(topic));

function uncoveredTopicAt(words: string[], start: number) {
  const topic = UNCOVERED.find((topicWords) => topicWords.every((word, n) => words[start + n] === word));
  return topic && { text: topic.join(' '), length: topic.length };
}

function longestSynonymAt(kb: KnowledgeBase, words: string[], start: number) {
  for (let length = Math.min(kb.longestSynonym, words.length - start); length >= 1; length--) {
    const text = words.slice(start, start + length).join(' ');
    const terms = kb.synonyms.get(text);
    if (terms) {
      // The phrase's own words count too, where the knowledge base has them.
      const own = termsOfText(text).filter((term) => kb.sectionsWithTerm.has(term));
      return {
        text,
        alternatives: uniqueAlternatives([...terms, ...(own.length > 0 ? [own] : [])]),
        own,
        length,
      };
    }
  }
  return undefined;
}

/** "Shut the unit down" read as "shut down the unit", so the synonym table's phrases match. */
function joinPhrasalVerbs(words: string[]): string[] {
  return withPhrasalVerbs(words).flatMap((word) => word.split('_'));
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
function correctSpelling(kb: KnowledgeBase, words: string[], named: ReadonlySet<string>): string[] {
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
      // A rare English word one letter from a word of the base ("flee" for "fleet") is taken for it.
      const mistyped = isRareEnglishWord(kb, word)
        ? nearestKnown(kb, word, { kbOnly: true, max: 1 })
        : undefined;
      out.push(mistyped ?? word);
      continue;
    }
    const split = splitInTwo(kb, word);
    if (split) {
      out.push(...split);
      continue;
    }
    // A name is corrected only into a word of the base that starts as it does ("Ruoter"), never into
    // another ("iPhone" is no "phone").
    const corrected = nearestKnown(kb, word, named.has(word) ? { sameStart: true } : {});
    out.push(corrected ?? (named.has(word) ? word : (nearestEnglish(word) ?? word)));
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
const correctionLists = new WeakMap<KnowledgeBase, { small: string[]; base: string[]; all: string[] }>();
/** Corrections already worked out, by bot: a word is corrected the same way every time. */
const corrections = new WeakMap<KnowledgeBase, LRUCache<string, { to: string | null }>>();

function listsFor(kb: KnowledgeBase) {
  let lists = correctionLists.get(kb);
  if (!lists) {
    const base = [...new Set([...kb.words, ...synonymWords(kb)])].filter((word) => !/\d/.test(word));
    lists = {
      small: [...STOP_WORDS, ...CHAT_FILLER],
      base,
      all: [...new Set([...base, ...STOP_WORDS, ...CHAT_FILLER, ...QUESTION_WORDS])],
    };
    correctionLists.set(kb, lists);
  }
  return lists;
}

function nearestKnown(
  kb: KnowledgeBase,
  word: string,
  options: { kbOnly?: boolean; max?: number; sameStart?: boolean } = {},
): string | undefined {
  let memo = corrections.get(kb);
  if (!memo) corrections.set(kb, (memo = new LRUCache({ max: BOT_CORRECTIONS_CACHED })));
  const key = `${options.kbOnly ? 'b' : 'a'}${options.sameStart ? 's' : ''}${options.max ?? ''}:${word}`;
  const known = memo.get(key);
  if (known) return known.to ?? undefined;
  const to = findNearest(kb, word, options);
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
  // Three-letter words are only ever the small words of a question ("teh", "hwo").
  const small = word.length <= 3;
  const limit = max ?? (small ? 1 : allowedEdits(word.length));
  const lists = listsFor(kb);
  const candidates = small ? lists.small : kbOnly ? lists.base : lists.all;
  let nearest: string[] = [];
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === word || Math.abs(candidate.length - word.length) > limit) continue;
    // A corrected word keeps its first letter, or its first two in swapped order — but for one letter
    // wrong in a longer word, which may be the first.
    const sameStart = candidate[0] === word[0] || (candidate[0] === word[1] && candidate[1] === word[0]);
    if (!sameStart && (keepStart || word.length < 5 || bestDistance < 1)) continue;
    const distance = editDistance(word, candidate, sameStart ? bestDistance : Math.min(bestDistance, 1));
    if (distance < bestDistance) [nearest, bestDistance] = [[candidate], distance];
    else if (distance === bestDistance && distance <= limit && !nearest.includes(candidate))
      nearest.push(candidate);
  }
  return pickNearest(kb, nearest);
}

/**
 * One of several words equally near a misspelling, when the choice does not matter or is clear: forms of
 * one word ("filter", "filters"), small words that are all read past ("dose": does, done), or the only
 * one the base itself uses ("amnual": manual, not annual).
 */
function pickNearest(kb: KnowledgeBase, nearest: string[]): string | undefined {
  if (nearest.length <= 1) return nearest[0];
  if (new Set(nearest.map(termOf)).size === 1) return nearest[0];
  if (nearest.every((w) => STOP_WORDS.has(w) || CHAT_FILLER.has(w))) return nearest[0];
  const used = nearest.filter((w) => kb.words.has(w));
  if (used.length === 1 || (used.length > 1 && new Set(used.map(termOf)).size === 1)) return used[0];
  return undefined;
}

/**
 * A misspelling of an English word the base does not use, one letter off ("anwser" is "answer"): read as
 * that word, whose stem may still meet the base's ("answers").
 */
function nearestEnglish(word: string): string | undefined {
  if (word.length < 5 || !/^[\p{L}]+$/u.test(word)) return undefined;
  const near = englishWordsStartingWith(word[0]!).filter(
    (candidate) => Math.abs(candidate.length - word.length) <= 1 && editDistance(word, candidate, 1) <= 1,
  );
  return new Set(near.map(termOf)).size === 1 ? near[0] : undefined;
}
