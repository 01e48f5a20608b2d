import { isEnglishWord, tellingness } from './dictionary';
import {
  type KnowledgeBase,
  relatedTerms,
  termsOfText,
  termWeight,
  uniqueAlternatives,
} from './knowledge-base';
import { slipsInBase } from './neighbour-spelling';
import {
  ANSWER_FORMS,
  FOLLOW_UP,
  namesIn,
  PROCEDURE,
  QUESTION_WORDS,
  REFERS_BACK,
  SHOW_WHOLE,
  withoutChatAround,
  withoutChatPhrases,
} from './question-forms';
import { SLIP, slipRank } from './slips';
import { correctSpelling, englishWordsOneOff, isSmallWordMistyped } from './spelling';
import { UNCOVERED_TOPICS } from './synonyms';
import { americanSpelling, isReadPast, STOP_WORDS, termOf, withPhrasalVerbs, wordsOf } from './words';

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
  /** The terms of its own words that the base has: a section with them says it in the question's words. */
  own: readonly string[];
}

/** A kind of fact a question's form asks for, and how a statement that gives it is told. */
export interface AnswerCue {
  terms: readonly string[];
  /** A figure: a number in the statement. */
  figure?: boolean;
  /** An amount of money, without which a statement is no answer at all. */
  money?: boolean;
  /**
   * What a "how many" question counts, as terms ("how many DC ports": dc, port and their other words): a
   * statement whose number counts one of them gives the count asked, not just a figure.
   */
  counted?: readonly string[];
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
  /** It asks how to do something: a section written as numbered steps is the answer's form. */
  asksSteps: boolean;
  /** It continues the last question ("and the current?"): the conversation's topic completes it. */
  followUp: boolean;
  /**
   * It points back at what was just said ("which one has AC ports?"): it stays with the last answer's
   * section when that section holds what it asks, and is read alone otherwise.
   */
  refersBack: boolean;
}

/** What a word the knowledge base lacks weighs before its commonness: a word in a few of its sections. */
const UNKNOWN_WORD_WEIGHT = 2;

/** What a concept found only in other words for it counts of its weight (conceptShare). */
const OTHER_WORDS_SHARE = 0.7;

/**
 * A question that points back ("that", "them", "each") continues the conversation when it names at most
 * this many things itself: "How much does it weigh in pounds, and is the cabinet bolted down?" is its own.
 */
const REFERRING_QUESTION_CONCEPTS = 2;

/** A name the base does not know (a company, a product) is what the question is about: it weighs most. */
const NAME_WEIGHT = 2;

/** Reads a question: its spelling corrected against the knowledge base, its concepts and its kind. */
export function readQuestion(kb: KnowledgeBase, question: string): ReadQuestion {
  const written = wordsOf(withoutChatPhrases(question)).map((word) => americanIfReal(kb, word));
  const named = namesIn(question);
  const words = joinPhrasalVerbs(correctSpelling(kb, written, named));
  const questionWords = { written: words, terms: words.map(termOf) };
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
    const phrase = longestSynonymAt(kb, questionWords, i);
    if (phrase) {
      concepts.push(conceptOf(kb, phrase.text, phrase.alternatives, phrase.own));
      i += phrase.length;
      continue;
    }
    const word = words[i++]!;
    if (isReadPast(word) || QUESTION_WORDS.has(word) || asking.has(word)) continue;
    const own = ownTerms(kb, word);
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
        unknown.push(unknownWord(kb, word, named.has(word)));
      continue;
    }
    const exact = own.filter((term) => kb.sectionsWithTerm.has(term));
    concepts.push(conceptOf(kb, word, alternatives, exact));
  }
  const plain = withoutChatAround(written).join(' ');
  const core = withoutChatAround(words).join(' ');
  const counted = countedConcepts(words, concepts);
  // Read as typed and as corrected: "the lockout procdeure" asks for a procedure too.
  const asked = (pattern: RegExp) => pattern.test(plain) || pattern.test(core);
  return {
    corrected,
    core,
    concepts: mergeSame(concepts),
    unknown,
    cues: counted.length === 0 ? cues : cues.map((cue) => (cue.figure ? { ...cue, counted } : cue)),
    wholeSection: asked(PROCEDURE) || asked(SHOW_WHOLE) || SHOW_WHOLE.test(written.join(' ')),
    asksSteps: asked(PROCEDURE),
    followUp: asked(FOLLOW_UP),
    refersBack: asked(REFERS_BACK) && concepts.length <= REFERRING_QUESTION_CONCEPTS,
  };
}

/**
 * A word in its American spelling where it is a real word spelled the British way ("colour", "energising":
 * English, or the base's by its stem); a misspelling stays as typed, to be corrected from what was typed
 * ("picutre" is no "picuter").
 */
function americanIfReal(kb: KnowledgeBase, word: string): string {
  const american = americanSpelling(word);
  const real =
    american === word ||
    isEnglishWord(word) ||
    isEnglishWord(american) ||
    kb.sectionsWithTerm.has(termOf(american));
  return real ? american : word;
}

/**
 * A word the base lacks, weighed against an answer. A slip of the hand may have made it of a word the
 * base has ("the warranty star": start): it weighs no more than that word would.
 */
function unknownWord(kb: KnowledgeBase, word: string, named: boolean): ReadQuestion['unknown'][number] {
  const weight = UNKNOWN_WORD_WEIGHT * unknownTellingness(word, named);
  const slips = named ? [] : slipsInBase(kb, word);
  if (slips.length === 0) return { word, weight };
  const meant = Math.max(...slips.map((slip) => termWeight(kb, termOf(slip)) * tellingness(slip)));
  return { word, weight: Math.min(weight, meant) };
}

/**
 * How much a word the base lacks says about the question: a name, most; an English word, by how rare it
 * is; a word in no list that is one letter from English words, as much as the commonest of those a slip
 * of the hand explains it by, else the first (a typo of "normal" is not jargon; "abts", ants or abets, is
 * no "acts"); anything else, as a term of some other trade.
 */
function unknownTellingness(word: string, named: boolean): number {
  if (named) return NAME_WEIGHT;
  if (isEnglishWord(word)) return tellingness(word);
  const near = englishWordsOneOff(word);
  const slips = near.filter((candidate) => slipRank(word, candidate) === SLIP);
  const readings = slips.length > 0 ? slips : near.slice(0, 1);
  return readings.length > 0 ? Math.min(...readings.map(tellingness)) : 1;
}

/**
 * The terms a word is matched by: a hyphenated one the base lacks whole ("three-way") by its parts only
 * when the base has every one of them — "three" alone from "three-phase" is not what it asks.
 */
function ownTerms(kb: KnowledgeBase, word: string): string[] {
  const terms = termsOfText(word);
  if (!terms.some((term) => kb.sectionsWithTerm.has(term))) {
    const base = comparedBase(kb, word);
    if (base) return termsOfText(base);
  }
  if (!word.includes('-') || /^\d/.test(word) || kb.sectionsWithTerm.has(terms[0] ?? '')) return terms;
  const parts = word.split('-').filter((part) => part.length > 1);
  return parts.every((part) => kb.words.has(part)) ? terms : [];
}

/**
 * The adjective of a comparative or superlative the base does not use, where the base uses the adjective:
 * "longest" and "longer" are "long", "heaviest" "heavy", "biggest" "big" (Porter's stemmer keeps them
 * apart).
 */
function comparedBase(kb: KnowledgeBase, word: string): string | undefined {
  const ending = /(iest|ier)$/.exec(word) ?? /(est|er)$/.exec(word);
  // A real English word only: "padder", a typo of "ladder", is no comparative of "pad".
  if (!ending || word.length - ending[0].length < 3 || !isEnglishWord(word)) return undefined;
  const stem = word.slice(0, -ending[0].length);
  const candidates = ending[0].startsWith('i')
    ? [`${stem}y`]
    : [stem, `${stem}e`, ...(/(.)\1$/.test(stem) ? [stem.slice(0, -1)] : [])];
  return candidates.find((candidate) => kb.words.has(candidate));
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
  return { text, alternatives, weight: rarity * common, own };
}

/** Whether a concept is in a set of terms: one of its alternatives, all of its terms. */
export function holdsConcept(has: (term: string) => boolean, concept: Concept): boolean {
  return concept.alternatives.some((alternative) => alternative.every(has));
}

/**
 * What share of a concept's weight a set of terms holds: all of it in the question's own words, less
 * when only in other words for it — "cooling fans" is said best by the section that names the fans.
 */
export function conceptShare(has: (term: string) => boolean, concept: Concept): number {
  if (!holdsConcept(has, concept)) return 0;
  if (concept.own.length === 0) return 1;
  const ownShare = concept.own.filter(has).length / concept.own.length;
  return OTHER_WORDS_SHARE + (1 - OTHER_WORDS_SHARE) * ownShare;
}

/**
 * One concept per set of terms: "ground" asked twice, or as "earth" and "grounding", counts once, with
 * the own words of each.
 */
function mergeSame(concepts: Concept[]): Concept[] {
  const byTerms = new Map<string, Concept>();
  for (const concept of concepts) {
    const key = concept.alternatives
      .map((alternative) => [...alternative].sort().join('+'))
      .sort()
      .join(' ');
    const seen = byTerms.get(key);
    byTerms.set(key, seen ? { ...seen, own: [...new Set([...seen.own, ...concept.own])] } : concept);
  }
  return [...byTerms.values()];
}

const UNCOVERED = UNCOVERED_TOPICS.map((topic) => wordsOf(topic));

function uncoveredTopicAt(words: string[], start: number) {
  const topic = UNCOVERED.find((topicWords) => topicWords.every((word, n) => words[start + n] === word));
  return topic && { text: topic.join(' '), length: topic.length };
}

/** A question's words as corrected, and the term of each: a phrase is looked up by either. */
interface QuestionWords {
  written: readonly string[];
  terms: readonly string[];
}

function longestSynonymAt(kb: KnowledgeBase, words: QuestionWords, start: number) {
  for (let length = Math.min(kb.longestSynonym, words.written.length - start); length >= 1; length--) {
    const span = words.written.slice(start, start + length);
    const text = span.join(' ');
    // As written, else in another form of its words ("sizes limit"): a phrase of several words without a
    // small one, as the table keeps them (knowledge-base.ts).
    const byTerms = length > 1 && !span.some((word) => STOP_WORDS.has(word));
    const terms =
      kb.synonyms.get(text) ??
      (byTerms ? kb.synonymsByTerms.get(words.terms.slice(start, start + length).join(' ')) : undefined);
    if (terms) {
      // The phrase's own words count too, where the knowledge base has them all: "split power" is not
      // any "power".
      const written = termsOfText(text);
      const own = written.filter((term) => kb.sectionsWithTerm.has(term));
      const whole = own.length > 0 && own.length === written.length;
      return {
        text,
        alternatives: uniqueAlternatives([...terms, ...(whole ? [own] : [])]),
        own: whole ? own : [],
        length,
      };
    }
  }
  return undefined;
}

/** What a "how many" question counts: the words after it, up to the verb ("how many DC ports does"). */
const HOW_MANY = /^how many$/;

/**
 * The terms of the concepts a "how many" question counts: the words between "how many" and the next word
 * read past ("how many electric vans can…": electric, vans), with their other words.
 */
function countedConcepts(words: readonly string[], concepts: readonly Concept[]): string[] {
  const start = words.findIndex((word, n) => HOW_MANY.test(`${word} ${words[n + 1] ?? ''}`));
  if (start === -1) return [];
  const asked: string[] = [];
  for (const word of words.slice(start + 2)) {
    if (isReadPast(word) || QUESTION_WORDS.has(word)) break;
    asked.push(word);
  }
  return [
    ...new Set(
      concepts
        .filter((concept) => concept.text.split(' ').some((word) => asked.includes(word)))
        .flatMap((concept) => concept.alternatives.flat()),
    ),
  ];
}

/** "Shut the unit down" read as "shut down the unit", so the synonym table's phrases match. */
function joinPhrasalVerbs(words: string[]): string[] {
  return withPhrasalVerbs(words).flatMap((word) => word.split('_'));
}
