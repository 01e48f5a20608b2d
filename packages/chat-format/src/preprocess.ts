// Text clean-up before markdown: contact-us lines, broken link targets, runs of blank lines.

// A markdown link or image, an <autolink>, or a bare word: the things on a line that may be links.
const LINK_LIKE = /!?\[[^\]\n]*\]\([^)\n]*\)|<[^>\s]+>|\S+/g;
const CONTACT_US = /contact-us/i;
// A markdown link target, as `](…)` with no nested parentheses.
const LINK_TARGET = /\]\(([^()]*)\)/g;
const URL_START = /^\s*<?\s*(?:https?:|www\.|mailto:|tel:|[/#])/i;

const hostOf = (url: string): string | undefined =>
  /^(?:[a-z][a-z\d+.-]*:)?\/\/(?:www\.)?([^/?#:\s]+)|^www\.([^/?#:\s]+)/i
    .exec(url)
    ?.slice(1)
    .find(Boolean)
    ?.toLowerCase();

/** Whether a markdown link, autolink or bare URL points at the contact-us page (of siteOrigin, when given). */
function isContactUsLink(link: string, siteOrigin: string | undefined): boolean {
  const target = /\]\(([^)]*)\)$/.exec(link)?.[1] ?? link.replace(/^<|>$/g, '');
  if (!CONTACT_US.test(target) || !target.includes('/')) return false;
  const host = hostOf(target.replace(/^[\s<"']+/, ''));
  return !siteOrigin || !host || host === hostOf(siteOrigin);
}

/** A line whose only content is one contact-us link, maybe behind a label such as 'Contact us:'. */
function isContactUsLine(line: string, siteOrigin: string | undefined): boolean {
  if (!CONTACT_US.test(line)) return false;
  let links = 0;
  const rest = line.replace(LINK_LIKE, (token) => {
    if (!isContactUsLink(token, siteOrigin)) return token;
    links++;
    return ' ';
  });
  const label = rest
    .replace(/[*_>#|`~]+/g, ' ')
    .replace(/^\s*(?:[-+]|\d+[.)])\s/, '')
    .replace(/[\s.,;!]+$/, '')
    .trim();
  return links === 1 && (!label || (label.length <= 60 && /[:\-–—]$|contact/i.test(label)));
}

/** Keeps a wrapped or spaced URL in `[label](…)` a link: line breaks are removed, spaces become %20. */
function repairLinkTarget(match: string, target: string): string {
  if (!/\S\s+\S/.test(target.trim()) || !URL_START.test(target) || /\n\s*\n/.test(target)) return match;
  const [, url = '', title = ''] =
    /^\s*<?([\s\S]*?)>?(\s+(?:"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'))?\s*$/.exec(target) ?? [];
  return `](${url
    .trim()
    .replace(/\s*\n\s*/g, '')
    .replace(/\s+/g, '%20')}${title})`;
}

/** Normalises a reply before markdown: the spec's line rules and link-target repair. */
export function preprocess(text: string, siteOrigin?: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !isContactUsLine(line, siteOrigin))
    .join('\n')
    .replace(LINK_TARGET, repairLinkTarget)
    .replace(/\n(?:[ \t]*\n){2,}/g, '\n\n')
    .replace(/^(?:[ \t]*\n)+|(?:\n[ \t]*)+$/g, '');
}
