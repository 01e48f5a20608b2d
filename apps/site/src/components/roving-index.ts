/**
 * Where a key moves the focus in a row with one tab stop (the WAI-ARIA toolbar and tabs patterns): the
 * next or the previous item, round from the last to the first; Home the first, End the last. Undefined
 * for any other key, which the row leaves alone.
 */
export function rovingIndex(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    Home: 0,
    End: count - 1,
  };
  const target = moves[key];
  return target === undefined ? undefined : (target + count) % count;
}
