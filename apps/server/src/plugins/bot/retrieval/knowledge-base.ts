import MiniSearch from 'minisearch';
import type { KnowledgePassage } from '../knowledge-files';
import { addressWordsOf } from './addresses';
import { countedWordsOf, quantityWordsOf } from './quantities';
import { statementsOf } from './sentences';
import { SYNONYM_GROUPS } from './synonyms';
import { americanSpelling, isReadPast, STOP_WORDS, termOf, withPhrasalVerbs, wordsOf } from './words';

/** A section of the knowledge base as the search holds it. */
export interface Passage extends KnowledgePassage {
  /** Its place in the bot's knowledge base: ties go to the earlier section. */
  position: number;
  /** Its sentences, list items and table rows (sentences.ts), each with the terms it contains. */
  statements: {
    text: string;
    item: boolean;
    terms: ReadonlySet<string>;
    /** The terms its numbers count ("six DC ports": dc, port): what a "how many" question asks. */
    counted: ReadonlySet<string>;
    /** Its pairs of terms side by side, stop words between them read past (termPairsOf). */
    pairs: ReadonlySet<string>;
  }[];
  /** Every term of the section: heading, document title and body. */
  terms: ReadonlySet<string>;
  /** The terms of its heading alone. */
  headingTerms: ReadonlySet<string>;
  /** The terms of what its document is about: read with each of its statements, as the heading is. */
  aboutTerms: ReadonlySet<string>;
}

/** One bot's knowledge base, indexed for questions (search.ts). */
export interface KnowledgeBase {
  passages: readonly Passage[];
  index: MiniSearch<IndexedSection>;
  /** The words it is written in (one spelling), and how many sections each term is in. */
  words: ReadonlySet<string>;
  sectionsWithTerm: ReadonlyMap<string, number>;
  /**
   * Each synonym phrase (as words joined by a space) → its group's phrases that this base can match, each
   * as the terms it takes all of: "turn off" → [switch, off], [shutdown], [shut, down]…
   */
  synonyms: ReadonlyMap<string, readonly (readonly string[])[]>;
  /**
   * The phrases of several words by their terms ("size limit" as `size limit`, met by "sizes limit"
   * and "sized limit"): a phrase a question says in another form of its words.
   */
  synonymsByTerms: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** The longest synonym phrase, in words. */
  longestSynonym: number;
  /** Its terms by their first five letters: where a word's other forms are found (related.ts). */
  termsByPrefix: ReadonlyMap<string, readonly string[]>;
}

interface IndexedSection {
  id: number;
  section: string;
  document: string;
  body: string;
}

/** A phrase of words joined by a space as the key of `synonymsByTerms`: each word as its term. */
export const synonymTermsKey = (phrase: string): string => phrase.split(' ').map(termOf).join(' ');

/**
 * The words a text is matched by: each word as a term (stop words and chat filler left out), and a
 * hyphenated word's parts as well, so "vehicle-to-grid" meets "grid".
 */
export function termsOfText(text: string): string[] {
  const terms: string[] = [];
  for (const word of withPhrasalVerbs(wordsOf(text))) {
    if (isReadPast(word)) continue;
    terms.push(termOf(word));
    if (word.includes('-') && !/^\d/.test(word))
      for (const part of word.split('-'))
        if (part.length > 1 && !STOP_WORDS.has(part)) terms.push(termOf(part));
  }
  return terms;
}

/**
 * The pairs of terms side by side in a sequence, each pair in either order as one key ("charging cable"
 * and "cable for charging" alike): where a statement says two words of a question together.
 */
export function termPairsOf(terms: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (let n = 1; n < terms.length; n++)
    if (terms[n] !== terms[n - 1]) pairs.add(pairKey(terms[n - 1]!, terms[n]!));
  return pairs;
}

export const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/** The words a text's figures, addresses and numbers stand for, which it does not write (quantities.ts). */
const impliedWordsOf = (text: string) => `${quantityWordsOf(text)} ${addressWordsOf(text)}`;

/**
 * MiniSearch (BM25, docs/decisions/0041-bot-retrieval.md) over the sections of one bot, the heading
 * weighing most; the section's statements and vocabulary are kept beside it for the answer and for
 * reading questions.
 */
export function buildKnowledgeBase(sections: readonly KnowledgePassage[]): KnowledgeBase {
  const passages: Passage[] = sections.map((section, position) => {
    const statements = statementsOf(section.body).map((statement) => ({
      ...statement,
      terms: new Set(termsOfText(`${statement.text} ${impliedWordsOf(statement.text)}`)),
      counted: new Set(termsOfText(countedWordsOf(wordsOf(statement.text)).join(' '))),
      pairs: termPairsOf(termsOfText(statement.text)),
    }));
    return {
      ...section,
      position,
      statements,
      terms: new Set(
        termsOfText(
          `${section.section} ${section.document} ${section.about ?? ''} ${section.body} ${impliedWordsOf(section.body)}`,
        ),
      ),
      headingTerms: new Set(termsOfText(section.section)),
      aboutTerms: new Set(termsOfText(section.about ?? '')),
    };
  });

  const index = new MiniSearch<IndexedSection>({
    fields: ['section', 'document', 'body'],
    storeFields: [],
    tokenize: (text) => withPhrasalVerbs(wordsOf(text)),
    processTerm: (word) => {
      if (isReadPast(word)) return null;
      if (!word.includes('-') || /^\d/.test(word)) return termOf(word);
      return [
        termOf(word),
        ...word
          .split('-')
          .filter((part) => part.length > 1)
          .map(termOf),
      ];
    },
    searchOptions: { boost: { section: 3, document: 1, body: 1 } },
  });
  index.addAll(
    passages.map(({ position, section, document, body }) => ({
      id: position,
      section,
      document,
      body: `${body} ${impliedWordsOf(body)}`,
    })),
  );

  const words = new Set<string>();
  const sectionsWithTerm = new Map<string, number>();
  for (const passage of passages) {
    for (const word of wordsOf(`${passage.section} ${passage.document} ${passage.body}`)) {
      words.add(americanSpelling(word));
      for (const part of word.split('-')) words.add(americanSpelling(part));
    }
    for (const term of passage.terms) sectionsWithTerm.set(term, (sectionsWithTerm.get(term) ?? 0) + 1);
  }

  const synonyms = new Map<string, string[][]>();
  const synonymsByTerms = new Map<string, string[][]>();
  let longestSynonym = 1;
  for (const group of SYNONYM_GROUPS) {
    // A phrase is matched only by all of its words: "power down" is not "power". One that loses a word
    // of substance to the words read past says less than it means ("runs the company" is not "company"):
    // it is understood in a question, never looked for.
    const alternatives = group
      .filter((phrase) => !wordsOf(phrase).some((word) => isReadPast(word) && !STOP_WORDS.has(word)))
      .map((phrase) => ({
        negated: wordsOf(phrase).some((word) => NEGATIONS.has(word)),
        terms: [...new Set(termsOfText(phrase))],
      }))
      // A phrase that loses its "not" keeps too little in one plain word: "does not start" is no "start",
      // "no power" no "power" (a phrasal verb says enough: "does not power up").
      .filter(({ negated, terms }) => !(negated && terms.length === 1 && !terms[0]!.includes('_')))
      .map(({ terms }) => terms)
      .filter((terms) => terms.length > 0 && terms.every((term) => sectionsWithTerm.has(term)));
    if (alternatives.length === 0) continue;
    for (const phrase of group) {
      // As a question's words are read: a verb's particle beside it ("switching it on": "switching on it").
      const key = withPhrasalVerbs(wordsOf(phrase).map(americanSpelling))
        .flatMap((word) => word.split('_'))
        .join(' ');
      synonyms.set(key, uniqueAlternatives([...(synonyms.get(key) ?? []), ...alternatives]));
      // Not a single word, whose stem may be another word's ("ups" and "up", "leads" and "lead"), nor a
      // phrase with a small word, whose sense is in its form ("sit on" is no "sits on").
      const byTerms = synonymTermsKey(key);
      if (key.includes(' ') && !key.split(' ').some((word) => STOP_WORDS.has(word)))
        synonymsByTerms.set(
          byTerms,
          uniqueAlternatives([...(synonymsByTerms.get(byTerms) ?? []), ...alternatives]),
        );
      longestSynonym = Math.max(longestSynonym, key.split(' ').length);
    }
  }

  const termsByPrefix = new Map<string, string[]>();
  for (const term of sectionsWithTerm.keys()) {
    if (term.length < RELATED_PREFIX || !/^[a-z]+$/.test(term)) continue;
    const prefix = term.slice(0, RELATED_PREFIX);
    const list = termsByPrefix.get(prefix);
    if (list) list.push(term);
    else termsByPrefix.set(prefix, [term]);
  }

  return {
    passages,
    index,
    words,
    sectionsWithTerm,
    synonyms,
    synonymsByTerms,
    longestSynonym,
    termsByPrefix,
  };
}

/** The words that turn a phrase into its opposite, all read past as stop words. */
const NEGATIONS = new Set(
  "not no never cannot won't wont doesn't doesnt don't dont can't cant isn't isnt didn't didnt".split(' '),
);

/** Alternatives without repeats: one set of terms once. */
export function uniqueAlternatives(alternatives: readonly (readonly string[])[]): string[][] {
  const seen = new Set<string>();
  const unique: string[][] = [];
  for (const alternative of alternatives) {
    const key = [...alternative].sort().join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push([...alternative]);
  }
  return unique;
}

/** How many first letters two forms of one word share at least ("electrify", "electrification"). */
const RELATED_PREFIX = 5;

/**
 * The endings that make another form of a word, as Porter's stems write them ("humid" → "humidity",
 * "simpl" → "simplifi", "electrif" → "electrifi"): a longer word that only starts with another is a
 * compound of it, not a form ("switch" is no "switchgear").
 */
const FORM_ENDINGS =
  /^(?:e|i|y|u|al|ic|ical|if|ifi|ific|ion|at|ate|ation|er|or|ment|ness|iv|ive|abl|ibl|ful|ist|iz|is|li|ly|ing|ed|s|es|ous|iti|ity)+$/;

/** Whether `longer` is `shorter` with an ending that makes another form of one word. */
const isFormOf = (longer: string, shorter: string) =>
  longer.startsWith(shorter) && FORM_ENDINGS.test(longer.slice(shorter.length));

/**
 * The knowledge base's other forms of a term that Porter's stemmer leaves apart: one is the other with
 * a form's ending and they share at least five letters — "electrifi" and "electrif", "humid" and
 * "humidity" — and the forms of the shorter one the term itself is a form of: "simpler" meets "simpl"
 * and, through it, "simplifi".
 */
export function relatedTerms(kb: KnowledgeBase, term: string): string[] {
  if (term.length < RELATED_PREFIX || !/^[a-z]+$/.test(term)) return [];
  const sharingPrefix = kb.termsByPrefix.get(term.slice(0, RELATED_PREFIX)) ?? [];
  const roots = sharingPrefix.filter((other) => other !== term && isFormOf(term, other));
  return sharingPrefix.filter(
    (other) =>
      other !== term &&
      (isFormOf(other, term) || isFormOf(term, other) || roots.some((root) => isFormOf(other, root))),
  );
}

/** How telling a term is: rarer in the bot's sections, more telling (BM25's inverse document frequency). */
export function termWeight(kb: KnowledgeBase, term: string): number {
  const n = kb.passages.length;
  const df = kb.sectionsWithTerm.get(term) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}
