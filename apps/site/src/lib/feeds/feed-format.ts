import type { FeedMedia } from '@ohmstead/contracts/feeds';
import { serverHtmlTools } from '../html-tools';

/** Formatting rules shared by the feed screens (docs/product.md §2.2, §2.5, §2.9). No React, no DOM writes. */

/** Elements whose boundaries separate words (also on the server: server/html-tools.ts). */
export const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/**
 * The visible text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. Block
 * elements and line breaks separate words. Parsing happens in an inert document: nothing runs or loads.
 */
export function textFromHtml(html: string): string {
  const server = serverHtmlTools();
  if (server) return server.text(html);
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body
    .querySelectorAll('script, style, template, noscript, iframe, object')
    .forEach((node) => node.remove());
  doc.body.querySelectorAll('*').forEach((element) => {
    if (BLOCK_TAGS.has(element.tagName)) element.after(doc.createTextNode(' '));
  });
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Cuts text to at most `max` characters, at a word boundary when there is one, ending with '…'. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const UNITS: [Unit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** What `Intl.RelativeTimeFormat('en', { numeric: 'auto' })` says for one unit ahead or behind. */
const ONE: Partial<Record<Unit, [past: string, future: string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
};

/**
 * "3 days ago", "2 months ago", "yesterday", "just now"; '' for a missing or unreadable date. The words of
 * `Intl.RelativeTimeFormat('en', { numeric: 'auto' })` written out, as shortDate's are: building that
 * formatter on a page's first render took 60 ms of a slow phone's main thread (Lighthouse's TBT).
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const time = Date.parse(iso);
  if (!iso || Number.isNaN(time)) return '';
  const seconds = Math.round((time - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) < size) continue;
    const count = Math.trunc(seconds / size);
    const amount = Math.abs(count);
    const one = ONE[unit];
    if (amount === 1 && one) return count < 0 ? one[0] : one[1];
    const words = `${amount} ${unit}${amount === 1 ? '' : 's'}`;
    return count < 0 ? `${words} ago` : `in ${words}`;
  }
  return 'just now';
}

/** The full date for a tooltip or a `<time>` element's text: "Mar 18, 2025". */
export const shortDate = (iso: string) => {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  // The en-US short date ('Mar 18, 2025') written out: building an Intl.DateTimeFormat on a page's
  // first render costs tens of milliseconds of main thread on a slow phone (Lighthouse's TBT).
  const date = new Date(time);
  return `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
};

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The item's default image, else its first image; undefined when it has none. */
export const defaultImage = (media: FeedMedia[]): FeedMedia | undefined => {
  const images = media.filter((item) => item.mediaType === 'Image');
  return images.find((item) => item.isDefault) ?? images[0];
};

/** The item's PDF attachment (docs/product.md §2.2: Download and View exist only when there is one). */
export const pdfMedia = (media: FeedMedia[]): FeedMedia | undefined =>
  media.find((item) => item.mediaType === 'Pdf');

/** Outbound links from the server are shown only when they are web addresses. */
export const isWebLink = (link: string) => /^https?:\/\//i.test(link.trim());
