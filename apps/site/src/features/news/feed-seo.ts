import { SEO_KEYWORDS_MAX } from '@ohmstead/contracts/feeds';
import { textFromHtml } from '@/lib/feeds/feed-format';

/**
 * docs/product.md §2.7 "SEO rules for feed detail": the title is the heading; the description is the first
 * sentence of the text with tags removed; the keywords are up to 10 unique words (stop words
 * removed, lower-cased, letters and digits only), comma-separated.
 */
export interface FeedPageTags {
  title: string;
  description: string;
  keywords: string;
}

/** A meta description longer than this is cut at a word (docs/decisions/0008-content-areas.md). */
export const SEO_DESCRIPTION_MAX = 320;

/** Words that end with a full stop without ending the sentence. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'mt',
  'inc',
  'ltd',
  'co',
  'corp',
  'llc',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'u.s',
  'u.k',
  'no',
  'approx',
  'dept',
  'est',
  'fig',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'a.m',
  'p.m',
]);

/**
 * The first sentence of plain text: up to and including the first '.', '!' or '?' (with any closing
 * quotes or brackets) that is followed by white space or the end, skipping decimals, abbreviations,
 * initials and a full stop followed by a lower-case word. Without such an end, the whole text.
 */
export function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const end = /([.!?…]+)(["'”’)\]]*)(?=\s|$)/g;
  for (let match = end.exec(clean); match; match = end.exec(clean)) {
    const stop = match.index + match[0].length;
    const next = clean.slice(stop).trimStart();
    if (next === '') return clean;
    if (match[1] === '.' && match[2] === '') {
      const word = /(?:^|[\s("'“‘])([\p{L}.]+)$/u.exec(clean.slice(0, match.index))?.[1]?.toLowerCase() ?? '';
      if (ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word) || /^\p{L}(\.\p{L})+$/u.test(word)) continue;
      if (/^\p{Ll}/u.test(next)) continue;
    }
    return clean.slice(0, stop);
  }
  return clean;
}

/** English stop words: articles, pronouns, auxiliaries, prepositions, conjunctions, fillers. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are aren as at be because been before being ' +
    'below between both but by can cannot could couldn did didn do does doesn doing don dont down during each ' +
    'even ever every few for from further get gets got had hadn has hasn have haven having he her here hers ' +
    'herself him himself his how however i if in into is isn it its itself just let lets like made make many ' +
    'may me might more most much must mustn my myself need new no nor not now of off on once one only or other ' +
    'our ours ourselves out over own per same shall shan she should shouldn since so some such than that the ' +
    'their theirs them themselves then there these they this those through thus to too under until up upon us ' +
    'use used using very via was wasn we well were weren what when where whether which while who whom whose ' +
    'why will with within without won would wouldn yet you your yours yourself yourselves s t d ll m re ve ' +
    'isnt arent wasnt werent hasnt havent hadnt doesnt didnt wont wouldnt shouldnt couldnt cant mustnt im ive ' +
    'youre youve theyre theyve weve were hes shes thats theres whats'
  ).split(' '),
);

/**
 * Up to `max` unique words of the text in order of first appearance: lower-cased, letters and digits
 * only (possessive 's and apostrophes dropped, other characters split words), stop words removed.
 */
export function keywordsFrom(text: string, max: number = SEO_KEYWORDS_MAX): string[] {
  const words = text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/(\p{L})['’](\p{L})/gu, '$1$2')
    .match(/[\p{L}\p{N}]+/gu);
  const keywords: string[] = [];
  for (const word of words ?? []) {
    if (keywords.length >= max) break;
    if (STOP_WORDS.has(word) || keywords.includes(word)) continue;
    keywords.push(word);
  }
  return keywords;
}

function capDescription(sentence: string): string {
  if (sentence.length <= SEO_DESCRIPTION_MAX) return sentence;
  const cut = sentence.slice(0, SEO_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

/** The page tags of a feed detail page. Keywords come from the text, or the heading when it has none. */
export function feedPageTags(item: { heading: string; description: string }): FeedPageTags {
  const text = textFromHtml(item.description);
  const keywords = keywordsFrom(text);
  return {
    title: item.heading.trim(),
    description: capDescription(firstSentence(text)),
    keywords: (keywords.length > 0 ? keywords : keywordsFrom(item.heading)).join(', '),
  };
}
