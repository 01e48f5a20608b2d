import { type KnowledgeBase, pairKey, type Passage } from './knowledge-base';
import { type AnswerCue, type Concept, conceptShare, holdsConcept, type ReadQuestion } from './question';

/** A section found for a question, with the statements of it that answer best. */
export interface Found {
  passage: Passage;
  /** BM25 (MiniSearch) with the share of the question it covers. */
  score: number;
  /** The share of the question's weight the section contains, 0..1. */
  coverage: number;
  /** Its statements that hold the most of the question, best first (at most two). */
  answer: string[];
  /** The question names it: every word of its heading is asked about ("Power Blade", "the Blade"). */
  named: boolean;
}

/**
 * What a term that is another word for a concept counts in the BM25 ranking, against the question's own
 * word: a section that says "vans, buses and electric vehicles" is not three times about "EV".
 */
const OTHER_WORDS_BOOST = 0.3;
/**
 * What a section read from a site page loses in rank against a knowledge file's: the page is an overview
 * ("Vehicle Electrification Solutions" names every subject of the files in a line), the file the answer.
 */
const PAGE_PENALTY = 1;
/** Sections ranked by BM25 and looked at more closely: the rest are never an answer. */
const CANDIDATES = 10;
/**
 * Below this share of what it asks a section is no answer to a question: a question about toasters'
 * prices shares only "price" with the sales section.
 */
export const MIN_COVERAGE = 0.6;
/**
 * How much the share of the question a section covers counts beside its BM25 score: a section with every
 * word asked beats a longer one that repeats some of them.
 */
const COVERAGE_WEIGHT = 2;
/** What the share of the question a section's heading names adds to its rank. */
const HEADING_WEIGHT = 0.5;
/**
 * What a heading of several words adds when the question says every one of them in its own words:
 * "How do I replace a charging cable?" asks for "Replacing a Charging Cable", not the cabling section
 * that mentions the cable more often.
 */
const NAMED_WEIGHT = 0.5;
/** What a section written as numbered steps adds for a question that asks how to do something. */
const STEPS_WEIGHT = 0.5;
/** A numbered step: a line that starts with its number. */
const NUMBERED_STEP = /^\s*\d+[.)]\s/m;
/** What a statement that gives the kind of fact asked (a figure for "how many") adds to its section's rank. */
const CUE_WEIGHT = 1.5;
/** What a statement whose number counts the thing a "how many" question asks adds to it besides. */
const COUNT_WEIGHT = 2;
/**
 * What the question's words said side by side in one statement add, by their share of the question's
 * weight: "stop work and call support" is the safety rule that says it so, not the support section that
 * has "call" and "support" apart (proximity, as in BM25's term-proximity variants).
 */
const PAIR_WEIGHT = 2;
/**
 * A section answers only when one of its statements, read with the section's heading, holds at least
 * this share of the question: "Ohmstead" in one sentence and "price" in another answer no "share price".
 */
const MIN_STATEMENT_COVERAGE = 0.4;
/**
 * What a section must match of a question, in weight, unless the question names the section: one telling
 * word ("warranty", "CEO"), or several common ones; never "power" alone, which most sections contain.
 */
const MIN_MATCHED_WEIGHT = 0.8;
/**
 * What a question whose every concept is in a section's heading must weigh: "warranty" of "Warranty
 * Coverage", not "power" of "Power Blade".
 */
const MIN_MATCHED_WEIGHT_IN_HEADING = 0.3;
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
  const termBoost = new Map<string, number>();
  for (const concept of concepts)
    for (const term of concept.alternatives.flat()) {
      const own = concept.own.length === 0 || concept.own.includes(term);
      const boost = concept.weight * (own ? 1 : OTHER_WORDS_BOOST);
      termBoost.set(term, Math.max(termBoost.get(term) ?? 0, boost));
    }
  const results = kb.index.search(
    {
      combineWith: 'OR',
      queries: concepts.map((concept) => ({
        combineWith: 'OR',
        queries: concept.alternatives.map((terms) => ({ combineWith: 'AND', queries: [...terms] })),
      })),
    },
    {
      prefix: false,
      fuzzy: false,
      // The concepts' terms are stemmed already: stemming them again would miss ("dimens" → "dimen").
      processTerm: (term) => term,
      // Each term counts by its concept's weight: "Power Router" in every Installation Assistant
      // section must not rank ten of them above the one with the "altitude" asked.
      boostTerm: (term) => termBoost.get(term) ?? 1,
    },
  );
  if (results.length === 0) return [];
  const total =
    concepts.reduce((sum, concept) => sum + concept.weight, 0) +
    question.unknown.reduce((sum, word) => sum + word.weight, 0);
  const best = results[0]!.score;
  const asked = askedPairs(concepts);
  const ownTerms = new Set(concepts.flatMap((concept) => concept.own));
  const answering = results
    .slice(0, CANDIDATES)
    .map((result) => {
      const passage = kb.passages[result.id as number]!;
      const inPassage = (term: string) => passage.terms.has(term);
      const covered = concepts.filter((concept) => holdsConcept(inPassage, concept));
      const share = (weigh: (concept: Concept) => number) =>
        total === 0 ? 0 : covered.reduce((sum, concept) => sum + weigh(concept), 0) / total;
      const coverage = share((concept) => concept.weight);
      // Ranked by what it says in the question's own words: among sections that cover a question, the one
      // naming "cooling fans" before the one about ventilation.
      const inOwnWords = share((concept) => concept.weight * conceptShare(inPassage, concept));
      const inHeading = covered.filter((concept) =>
        holdsConcept((t) => passage.headingTerms.has(t), concept),
      );
      const conceptWeight = concepts.reduce((sum, concept) => sum + concept.weight, 0);
      const headingShare =
        conceptWeight === 0 ? 0 : inHeading.reduce((sum, concept) => sum + concept.weight, 0) / conceptWeight;
      const matchedWeight = covered.reduce((sum, concept) => sum + concept.weight, 0);
      const statement = bestStatementCoverage(passage, concepts, question.cues);
      const together = pairsSaid(passage, asked);
      // The question names the section: every word of its heading is asked about.
      const askedTerms = new Set(concepts.flatMap((concept) => concept.alternatives.flat()));
      const namesSection = [...passage.headingTerms].every((term) => askedTerms.has(term));
      const namedInOwnWords =
        passage.headingTerms.size > 1 && [...passage.headingTerms].every((term) => ownTerms.has(term));
      return {
        passage,
        coverage,
        confident:
          matchedWeight >= MIN_MATCHED_WEIGHT ||
          namesSection ||
          (inHeading.length === concepts.length && matchedWeight >= MIN_MATCHED_WEIGHT_IN_HEADING),
        statementCoverage: total === 0 ? 0 : statement.weight / total,
        score:
          (result.score / best) * (0.5 + inOwnWords) +
          COVERAGE_WEIGHT * inOwnWords +
          HEADING_WEIGHT * headingShare +
          (total === 0 ? 0 : (0.5 * statement.weight) / total) +
          CUE_WEIGHT * statement.cued +
          COUNT_WEIGHT * statement.counts +
          (total === 0 ? 0 : (PAIR_WEIGHT * together) / total) +
          (namedInOwnWords ? NAMED_WEIGHT : 0) +
          (question.asksSteps && NUMBERED_STEP.test(passage.body) ? STEPS_WEIGHT : 0) -
          (passage.fromPage ? PAGE_PENALTY : 0),
        answer: bestStatements(passage, concepts, question.cues),
        named: namesSection,
      };
    })
    .filter(
      (found) =>
        found.coverage >= MIN_COVERAGE &&
        found.statementCoverage >= MIN_STATEMENT_COVERAGE &&
        found.confident,
    );
  // A site page is the overview, a knowledge file the answer: a page's section answers only what no
  // file's section covers as much of.
  const bestFileCoverage = Math.max(
    0,
    ...answering.filter((f) => !f.passage.fromPage).map((f) => f.coverage),
  );
  return answering
    .filter((found) => !found.passage.fromPage || found.coverage > bestFileCoverage)
    .sort((a, b) => b.score - a.score || a.passage.position - b.passage.position)
    .slice(0, limit);
}

/** The question's concepts side by side, as the pairs of their one-term alternatives, with their weight. */
function askedPairs(concepts: readonly Concept[]): { keys: string[]; weight: number }[] {
  const single = (concept: Concept) =>
    concept.alternatives.filter((alternative) => alternative.length === 1).map(([term]) => term!);
  const pairs: { keys: string[]; weight: number }[] = [];
  for (let n = 1; n < concepts.length; n++) {
    const [before, after] = [concepts[n - 1]!, concepts[n]!];
    const keys = single(before).flatMap((a) => single(after).map((b) => pairKey(a, b)));
    if (keys.length > 0) pairs.push({ keys, weight: Math.min(before.weight, after.weight) });
  }
  return pairs;
}

/** The weight of the question's pairs of concepts that one of a section's statements says side by side. */
function pairsSaid(passage: Passage, asked: readonly { keys: string[]; weight: number }[]): number {
  let said = 0;
  for (const pair of asked)
    if (passage.statements.some((statement) => pair.keys.some((key) => statement.pairs.has(key))))
      said += pair.weight;
  return said;
}

/**
 * How much of the question one statement of the section holds, read with the section's heading (a
 * statement of "Warranty Coverage" is about the warranty), what its document is about and, for an item of
 * a list, the statement that introduces the list; and what share of that the statements that give the
 * kind of fact asked (a figure, the count asked) hold.
 */
function bestStatementCoverage(passage: Passage, concepts: Concept[], cues: readonly AnswerCue[]) {
  let best = 0;
  let cuedWeight = 0;
  let countsWeight = 0;
  // The statement that introduces a list ("Before you energise the unit, confirm and record:"), read with
  // each of its items as the heading is: the item says what, the introduction when and why.
  let intro: ReadonlySet<string> | undefined;
  for (const statement of passage.statements) {
    if (!statement.item) intro = statement.text.endsWith(':') ? statement.terms : undefined;
    const listIntro = statement.item ? intro : undefined;
    const inContext = (term: string) =>
      statement.terms.has(term) ||
      passage.headingTerms.has(term) ||
      passage.aboutTerms.has(term) ||
      (listIntro?.has(term) ?? false);
    const weight = concepts
      .filter((concept) => holdsConcept(inContext, concept))
      .reduce((sum, concept) => sum + concept.weight, 0);
    const cued = cues.length > 0 && cues.every((cue) => givesCue(statement, cue));
    const counts = cued && cues.some((cue) => countsAsked(statement, cue));
    // A statement without the amount of money a question asks for answers none of it.
    if (cues.some((cue) => cue.money && !givesCue(statement, cue))) continue;
    best = Math.max(best, weight);
    if (cued) cuedWeight = Math.max(cuedWeight, weight);
    if (counts) countsWeight = Math.max(countsWeight, weight);
  }
  const share = (part: number) => (best === 0 ? 0 : part / best);
  return { weight: best, cued: share(cuedWeight), counts: share(countsWeight) };
}

/** A number, in figures or in words ("six DC ports", "a dozen", "twice a year"); not "one", mostly an article. */
const FIGURE =
  /\d|\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozen|once|twice|half|both)\b/i;

/** Whether a statement's number counts what a "how many" question asks ("six DC ports"). */
function countsAsked(statement: { counted: ReadonlySet<string> }, cue: AnswerCue): boolean {
  return cue.counted?.some((term) => statement.counted.has(term)) ?? false;
}

/** Whether a statement gives the kind of fact a cue asks for. */
function givesCue(statement: { text: string; terms: ReadonlySet<string> }, cue: AnswerCue): boolean {
  if (cue.money) return /[$€£]\s?\d|\d\s?(usd|eur|dollars?)\b/i.test(statement.text);
  if (cue.figure && FIGURE.test(statement.text)) return true;
  return cue.terms.some((term) => statement.terms.has(term));
}

/**
 * The statements that answer: the one that holds the most of the question's weight, then the one that
 * holds the most of what the first lacks (a question of two facts, "voltage and current", gets both),
 * in the section's order.
 */
function bestStatements(passage: Passage, concepts: Concept[], cues: readonly AnswerCue[]): string[] {
  const holds = (terms: ReadonlySet<string>, concept: Concept) =>
    holdsConcept((term) => terms.has(term), concept);
  const weightOf = (terms: ReadonlySet<string>, among: Concept[]) =>
    among.filter((concept) => holds(terms, concept)).reduce((sum, concept) => sum + concept.weight, 0);
  const pick = (among: Concept[], except: number) => {
    let chosen = -1;
    let chosenWeight = 0;
    passage.statements.forEach((statement, n) => {
      // The kind of fact asked counts as much as a word of the question.
      const cued = cues.length > 0 && cues.every((cue) => givesCue(statement, cue));
      const cueBonus = cued ? (cues.some((cue) => countsAsked(statement, cue)) ? 1 : 0.5) : 0;
      const weight = n === except ? 0 : weightOf(statement.terms, among) + (among.length > 0 ? cueBonus : 0);
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
  return withListedItems(passage, picked).map((n) => passage.statements[n]!.text);
}

/**
 * A sentence that starts by pointing back at the one before ("The result is a smaller, lighter
 * device"): it says what follows from it, so it is quoted with it.
 */
const CONTINUES_THE_LAST =
  /^(the result|as a result|this|that|these|those|so|therefore|thus|hence|that is why|this is why)\b/i;

/**
 * The statements chosen, in the section's order, with the list that one of them introduces ("Our
 * products serve three markets:"): the answer is the list; and with the sentence before one that points
 * back at it.
 */
function withListedItems(passage: Passage, picked: number[]): number[] {
  const chosen = new Set(picked);
  for (const n of picked) {
    const statement = passage.statements[n]!;
    if (n > 0 && !statement.item && CONTINUES_THE_LAST.test(statement.text)) chosen.add(n - 1);
    if (!passage.statements[n]!.text.endsWith(':')) continue;
    for (let next = n + 1; next < passage.statements.length && passage.statements[next]!.item; next++)
      chosen.add(next);
  }
  return [...chosen].sort((a, b) => a - b);
}
