import { STOP_WORDS } from './words';

/**
 * The quantity a figure's unit measures, and the unit's name, in the words a question asks it with: "48 V"
 * is a voltage in volts, "6 m" a length, "1,367 lb" a weight in pounds. The knowledge base writes figures with unit symbols and people ask for the
 * quantity ("what output voltage", "how heavy"), so a statement is matched by both
 * (docs/decisions/0041-bot-retrieval.md).
 */
const UNITS: readonly [RegExp, string][] = [
  [/^(k|m)?v(ac|dc)?$/, 'voltage volts'],
  [/^(k|m)?a$/, 'current amps amperes'],
  [/^(k|m|g)?w$/, 'power watts rating'],
  [/^(k|m)?va$/, 'power rating'],
  [/^(k|m|g)?wh$/, 'energy capacity'],
  [/^°?[cf]$/, 'temperature degrees'],
  [/^(k|m)?hz$/, 'frequency hertz'],
  [/^nm$/, 'torque'],
  [/^mm[²2]$/, 'cross-section'],
  [/^(mm|cm|m|km)$/, 'length distance meters'],
  [/^(kg|t|tonnes?)$/, 'weight heavy kilograms'],
  [/^lbs?$/, 'weight heavy pounds'],
  [/^(ohms?|ω)$/, 'resistance'],
  [/^db$/, 'noise loud decibels'],
  [/^%$/, 'percentage share'],
];

/** A figure and the unit written after it: "48 V", "4 ohms", "-30 °C", "120 mm²", "95%". */
const FIGURE_WITH_UNIT = /\d(?:[.,]\d+)?\s?(°\s?[CF]\b|%|[\p{L}Ω]+[²2]?)/gu;

/** The quantities a text's figures measure, as words: "400-480 V AC, 3 kW" → "voltage volts power …". */
export function quantityWordsOf(text: string): string {
  const words = new Set<string>();
  for (const match of text.matchAll(FIGURE_WITH_UNIT)) {
    const unit = match[1]!.replace(/\s/g, '').toLowerCase();
    for (const [symbol, quantity] of UNITS) if (symbol.test(unit)) words.add(quantity);
  }
  return [...words].join(' ');
}

/** A number in figures or in words: what a count is written with ("8 vehicles", "six DC ports"). */
const COUNT =
  /^(\d+([.,]\d+)?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|dozen)$/;
/** The words after a number that it may count: "four AC and four DC ports" counts the DC ports. */
const COUNTED_WORDS = 2;

/**
 * The words a text's numbers count, as they are written: "up to 8 vehicles at once" counts vehicles, "six
 * DC ports" DC ports. What a "how many" question asks is the statement that counts its thing, not any
 * statement with a figure (docs/decisions/0041-bot-retrieval.md).
 */
export function countedWordsOf(words: readonly string[]): string[] {
  const counted: string[] = [];
  words.forEach((word, n) => {
    if (!COUNT.test(word)) return;
    for (const next of words.slice(n + 1, n + 1 + COUNTED_WORDS)) {
      // "UL 2202 for EV charging" counts nothing: a count is followed by what it counts.
      if (COUNT.test(next) || STOP_WORDS.has(next)) break;
      counted.push(next);
    }
  });
  return counted;
}
