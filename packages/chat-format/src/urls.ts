// URL policy for chat replies: clean what the bot wrote, keep only safe schemes, sort by file kind.

/** What a URL points at, by the extension of its path (docs/product.md §3.9 lists the image extensions). */
export type UrlKind = 'image' | 'video' | 'file' | 'link';

const IMAGE = /\.(?:png|jpe?g|gif|webp|bmp|svg)$/i;
const VIDEO = /\.(mp4|webm|ogg|mov)$/i;
const FILE = /\.(?:pdf|docx?|xlsx?|pptx?|csv|txt|zip)$/i;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// Control characters, and invisible characters that could hide a scheme from a reader.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN = /[\0-\x1f\x7f-\x9f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/;
const TRAILING = '.,;:!?\'"*>';

const pathOf = (url: string): string => url.replace(/[?#][\s\S]*$/, '');
const count = (text: string, char: string): number => text.split(char).length - 1;

/**
 * Makes a URL safe to put in href/src, or returns null when it must not be a link.
 * https:, mailto:, tel: and relative URLs survive; http: and protocol-relative become https:.
 */
export function safeUrl(input: string): string | null {
  // What a browser's URL parser does: tabs and newlines vanish, outer spaces and controls are trimmed.
  const url = input
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\0- ]+|[\0- ]+$/g, '')
    .replace(/ /g, '%20');
  if (!url || HIDDEN.test(url)) return null;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'http') return 'https' + url.slice(4);
  if (scheme) return scheme === 'https' || scheme === 'mailto' || scheme === 'tel' ? url : null;
  return /^[\\/]{2}/.test(url) ? 'https://' + url.replace(/^[\\/]+/, '') : url;
}

/** Splits punctuation that ends a sentence, not the URL: `https://a.b/c).` → [`https://a.b/c`, `).`]. */
export function splitTrailing(url: string): [url: string, tail: string] {
  let end = url.length;
  while (end > 0) {
    const char = url.charAt(end - 1);
    const head = url.slice(0, end);
    const unbalanced =
      (char === ')' && count(head, '(') < count(head, ')')) ||
      (char === ']' && count(head, '[') < count(head, ']'));
    if (!unbalanced && !TRAILING.includes(char)) break;
    end--;
  }
  return [url.slice(0, end), url.slice(end)];
}

/** Cleans a URL as the bot wrote it (wrapping < > or quotes, trailing punctuation), then applies safeUrl. */
export function cleanUrl(raw: string): string | null {
  const unwrapped = raw
    .trim()
    .replace(/&amp;/gi, '&')
    .replace(/^[<"'`]+|[>"'`]+$/g, '');
  return safeUrl(splitTrailing(unwrapped)[0]);
}

/** The kind of a (safe) URL; mailto: and tel: are always plain links. */
export function urlKind(url: string): UrlKind {
  if (/^(?:mailto|tel):/i.test(url)) return 'link';
  const path = pathOf(url);
  return IMAGE.test(path) ? 'image' : VIDEO.test(path) ? 'video' : FILE.test(path) ? 'file' : 'link';
}

/** The MIME type to announce for a video URL; none for .mov so browsers sniff it (most .mov are H.264). */
export function videoType(url: string): string | undefined {
  const extension = VIDEO.exec(pathOf(url))?.[1]?.toLowerCase();
  return extension && extension !== 'mov' ? 'video/' + extension : undefined;
}

/** The decoded file name of a URL, without query or fragment: `/a/Spec%20sheet.pdf?v=2` → `Spec sheet.pdf`. */
export function fileName(url: string): string {
  const name = pathOf(url).replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
