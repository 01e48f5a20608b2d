// The tables of `pnpm bench:bot-quality`: correct answers per bot and per way of typing, the share of
// questions to decline that were declined, by kind of question, and the first failures of each variant.
import { expectedOf } from './judge.mjs';
import { VARIANTS } from './variants.mjs';

/** Failures printed per variant: BENCH_FAILURES_LISTED=all prints every one. */
const FAILURES_LISTED =
  process.env.BENCH_FAILURES_LISTED === 'all' ? Infinity : Number(process.env.BENCH_FAILURES_LISTED ?? 15);
const BOTS = ['crm', 'ia', 'all'];
const KIND_NAMES = {
  fact: 'facts',
  procedure: 'procedures',
  'yes-no': 'yes/no, can I…',
  'follow-up': 'follow-ups',
  intent: 'intents',
  decline: 'declines',
};

const percent = (part, whole) => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)} %`);
const ofBot = (bot) => (result) => bot === 'all' || result.item.bot === bot;
const ofVariant = (variant) => (result) => result.variant === variant;

/** `correct / total (share)` of the results that pass `filter`. */
function score(results, filter) {
  const chosen = results.filter(filter);
  const correct = chosen.filter((result) => result.verdict.correct).length;
  return `${correct} / ${chosen.length} (${percent(correct, chosen.length)})`;
}

/** The share of questions to decline that were declined, per variant: `100 / 96 / 92 / 100 %`. */
function declinedShares(results, bot) {
  const shares = VARIANTS.map((variant) => {
    const declines = results.filter((r) => r.item.decline && ofBot(bot)(r) && ofVariant(variant)(r));
    const declined = declines.filter((r) => r.verdict.declined).length;
    return declines.length === 0 ? '–' : ((declined / declines.length) * 100).toFixed(0);
  });
  return `${shares.join(' / ')} %`;
}

/** The table rows (markdown) of one database's run, one per bot and one for both. */
export function scoreRows(run) {
  return BOTS.map((bot) => {
    const cells = VARIANTS.map((variant) =>
      score(run.results, (r) => ofBot(bot)(r) && ofVariant(variant)(r)),
    );
    return `| ${run.database} | ${bot} | ${cells.join(' | ')} | ${declinedShares(run.results, bot)} |`;
  });
}

export const SCORE_HEADER = [
  `| database | bot | ${VARIANTS.join(' | ')} | questions to decline declined (${VARIANTS.join(' / ')}) |`,
  `|---|---|${VARIANTS.map(() => '---:|').join('')}---:|`,
];

/** Correct answers by kind of question, both bots, per variant (markdown). */
export function kindRows(run) {
  return Object.entries(KIND_NAMES)
    .filter(([kind]) => run.results.some((r) => r.item.kind === kind))
    .map(([kind, name]) => {
      const cells = VARIANTS.map((variant) =>
        score(run.results, (r) => r.item.kind === kind && ofVariant(variant)(r)),
      );
      return `| ${name} | ${cells.join(' | ')} |`;
    });
}

export const KIND_HEADER = [
  `| kind | ${VARIANTS.join(' | ')} |`,
  `|---|${VARIANTS.map(() => '---:|').join('')}`,
];

/** Knowledge questions answered with the decline, per variant: the other side of declining well. */
function wronglyDeclined(results) {
  return VARIANTS.map((variant) => {
    const answerable = results.filter((r) => r.item.sources && ofVariant(variant)(r));
    const declined = answerable.filter((r) => r.verdict.declined).length;
    return `${variant} ${declined} / ${answerable.length}`;
  }).join(', ');
}

/** Prints one database's run: the scores, the kinds and the first failures of each variant. */
export function printRun(run) {
  console.log(`\n${run.database}: answers by ${[...run.models].join(', ')}\n`);
  console.log([...SCORE_HEADER, ...scoreRows(run)].join('\n'));
  console.log(`\n${[...KIND_HEADER, ...kindRows(run)].join('\n')}`);
  console.log(`\nknowledge questions answered with the decline: ${wronglyDeclined(run.results)}`);
  for (const variant of VARIANTS) {
    const failures = run.results.filter((r) => r.variant === variant && !r.verdict.correct);
    console.log(`\n${variant}: ${failures.length} failures${failures.length > 0 ? ', the first:' : ''}`);
    for (const { item, text, answer, verdict } of failures.slice(0, FAILURES_LISTED)) {
      const context = item.context ? ` (after "${item.context}")` : '';
      const start = answer.message.replace(/\s+/g, ' ').slice(0, 120);
      console.log(`  [${item.bot}] "${text}"${context}`);
      console.log(`      expected ${expectedOf(item)}`);
      console.log(`      got ${verdict.got}: ${start}`);
    }
  }
}
