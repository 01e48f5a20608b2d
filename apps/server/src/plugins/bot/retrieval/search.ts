import type { Concept, ReadQuestion } from './question';
import type { KnowledgeBase, Passage } from './knowledge-base';

/** A section found for a question, with the statements of it that answer best. */
export interface Found {
  passage: Passage;
  /** BM25 (MiniSearch) with the share of the question it covers. */
  score: number;
  /** The share of the question's weight the section contains, 0..1. */
  coverage: number;
  /** Its statements that hold the most of the question, best first (at most two). */
  answer: string[];
}

/** Sections ranked by BM25 and looked at more closely: the rest are never an answer. */
const CANDIDATES = 10;
/**
 * Below this share of what it asks a section is no answer to a question: a question about toasters'
 * prices shares only "price" with the sales section.
 */
export const MIN_COVERAGE = 0.55;
/**
 * What a section must match of a question, in weight, unless the question names the section: one telling
 * word ("warranty", "CEO"), or several common ones; never "power" alone, which most sections contain.
 */
const MIN_MATCHED_WEIGHT = 0.8;
/**
 * A second statement is quoted when what it adds of the question weighs at least this share of what the
 * first holds.
 */
const SECOND_STATEMENT_SHARE = 0.3;

/**
 * The sections of one bot that answer a question, best first: every section that shares a term with it
 * is ranked by MiniSearch (BM25, the heading weighing most), then scored by how much of the question it
 * covers — each concept by its weight, a word the base does not know counted against it by its own —
 * and kept when that is enough. Empty when nothing answers.
 */
export function searchKnowledge(kb: KnowledgeBase, question: ReadQuestion, limit = 2): Found[] {
  const concepts = question.concepts;
  if (concepts.length === 0) return [];
  const results = kb.index.search(
    {
      combineWith: 'OR',
      queries: concepts.map((concept) => ({ combineWith: 'OR', queries: [...concept.terms] })),
    },
    { prefix: false, fuzzy: false },
  );
  if (results.length === 0) return [];
  const total =
    concepts.reduce((sum, concept) => sum + concept.weight, 0) +
    question.unknown.reduce((sum, word) => sum + word.weight, 0);
  const best = results[0]!.score;
  return results
    .slice(0, CANDIDATES)
    .map((result) => {
      const passage = kb.passages[result.id as number]!;
      const covered = concepts.filter((concept) => concept.terms.some((term) => passage.terms.has(term)));
      const coverage = total === 0 ? 0 : covered.reduce((sum, concept) => sum + concept.weight, 0) / total;
      const inHeading = covered.filter((concept) => concept.terms.some((t) => passage.headingTerms.has(t)));
      const headingShare = inHeading.length / concepts.length;
      const matchedWeight = covered.reduce((sum, concept) => sum + concept.weight, 0);
      // The question names the section: every word of its heading is asked about.
      const askedTerms = new Set(concepts.flatMap((concept) => concept.terms));
      const namesSection = [...passage.headingTerms].every((term) => askedTerms.has(term));
      return {
        passage,
        coverage,
        confident: matchedWeight >= MIN_MATCHED_WEIGHT || namesSection || headingShare === 1,
        score: (result.score / best) * (0.5 + coverage) + 0.25 * headingShare,
        answer: bestStatements(passage, concepts),
      };
    })
    .filter((found) => found.coverage >= MIN_COVERAGE && found.confident)
    .sort((a, b) => b.score - a.score || a.passage.position - b.passage.position)
    .slice(0, limit);
}

/**
 * The statements that answer: the one that holds the most of the question's weight, then the one that
 * holds the most of what the first lacks (a question of two facts, "voltage and current", gets both),
 * in the section's order.
 */
function bestStatements(passage: Passage, concepts: Concept[]): string[] {
  const holds = (terms: ReadonlySet<string>, concept: Concept) =>
    concept.terms.some((term) => terms.has(term));
  const weightOf = (terms: ReadonlySet<string>, among: Concept[]) =>
    among.filter((concept) => holds(terms, concept)).reduce((sum, concept) => sum + concept.weight, 0);
  const pick = (among: Concept[], except: number) => {
    let chosen = -1;
    let chosenWeight = 0;
    passage.statements.forEach((statement, n) => {
      const weight = n === except ? 0 : weightOf(statement.terms, among);
      if (weight > chosenWeight) [chosen, chosenWeight] = [n, weight];
    });
    return { n: chosen, weight: chosenWeight };
  };
  const first = pick(concepts, -1);
  if (first.n === -1) return passage.statements.slice(0, 1).map((statement) => statement.text);
  const lacking = concepts.filter((concept) => !holds(passage.statements[first.n]!.terms, concept));
  const second = pick(lacking, first.n);
  const picked =
    second.n === -1 || second.weight < first.weight * SECOND_STATEMENT_SHARE
      ? [first.n]
      : [first.n, second.n];
  return picked.sort((a, b) => a - b).map((n) => passage.statements[n]!.text);
}
