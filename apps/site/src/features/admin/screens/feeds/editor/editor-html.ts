/**
 * The rich-text editor's HTML: the tags it keeps (those the server keeps: p, br, strong, em, u, s,
 * a[href https/mailto], ul/ol/li, h2-h4, blockquote), rebuilt from scratch out of whatever the
 * browser's editing produced or the stored description holds. Nothing else survives: other tags are
 * unwrapped (their text kept) or dropped with their content (scripts, styles, embedded objects).
 */
import { feedsText } from '../feeds-text';

const INLINE: Record<string, string> = {
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
  U: 'u',
  S: 's',
  STRIKE: 's',
  DEL: 's',
};
const BLOCK: Record<string, string> = {
  P: 'p',
  DIV: 'p',
  H1: 'h2',
  H2: 'h2',
  H3: 'h3',
  H4: 'h4',
  H5: 'h4',
  H6: 'h4',
};
const LIST = new Set(['UL', 'OL']);
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
  'IMG',
  'VIDEO',
  'AUDIO',
  'CANVAS',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'BUTTON',
]);
const ZERO_WIDTH = /\u200b/g;

/** Links the editor keeps: https and mail addresses (what the server keeps). */
export function isSafeHref(href: string): boolean {
  return /^https:\/\/[^\s]+$/i.test(href.trim()) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href.trim());
}

export type LinkCheck = { ok: true; href: string } | { ok: false; message: string };

/**
 * What the Link button accepts: an https address (a bare `example.com/page` gets https:// in front)
 * or a mailto: address. Plain http and every other scheme are refused with a message.
 */
export function validateLinkUrl(input: string): LinkCheck {
  const value = input.trim();
  const t = feedsText.editor;
  if (!value) return { ok: false, message: t.linkRequired };
  if (/^mailto:/i.test(value))
    return isSafeHref(value) ? { ok: true, href: value } : { ok: false, message: t.linkInvalid };
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (hasScheme && !/^https:\/\//i.test(value)) return { ok: false, message: t.linkHttpsOnly };
  let url: URL;
  try {
    url = new URL(hasScheme ? value : `https://${value.replace(/^\/+/, '')}`);
  } catch {
    return { ok: false, message: t.linkInvalid };
  }
  if (url.protocol !== 'https:' || !url.hostname.includes('.') || /\s/.test(value))
    return { ok: false, message: t.linkInvalid };
  return { ok: true, href: url.href };
}

const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;
const isText = (node: Node): node is Text => node.nodeType === Node.TEXT_NODE;

/** Appends the phrasing content of `source` (text, inline formatting, links, line breaks) to `target`. */
function appendPhrasing(target: Node, source: Node, doc: Document) {
  for (const child of Array.from(source.childNodes)) {
    if (isText(child)) {
      const text = child.data.replace(ZERO_WIDTH, '');
      if (text) target.appendChild(doc.createTextNode(text));
      continue;
    }
    if (!isElement(child) || DROPPED.has(child.nodeName.toUpperCase())) continue;
    const name = child.nodeName.toUpperCase();
    if (name === 'BR') {
      target.appendChild(doc.createElement('br'));
    } else if (INLINE[name]) {
      const element = doc.createElement(INLINE[name]);
      appendPhrasing(element, child, doc);
      if (element.childNodes.length) target.appendChild(element);
    } else if (name === 'A') {
      const href = child.getAttribute('href') ?? '';
      if (isSafeHref(href)) {
        const link = doc.createElement('a');
        link.setAttribute('href', href.trim());
        appendPhrasing(link, child, doc);
        if (link.childNodes.length) target.appendChild(link);
      } else appendPhrasing(target, child, doc);
    } else if (BLOCK[name] || LIST.has(name) || name === 'LI' || name === 'BLOCKQUOTE') {
      // A block inside a line (a pasted paragraph in a heading): its text on a line of its own.
      if (target.childNodes.length && target.lastChild?.nodeName !== 'BR')
        target.appendChild(doc.createElement('br'));
      appendPhrasing(target, child, doc);
    } else appendPhrasing(target, child, doc);
  }
}

function cleanList(source: Element, doc: Document): HTMLElement {
  const list = doc.createElement(source.nodeName.toLowerCase());
  for (const child of Array.from(source.childNodes)) {
    if (isElement(child) && child.nodeName.toUpperCase() === 'LI') {
      list.appendChild(cleanItem(child, doc));
    } else if (isElement(child) && LIST.has(child.nodeName.toUpperCase())) {
      // A list right inside a list (an indent in some browsers): it belongs to the item before it.
      const previous = list.lastElementChild ?? list.appendChild(doc.createElement('li'));
      previous.appendChild(cleanList(child, doc));
    } else if (isText(child) && !child.data.trim()) {
      continue;
    } else {
      const item = doc.createElement('li');
      const holder = doc.createElement('div');
      holder.appendChild(child.cloneNode(true));
      appendPhrasing(item, holder, doc);
      if (item.childNodes.length) list.appendChild(item);
    }
  }
  return list;
}

function cleanItem(source: Element, doc: Document): HTMLElement {
  const item = doc.createElement('li');
  let line = doc.createDocumentFragment();
  const flush = () => {
    if (line.childNodes.length) item.appendChild(line);
    line = doc.createDocumentFragment();
  };
  for (const child of Array.from(source.childNodes)) {
    if (isElement(child) && LIST.has(child.nodeName.toUpperCase())) {
      flush();
      item.appendChild(cleanList(child, doc));
    } else {
      const holder = doc.createElement('div');
      holder.appendChild(child.cloneNode(true));
      appendPhrasing(line, holder, doc);
    }
  }
  flush();
  return item;
}

/** Rebuilds flow content (the editor's root, a blockquote) as blocks; loose text goes into paragraphs. */
function appendFlow(target: Node, source: Node, doc: Document) {
  let paragraph: HTMLElement | null = null;
  const loose = () => (paragraph ??= target.appendChild(doc.createElement('p')));
  for (const child of Array.from(source.childNodes)) {
    const name = child.nodeName.toUpperCase();
    if (isElement(child) && BLOCK[name]) {
      paragraph = null;
      const block = doc.createElement(BLOCK[name]);
      appendPhrasing(block, child, doc);
      // An empty line stays as the browser draws one: a paragraph holding a line break.
      if (!block.childNodes.length) block.appendChild(doc.createElement('br'));
      target.appendChild(block);
    } else if (isElement(child) && LIST.has(name)) {
      paragraph = null;
      target.appendChild(cleanList(child, doc));
    } else if (isElement(child) && name === 'BLOCKQUOTE') {
      paragraph = null;
      const quote = doc.createElement('blockquote');
      appendFlow(quote, child, doc);
      if (quote.childNodes.length) target.appendChild(quote);
    } else if (isElement(child) && name === 'LI') {
      paragraph = null;
      const list = doc.createElement('ul');
      list.appendChild(cleanItem(child, doc));
      target.appendChild(list);
    } else if (isText(child) && !child.data.replace(ZERO_WIDTH, '').trim() && !paragraph) {
      continue;
    } else if (isElement(child) || isText(child)) {
      const holder = doc.createElement('div');
      holder.appendChild(child.cloneNode(true));
      appendPhrasing(loose(), holder, doc);
    }
  }
}

/** The editor's content rebuilt from the allowed tags only, as a fragment of `doc`. */
export function cleanContent(source: Node, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  appendFlow(fragment, source, doc);
  mergeSiblings(fragment);
  return fragment;
}

const MERGEABLE = new Set(['STRONG', 'EM', 'U', 'S', 'A']);

const canMerge = (first: Node, second: Node | null): second is Element =>
  isElement(first) &&
  second !== null &&
  isElement(second) &&
  second.nodeName === first.nodeName &&
  MERGEABLE.has(first.nodeName.toUpperCase()) &&
  first.getAttribute('href') === second.getAttribute('href');

/**
 * Joins neighbouring inline elements of the same kind (`<strong>a</strong><strong>b</strong>`).
 * Text nodes are joined too unless `joinText` is false (the editor's commands keep their text nodes,
 * which hold the selection).
 */
export function mergeSiblings(container: Node, joinText = true) {
  let child = container.firstChild;
  while (child) {
    let next = child.nextSibling;
    while (canMerge(child, next)) {
      while (next.firstChild) child.appendChild(next.firstChild);
      next.remove();
      next = child.nextSibling;
    }
    if (isElement(child)) mergeSiblings(child, false);
    child = child.nextSibling;
  }
  if (joinText) container.normalize();
}

const isEmptyBlock = (node: Node) =>
  isElement(node) && !node.textContent?.replace(ZERO_WIDTH, '').trim() && !node.querySelector('a');

/** HTML text → editor content. The HTML is parsed in an inert template: nothing in it runs or loads. */
export function parseEditorHtml(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return cleanContent(template.content, doc);
}

/** The editor's content as the description's HTML: cleaned, without empty lines at either end. */
export function serializeEditorHtml(root: Node): string {
  const doc = root.ownerDocument ?? document;
  const fragment = cleanContent(root, doc);
  while (fragment.firstChild && isEmptyBlock(fragment.firstChild)) fragment.firstChild.remove();
  while (fragment.lastChild && isEmptyBlock(fragment.lastChild)) fragment.lastChild.remove();
  const holder = doc.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}

/** Replaces the editor's content with the cleaned form of `html`; an empty editor gets one empty line. */
export function loadEditorHtml(root: HTMLElement, html: string) {
  const fragment = parseEditorHtml(html, root.ownerDocument);
  root.replaceChildren(fragment);
  if (!root.firstChild) root.appendChild(emptyParagraph(root.ownerDocument));
}

export function emptyParagraph(doc: Document): HTMLElement {
  const paragraph = doc.createElement('p');
  paragraph.appendChild(doc.createElement('br'));
  return paragraph;
}
