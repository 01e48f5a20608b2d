// Markdown → HTML for chat replies (bot answers, agents' messages): marked with our renderers and URL policy.
// Its output is NOT safe yet: render-reply.ts sanitises it on the server, and every client sanitises what it
// receives again (purify-reply.ts) before it reaches the DOM (docs/security.md). Free of the DOM, so it runs
// on the server (and in stories, which stand in for the server).
//
// Classes it emits, for the widget's and console's CSS:
//   cw-table-wrap (scrolls horizontally) > cw-table; cw-align-left|center|right on cells;
//   cw-image (img with data-lightbox); cw-video (+ cw-video-link fallback); cw-file-link; cw-link ('Click here').
import { Marked, type Tokens } from 'marked';
import { preprocess } from './preprocess';
import { cleanUrl, fileName, splitTrailing, type UrlKind, urlKind, videoType } from './urls';

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

/** A reply's markdown as HTML, still to be sanitised. A non-string gives ''. */
export function renderMarkdown(text: string, options: FormatOptions = {}): string {
  if (typeof text !== 'string') return '';
  try {
    return markdown.parse(preprocess(text, options.siteOrigin), { async: false });
  } catch {
    return `<p>${escapeHtml(text)}</p>`;
  }
}
