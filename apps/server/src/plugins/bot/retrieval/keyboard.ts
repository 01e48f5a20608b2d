/**
 * The keys around each key of a QWERTY keyboard: the letter a slipping finger types instead. Read by the
 * retrieval (slips.ts) and by the typos `pnpm bench:bot-quality` makes (scripts/bot-quality/variants.mjs),
 * so this file imports nothing: Node runs it as it is.
 */
export const NEIGHBOUR_KEYS: Readonly<Record<string, string>> = {
  q: 'wa',
  w: 'qase',
  e: 'wsdr',
  r: 'edft',
  t: 'rfgy',
  y: 'tghu',
  u: 'yhji',
  i: 'ujko',
  o: 'iklp',
  p: 'ol',
  a: 'qwsz',
  s: 'awedxz',
  d: 'serfcx',
  f: 'drtgvc',
  g: 'ftyhbv',
  h: 'gyujnb',
  j: 'huikmn',
  k: 'jiolm',
  l: 'kop',
  z: 'asx',
  x: 'zsdc',
  c: 'xdfv',
  v: 'cfgb',
  b: 'vghn',
  n: 'bhjm',
  m: 'njk',
};
