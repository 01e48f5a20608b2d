// The chat reply formatter: bot or agent text in, safe HTML out (marked → DOMPurify, always).
// Framework-free, so the widget and the agent console render replies the same way.
//
// Classes it emits, for the widget's and console's CSS:
//   cw-table-wrap (scrolls horizontally) > cw-table; cw-align-left|center|right on cells;
//   cw-image (img with data-lightbox); cw-video (+ cw-video-link fallback); cw-file-link; cw-link ('Click here').
import DOMPurify, { type DOMPurify as Sanitizer } from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { preprocess } from './preprocess';
import { cleanUrl, fileName, safeUrl, splitTrailing, urlKind, videoType, type UrlKind } from './urls';

export interface FormatOptions {
  /** The company site, e.g. 'https://www.example.com': only its contact-us links (and relative ones) are stripped. */
  siteOrigin?: string;
}

const LINK_TEXT = 'Click here';
const NEW_TAB = ' target="_blank" rel="noopener noreferrer"';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const attr = (name: string, value: string | null | undefined): string =>
  value ? ` ${name}="${escapeHtml(value)}"` : '';

/** An image, video, file link or plain link for a URL already made safe. */
function renderUrl(
  url: string,
  label: string,
  alt: string,
  title: string | null | undefined,
  kind: UrlKind = urlKind(url),
): string {
  const name = escapeHtml(fileName(url));
  const href = attr('href', url) + attr('title', title) + NEW_TAB;
  switch (kind) {
    case 'image':
      return `<img class="cw-image"${attr('src', url)} alt="${escapeHtml(alt || fileName(url))}"${attr('title', title)} loading="lazy" data-lightbox="">`;
    case 'video':
      return (
        `<video class="cw-video" controls preload="metadata"><source${attr('src', url)}${attr('type', videoType(url))}></video>` +
        `<a class="cw-video-link"${href}>${name}</a>`
      );
    case 'file':
      return `<a class="cw-file-link"${href}>${name}</a>`;
    default:
      // mailto: and tel: keep their text (an address or number reads better than 'Click here').
      return /^(?:mailto|tel):/i.test(url)
        ? `<a${href}>${label}</a>`
        : `<a class="cw-link"${href}>${LINK_TEXT}</a>`;
  }
}

const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(depth + 2, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    table({ header, rows }) {
      const row = (cells: Tokens.TableCell[], tag: 'th' | 'td'): string =>
        `<tr>${cells
          .map(
            (cell) =>
              `<${tag}${attr('class', cell.align && 'cw-align-' + cell.align)}>${this.parser.parseInline(cell.tokens)}</${tag}>`,
          )
          .join('')}</tr>`;
      const body = rows.map((cells) => row(cells, 'td')).join('');
      return `<div class="cw-table-wrap"><table class="cw-table"><thead>${row(header, 'th')}</thead>${body && `<tbody>${body}</tbody>`}</table></div>\n`;
    },
    link({ href, title, text, tokens, raw }) {
      const label = this.parser.parseInline(tokens);
      // A bare URL or <autolink>: its text is the address itself (marked 17 has no autolink flag).
      const autolink = raw === text || raw === `<${text}>` || text === href;
      // A bare URL took the sentence's punctuation with it: give it back after the link.
      const [target, tail] = autolink ? splitTrailing(href) : [href, ''];
      const url = cleanUrl(target);
      return (url ? renderUrl(url, label, autolink ? '' : text, title) : label) + escapeHtml(tail);
    },
    image({ href, title, text }) {
      const url = cleanUrl(href);
      // A markdown image is an image whatever its extension, unless it names a video.
      return url
        ? renderUrl(url, '', text, title, urlKind(url) === 'video' ? 'video' : 'image')
        : escapeHtml(text);
    },
  },
});

const ALLOWED_TAGS = [
  ...['p', 'br', 'strong', 'em', 'del', 'ul', 'ol', 'li', 'div', 'span', 'a', 'img', 'video', 'source'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr'],
];
const ALLOWED_ATTR = [
  ...['href', 'src', 'alt', 'title', 'target', 'rel', 'controls', 'class', 'download', 'data-lightbox'],
  ...['type', 'preload', 'loading'],
];

// The classes this formatter emits (and marked's code-block language): raw HTML in a reply may not borrow
// the widget's own classes to dress up as its buttons or dialogs.
const OWN_CLASS =
  /^(?:cw-(?:table-wrap|table|align-(?:left|center|right)|image|video|video-link|file-link|link)|language-[\w-]+)$/;

/** Every link opens safely in a new tab; every URL passes the same policy, raw HTML included. */
function enforceLinkPolicy(node: Element): void {
  const className = node.getAttribute('class');
  if (className !== null && !OWN_CLASS.test(className)) node.removeAttribute('class');
  for (const name of ['href', 'src']) {
    const value = node.getAttribute(name);
    if (value === null) continue;
    const url = safeUrl(value);
    if (url === null) node.removeAttribute(name);
    else node.setAttribute(name, url);
  }
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') node.setAttribute('data-lightbox', '');
  else node.removeAttribute('data-lightbox');
}

let sanitizer: Sanitizer | undefined;

/** A DOMPurify instance of our own, so our hook never touches other DOMPurify users on the page. */
function getSanitizer(): Sanitizer {
  if (!sanitizer) {
    sanitizer = DOMPurify(window);
    sanitizer.addHook('afterSanitizeAttributes', enforceLinkPolicy);
  }
  return sanitizer;
}

/** Formats a bot or agent reply (markdown) as safe HTML. A non-string gives ''. */
export function formatReply(text: string, options: FormatOptions = {}): string {
  if (typeof text !== 'string') return '';
  let html: string;
  try {
    html = markdown.parse(preprocess(text, options.siteOrigin), { async: false });
  } catch {
    html = `<p>${escapeHtml(text)}</p>`;
  }
  return getSanitizer().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** The reply as readable plain text (for aria-live announcements): set it as textContent, never as HTML. */
export function plainText(text: string, options?: FormatOptions): string {
  const template = document.createElement('template');
  template.innerHTML = formatReply(text, options).replace(
    /<br>|<\/(?:p|li|h\d|t[hdr]|pre|blockquote|div)>/g,
    '$& ',
  );
  template.content.querySelectorAll('img').forEach((image) => image.replaceWith(image.alt));
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
