/**
 * PostgreSQL's `ts_rank_cd(tsv, query, 1)` for a query of lexemes joined by OR, computed in memory so that
 * the bot ranks passages exactly as the SQL search did (src/backend/utils/adt/tsrank.c, calc_rank_cd).
 *
 * With OR, every position of a query lexeme in the passage is a cover of its own: no noise words, and a
 * cover's weight is 1 / (1 / w) for the weight w of its label. The sum, taken in position order, is divided
 * by log(1 + the passage's length in positions) (normalization 1) and returned as a float4.
 */

/** tsrank.c's default label weights D, C, B, A, as C `float` values. */
const LABEL_WEIGHTS = { D: 0.1, C: 0.2, B: 0.4, A: 1.0 } as const;
export type Label = keyof typeof LABEL_WEIGHTS;
const INVERSE: Record<Label, number> = {
  D: 1 / Math.fround(LABEL_WEIGHTS.D),
  C: 1 / Math.fround(LABEL_WEIGHTS.C),
  B: 1 / Math.fround(LABEL_WEIGHTS.B),
  A: 1 / Math.fround(LABEL_WEIGHTS.A),
};

/** `matches`: the positions (with labels) of every query lexeme in the passage, in position order. */
export function coverDensityRank(matches: readonly { label: Label }[], passageLength: number): number {
  let sum = 0;
  for (const match of matches) sum += 1 / INVERSE[match.label];
  return Math.fround(sum / Math.log(passageLength + 1));
}

/**
 * A float4 as a client reads it from PostgreSQL: the shortest decimal that reads back as the same float4,
 * then parsed as a double. The SQL search multiplied this number, so the in-memory one does too.
 */
export function float4AsRead(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  for (let digits = 1; digits <= 9; digits++) {
    const decimal = Number(value.toPrecision(digits));
    if (Math.fround(decimal) === value) return decimal;
  }
  return value;
}
