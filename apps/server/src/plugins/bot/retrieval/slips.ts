/**
 * How a word one letter from another came to be typed: the slips of a typing hand — a letter left out, a
 * letter doubled, two letters swapped, a key hit beside the one meant — are the commonest typos; a letter
 * struck beside its neighbour less so; any other letter in or out least. Among words equally near a
 * misspelling, the one a slip explains is what was meant: "teel" is "steel" with its first letter left
 * out, not "tell" with an "e" for an "l" (docs/decisions/0041-bot-retrieval.md).
 */

import { NEIGHBOUR_KEYS } from './keyboard';

/** A slip of the hand: a letter left out, doubled, swapped or hit beside the one meant. */
export const SLIP = 0;
/** A key struck beside the one next to it, the letter meant still there. */
const NEIGHBOUR_STRUCK = 1;
/** Any other edit. */
const OTHER_EDIT = 2;

const neighbours = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && (NEIGHBOUR_KEYS[a]?.includes(b) ?? false);

/**
 * How likely a slip turned `intended` into `typed`, the two one edit apart: SLIP (likeliest) to
 * OTHER_EDIT. Words further apart are all ranked SLIP: their ranking is the edit distance's alone.
 */
export function slipRank(typed: string, intended: string): number {
  if (typed.length + 1 === intended.length) return leftOut(typed, intended) ? SLIP : OTHER_EDIT;
  if (typed.length === intended.length + 1) return struckRank(typed, intended);
  if (typed.length !== intended.length) return SLIP;
  const differ: number[] = [];
  for (let i = 0; i < typed.length && differ.length <= 2; i++) if (typed[i] !== intended[i]) differ.push(i);
  if (differ.length === 1) return neighbours(intended[differ[0]!], typed[differ[0]!]) ? SLIP : OTHER_EDIT;
  const [i, j] = differ;
  const swapped =
    differ.length === 2 && j === i! + 1 && typed[i!] === intended[j] && typed[j] === intended[i!];
  return swapped || differ.length > 2 ? SLIP : OTHER_EDIT;
}

/** Whether `typed` is `intended` with its first key hit beside the one meant ("yrid" for "grid"). */
export function firstKeySlipped(typed: string, intended: string): boolean {
  return (
    typed.length === intended.length &&
    typed.slice(1) === intended.slice(1) &&
    neighbours(intended[0], typed[0])
  );
}

/** Whether `typed` is `intended` with one letter left out. */
function leftOut(typed: string, intended: string): boolean {
  for (let i = 0; i < intended.length; i++)
    if (intended.slice(0, i) + intended.slice(i + 1) === typed) return true;
  return false;
}

/** The rank of `typed`, `intended` with one letter more: a doubled letter, a neighbour's, another. */
function struckRank(typed: string, intended: string): number {
  let rank = OTHER_EDIT;
  for (let i = 0; i < typed.length; i++) {
    if (typed.slice(0, i) + typed.slice(i + 1) !== intended) continue;
    const [before, extra, after] = [typed[i - 1], typed[i]!, typed[i + 1]];
    if (extra === before || extra === after) return SLIP;
    if (neighbours(before, extra) || neighbours(after, extra)) rank = NEIGHBOUR_STRUCK;
  }
  return rank;
}
