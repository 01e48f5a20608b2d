import MiniSearch from 'minisearch';
import type { KnowledgePassage } from '../knowledge-files';
import { statementsOf } from './sentences';
import { SYNONYM_GROUPS } from './synonyms';
import { STOP_WORDS, americanSpelling, isReadPast, termOf, wordsOf } from './words';

/** A section of the knowledge base as the search holds it. */
export interface Passage extends KnowledgePassage {
  /** Its place in the bot's knowledge base: ties go to the earlier section. */
  position: number;
  /** Its sentences, list items and table rows (sentences.ts), each with the terms it contains. */
  statements: { text: string; terms: ReadonlySet<string> }[];
  /** Every term of the section: heading, document title and body. */
  terms: ReadonlySet<string>;
  /** The terms of its heading alone. */
  headingTerms: ReadonlySet<string>;
}

/** One bot's knowledge base, indexed for questions (search.ts). */
export interface KnowledgeBase {
  passages: readonly Passage[];
  index: MiniSearch<IndexedSection>;
  /** The words it is written in (one spelling), and how many sections each term is in. */
  words: ReadonlySet<string>;
  sectionsWithTerm: ReadonlyMap<string, number>;
  /** Each synonym phrase (as words joined by a space) → the terms of its group found in this base. */
  synonyms: ReadonlyMap<string, readonly string[]>;
  /** The longest synonym phrase, in words. */
  longestSynonym: number;
}

interface IndexedSection {
  id: number;
  section: string;
  document: string;
  body: string;
}

/**
 * The words a text is matched by: each word as a term (stop words and chat filler left out), and a
 * hyphenated word's parts as well, so "vehicle-to-grid" meets "grid".
 */
export function termsOfText(text: string): string[] {
  const terms: string[] = [];
  for (const word of wordsOf(text)) {
    if (isReadPast(word)) continue;
    terms.push(termOf(word));
    if (word.includes('-') && !/^\d/.test(word))
      for (const part of word.split('-'))
        if (part.length > 1 && !STOP_WORDS.has(part)) terms.push(termOf(part));
  }
  return terms;
}

/**
 * MiniSearch (BM25, docs/decisions.md "The bots' retrieval") over the sections of one bot, the heading
 * weighing most; the section's statements and vocabulary are kept beside it for the answer and for
 * reading questions.
 */
export function buildKnowledgeBase(sections: readonly KnowledgePassage[]): KnowledgeBase {
  const passages: Passage[] = sections.map((section, position) => {
    const statements = statementsOf(section.body).map((text) => ({
      text,
      terms: new Set(termsOfText(text)),
    }));
    return {
      ...section,
      position,
      statements,
      terms: new Set(termsOfText(`${section.section} ${section.document} ${section.body}`)),
      headingTerms: new Set(termsOfText(section.section)),
    };
  });

  const index = new MiniSearch<IndexedSection>({
    fields: ['section', 'document', 'body'],
    storeFields: [],
    tokenize: (text) => wordsOf(text),
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
    passages.map(({ position, section, document, body }) => ({ id: position, section, document, body })),
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

  const synonyms = new Map<string, string[]>();
  let longestSynonym = 1;
  for (const group of SYNONYM_GROUPS) {
    const groupTerms = [...new Set(group.flatMap((phrase) => termsOfText(phrase)))].filter((term) =>
      sectionsWithTerm.has(term),
    );
    if (groupTerms.length === 0) continue;
    for (const phrase of group) {
      const key = wordsOf(phrase).map(americanSpelling).join(' ');
      synonyms.set(key, [...new Set([...(synonyms.get(key) ?? []), ...groupTerms])]);
      longestSynonym = Math.max(longestSynonym, key.split(' ').length);
    }
  }

  return { passages, index, words, sectionsWithTerm, synonyms, longestSynonym };
}

/** How telling a term is: rarer in the bot's sections, more telling (BM25's inverse document frequency). */
export function termWeight(kb: KnowledgeBase, term: string): number {
  const n = kb.passages.length;
  const df = kb.sectionsWithTerm.get(term) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}
