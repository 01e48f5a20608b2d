/**
 * The rich-text editor's commands, done on the DOM with ranges rather than with the browser's
 * deprecated `execCommand` (whose output differs between browsers: `<b>` or `<strong>`, `<div>` or
 * `<p>`). Each command takes the editor's root and the selection inside it, changes the content and
 * returns the range to select afterwards. The content model is flat: the root holds blocks (p, h2-h4,
 * ul/ol, blockquote) and blocks hold text, strong, em, u, s, a and br.
 */
import { mergeSiblings } from './editor-html';

export type InlineTag = 'strong' | 'em' | 'u';
export type ListTag = 'ul' | 'ol';

const NAMES: Record<InlineTag, string[]> = { strong: ['STRONG', 'B'], em: ['EM', 'I'], u: ['U'] };
const LINK = ['A'];
const ALL_INLINE = ['STRONG', 'B', 'EM', 'I', 'U', 'S', 'STRIKE', 'DEL', 'A', 'SPAN', 'FONT'];
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const PARAGRAPHS = new Set(['P', 'DIV']);
const LISTS = new Set(['UL', 'OL']);
const BLOCKS = new Set([...HEADINGS, ...PARAGRAPHS, ...LISTS, 'BLOCKQUOTE']);

const isElement = (node: Node | null): node is Element => node?.nodeType === Node.ELEMENT_NODE;
const isText = (node: Node | null): node is Text => node?.nodeType === Node.TEXT_NODE;
const tagOf = (node: Node) => node.nodeName.toUpperCase();

/** The nearest element at or above `node`, below `root`, with one of the given tag names. */
function closestWithin(node: Node | null, names: readonly string[], root: Node): Element | null {
  for (let current = node; current && current !== root; current = current.parentNode) {
    if (isElement(current) && names.includes(tagOf(current))) return current;
  }
  return null;
}

/** Whitespace between blocks or list items: never formatted. */
const isStructuralSpace = (text: Text, root: Node) =>
  !text.data.trim() &&
  (text.parentNode === root ||
    (text.parentNode !== null &&
      (LISTS.has(tagOf(text.parentNode)) || tagOf(text.parentNode) === 'BLOCKQUOTE')));

/** The text nodes with at least one selected character, in document order. Changes nothing. */
export function selectedTextNodes(root: Node, range: Range): Text[] {
  const doc = root.ownerDocument ?? document;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!text.data.length || !range.intersectsNode(text) || isStructuralSpace(text, root)) continue;
    if (text === range.startContainer && range.startOffset >= text.length) continue;
    if (text === range.endContainer && range.endOffset <= 0) continue;
    texts.push(text);
  }
  return texts;
}

/** Splits the text nodes at the selection's ends, so that every returned node is selected whole. */
function splitSelection(root: Node, range: Range): Text[] {
  let { startContainer: start, startOffset: startOffset } = range;
  const { endContainer: end, endOffset } = range;
  let endNode: Node = end;
  let endAt = endOffset;
  if (isText(end) && endOffset > 0 && endOffset < end.length) end.splitText(endOffset);
  if (isText(start) && startOffset > 0 && startOffset < start.length) {
    const rest = start.splitText(startOffset);
    if (endNode === start) {
      endNode = rest;
      endAt -= startOffset;
    }
    start = rest;
    startOffset = 0;
  }
  const doc = root.ownerDocument ?? document;
  const adjusted = doc.createRange();
  adjusted.setStart(start, startOffset);
  adjusted.setEnd(endNode, endAt);
  return selectedTextNodes(root, adjusted);
}

function rangeOver(first: Node, last: Node): Range {
  const range = (first.ownerDocument ?? document).createRange();
  range.setStart(first, 0);
  range.setEnd(last, isText(last) ? last.length : last.childNodes.length);
  return range;
}

function rangeOverTexts(texts: Text[]): Range | null {
  const first = texts[0];
  const last = texts[texts.length - 1];
  return first && last ? rangeOver(first, last) : null;
}

interface SavedRange {
  startContainer: Node;
  startOffset: number;
  endContainer: Node;
  endOffset: number;
  collapsed: boolean;
}

const saveRange = (range: Range): SavedRange => ({
  startContainer: range.startContainer,
  startOffset: range.startOffset,
  endContainer: range.endContainer,
  endOffset: range.endOffset,
  collapsed: range.collapsed,
});

const maxOffset = (node: Node) => (isText(node) ? node.length : node.childNodes.length);

/** The saved range again, when its ends are still in the editor (a block rebuilt around them moves them). */
function restoreRange(saved: SavedRange, root: Node): Range | null {
  const { startContainer, startOffset, endContainer, endOffset } = saved;
  const inside = (node: Node) => node === root || root.contains(node);
  if (!inside(startContainer) || !inside(endContainer)) return null;
  if (startContainer === root || endContainer === root) return null;
  if (startOffset > maxOffset(startContainer) || endOffset > maxOffset(endContainer)) return null;
  const range = (root.ownerDocument ?? document).createRange();
  range.setStart(startContainer, startOffset);
  range.setEnd(endContainer, endOffset);
  return range;
}

/** Moves what precedes `first` and follows `last` inside `ancestor` into copies of it on either side. */
function isolate(ancestor: Element, first: Node, last: Node) {
  const doc = ancestor.ownerDocument;
  const tail = doc.createRange();
  tail.setStartAfter(last);
  tail.setEnd(ancestor, ancestor.childNodes.length);
  if (!tail.collapsed) {
    const fragment = tail.extractContents();
    if (fragment.textContent || fragment.querySelector('br')) {
      const copy = ancestor.cloneNode(false);
      copy.appendChild(fragment);
      ancestor.after(copy);
    }
  }
  const head = doc.createRange();
  head.setStart(ancestor, 0);
  head.setEndBefore(first);
  if (!head.collapsed) {
    const fragment = head.extractContents();
    if (fragment.textContent || fragment.querySelector('br')) {
      const copy = ancestor.cloneNode(false);
      copy.appendChild(fragment);
      ancestor.before(copy);
    }
  }
}

/**
 * Wraps a text node in a new `tag` element, lifted above the inline elements that hold only that
 * text, so that `a <em>quiet</em> word` underlined becomes one `<u>` once neighbours are joined.
 */
function wrapText(text: Text, tag: string, root: Node, href?: string): Element {
  const element = text.ownerDocument.createElement(tag);
  if (href !== undefined) element.setAttribute('href', href);
  text.before(element);
  element.appendChild(text);
  for (let parent = element.parentNode; parent && parent !== root; parent = element.parentNode) {
    if (!isElement(parent) || !ALL_INLINE.includes(tagOf(parent)) || parent.childNodes.length !== 1) break;
    parent.replaceWith(element);
    parent.append(...Array.from(element.childNodes));
    element.appendChild(parent);
  }
  return element;
}

const unwrap = (element: Element) => element.replaceWith(...Array.from(element.childNodes));

/** Takes `text` out of every element named `names` around it, leaving the text beside it untouched. */
function removeFormat(text: Text, names: readonly string[], root: Node) {
  for (let ancestor = closestWithin(text, names, root); ancestor;) {
    isolate(ancestor, text, text);
    unwrap(ancestor);
    ancestor = closestWithin(text, names, root);
  }
}

function isInlineActive(root: Node, range: Range, names: readonly string[]): boolean {
  if (range.collapsed) return closestWithin(range.startContainer, names, root) !== null;
  const texts = selectedTextNodes(root, range);
  return texts.length > 0 && texts.every((text) => closestWithin(text, names, root) !== null);
}

/**
 * Bold, italic or underline. With a selection: formats it, or removes the format when all of it has
 * the format already. With a caret: starts (or ends) the format for what is typed next.
 */
export function toggleInline(root: HTMLElement, range: Range, tag: InlineTag): Range | null {
  const names = NAMES[tag];
  const doc = root.ownerDocument;
  if (range.collapsed) {
    const marker = doc.createTextNode('\u200b');
    const active = closestWithin(range.startContainer, names, root);
    if (active) {
      const tail = doc.createRange();
      tail.setStart(range.startContainer, range.startOffset);
      tail.setEnd(active, active.childNodes.length);
      const fragment = tail.extractContents();
      active.after(marker);
      if (fragment.textContent) {
        const copy = active.cloneNode(false);
        copy.appendChild(fragment);
        marker.after(copy);
      }
      if (!active.textContent) active.remove();
    } else {
      const element = doc.createElement(tag);
      element.appendChild(marker);
      range.insertNode(element);
    }
    const caret = doc.createRange();
    caret.setStart(marker, 1);
    return caret;
  }
  const texts = splitSelection(root, range);
  if (!texts.length) return null;
  if (texts.every((text) => closestWithin(text, names, root))) {
    texts.forEach((text) => removeFormat(text, names, root));
  } else {
    for (const text of texts) {
      if (!closestWithin(text, names, root)) wrapText(text, tag, root);
    }
  }
  mergeSiblings(root, false);
  return rangeOverTexts(texts);
}

/** Text or inline elements right inside the root (typed into an empty editor): put into paragraphs. */
function wrapLooseContent(root: HTMLElement) {
  let run: ChildNode[] = [];
  const flush = () => {
    const first = run[0];
    if (first && run.some((node) => !isText(node) || node.data.trim())) {
      const paragraph = root.ownerDocument.createElement('p');
      first.before(paragraph);
      paragraph.append(...run);
    }
    run = [];
  };
  for (const child of Array.from(root.childNodes)) {
    if (isElement(child) && BLOCKS.has(tagOf(child))) flush();
    else run.push(child);
  }
  flush();
}

/** Whether `block` has selected text, holds the caret, or is an empty line inside the selection. */
function touches(block: Node, range: Range, root: Node): boolean {
  if (range.collapsed) return block === range.startContainer || block.contains(range.startContainer);
  if (!range.intersectsNode(block)) return false;
  if (selectedTextNodes(root, range).some((text) => block.contains(text))) return true;
  return !block.textContent?.trim() && !(range.endContainer === block && range.endOffset === 0);
}

/** The root's children (blocks) that the range touches. A caret right in the root counts its neighbour. */
function touchedBlocks(root: HTMLElement, range: Range): Element[] {
  const blocks = Array.from(root.children).filter((child) => touches(child, range, root));
  if (blocks.length || range.startContainer !== root) return blocks;
  const near = root.childNodes[range.startOffset] ?? root.childNodes[range.startOffset - 1];
  return near && isElement(near) ? [near] : [];
}

function rename(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag);
  renamed.append(...Array.from(element.childNodes));
  element.replaceWith(renamed);
  return renamed;
}

function resultRange(saved: SavedRange, root: HTMLElement, blocks: Element[]): Range | null {
  const restored = restoreRange(saved, root);
  const first = blocks[0];
  const last = blocks[blocks.length - 1];
  if (restored || !first || !last) return restored;
  const range = rangeOver(first, last);
  if (saved.collapsed) range.collapse(true);
  return range;
}

/** Turns the list items the range touches back into paragraphs; items after them stay a list. */
function listItemsToParagraphs(list: Element, range: Range, root: Node): Element[] {
  const doc = list.ownerDocument;
  const items = Array.from(list.children).filter((child) => tagOf(child) === 'LI');
  const touched = items.filter((item) => touches(item, range, root));
  const chosen = touched.length ? touched : items;
  const first = chosen[0] ? items.indexOf(chosen[0]) : 0;
  const last = chosen.length ? items.indexOf(chosen[chosen.length - 1]!) : -1;
  const paragraphs: Element[] = [];
  let anchor: ChildNode = list;
  for (const item of items.slice(first, last + 1)) {
    const paragraph = doc.createElement('p');
    const nested: Element[] = [];
    for (const child of Array.from(item.childNodes)) {
      if (isElement(child) && LISTS.has(tagOf(child))) nested.push(child);
      else paragraph.appendChild(child);
    }
    if (!paragraph.childNodes.length) paragraph.appendChild(doc.createElement('br'));
    anchor.after(paragraph);
    anchor = paragraph;
    paragraphs.push(paragraph);
    for (const inner of nested) {
      anchor.after(inner);
      anchor = inner;
    }
    item.remove();
  }
  const after = items.slice(last + 1);
  if (after.length) {
    const rest = doc.createElement(tagOf(list).toLowerCase());
    rest.append(...after);
    anchor.after(rest);
  }
  if (!list.children.length) list.remove();
  return paragraphs;
}

/** Heading: the touched paragraphs become headings (h2), or back to paragraphs when all are headings. */
export function toggleHeading(root: HTMLElement, range: Range): Range | null {
  const saved = saveRange(range);
  wrapLooseContent(root);
  const current = restoreRange(saved, root) ?? range;
  const blocks = touchedBlocks(root, current).filter(
    (block) => HEADINGS.has(tagOf(block)) || PARAGRAPHS.has(tagOf(block)),
  );
  if (!blocks.length) return null;
  const makeParagraphs = blocks.every((block) => HEADINGS.has(tagOf(block)));
  const changed = blocks.map((block) => rename(block, makeParagraphs ? 'p' : 'h2'));
  return resultRange(saved, root, changed);
}

/**
 * Bulleted or numbered list: the touched blocks become one list, or, when all of them are already
 * lists of that kind, the touched items become paragraphs again.
 */
export function toggleList(root: HTMLElement, range: Range, tag: ListTag): Range | null {
  const saved = saveRange(range);
  wrapLooseContent(root);
  const current = restoreRange(saved, root) ?? range;
  const blocks = touchedBlocks(root, current);
  const firstBlock = blocks[0];
  if (!firstBlock) return null;
  const doc = root.ownerDocument;
  if (blocks.every((block) => tagOf(block) === tag.toUpperCase())) {
    const paragraphs = blocks.flatMap((list) => listItemsToParagraphs(list, current, root));
    return resultRange(saved, root, paragraphs);
  }
  const list = doc.createElement(tag);
  firstBlock.before(list);
  const addItem = (source: Element) => {
    const item = doc.createElement('li');
    item.append(...Array.from(source.childNodes));
    list.appendChild(item);
  };
  for (const block of blocks) {
    const name = tagOf(block);
    if (LISTS.has(name)) list.append(...Array.from(block.children));
    else if (name === 'BLOCKQUOTE')
      Array.from(block.children).forEach((inner) => {
        if (LISTS.has(tagOf(inner))) list.append(...Array.from(inner.children));
        else addItem(inner);
      });
    else addItem(block);
    block.remove();
  }
  return resultRange(saved, root, [list]);
}

/** The link around the selection's start, if any. */
export const linkAt = (root: HTMLElement, range: Range): HTMLAnchorElement | null =>
  closestWithin(range.startContainer, LINK, root) as HTMLAnchorElement | null;

/**
 * Makes the selection a link to `href` (already checked with validateLinkUrl); inside an existing
 * link, changes its address; with a caret and no link, inserts the address itself as a link.
 */
export function applyLink(root: HTMLElement, range: Range, href: string): Range | null {
  const doc = root.ownerDocument;
  const existing = linkAt(root, range);
  if (existing && (range.collapsed || closestWithin(range.endContainer, LINK, root) === existing)) {
    existing.setAttribute('href', href);
    return rangeOver(existing, existing);
  }
  if (range.collapsed) {
    const link = doc.createElement('a');
    link.setAttribute('href', href);
    link.textContent = href;
    range.insertNode(link);
    const caret = doc.createRange();
    caret.setStartAfter(link);
    return caret;
  }
  const texts = splitSelection(root, range);
  if (!texts.length) return null;
  texts.forEach((text) => removeFormat(text, LINK, root));
  texts.forEach((text) => wrapText(text, 'a', root, href));
  mergeSiblings(root, false);
  return rangeOverTexts(texts);
}

/** Removes the link at the caret, or every link from the selected text. */
export function removeLink(root: HTMLElement, range: Range): Range | null {
  const existing = linkAt(root, range);
  if (range.collapsed) {
    if (!existing) return null;
    const first = existing.firstChild;
    const last = existing.lastChild;
    unwrap(existing);
    return first && last ? rangeOver(first, last) : null;
  }
  const texts = splitSelection(root, range);
  texts.forEach((text) => removeFormat(text, LINK, root));
  return rangeOverTexts(texts);
}

/**
 * Clear formatting: the selected text loses bold, italic, underline, strike-through and links, and
 * the blocks it is in become plain paragraphs. With a caret, the whole line around it is cleared.
 */
export function clearFormatting(root: HTMLElement, range: Range): Range | null {
  const doc = root.ownerDocument;
  let target = range;
  if (range.collapsed) {
    const line =
      closestWithin(range.startContainer, ['LI'], root) ??
      Array.from(root.children).find((child) => child.contains(range.startContainer));
    if (!line) return null;
    target = doc.createRange();
    target.selectNodeContents(line);
  }
  const texts = splitSelection(root, target);
  texts.forEach((text) => removeFormat(text, ALL_INLINE, root));
  const saved = saveRange(rangeOverTexts(texts) ?? target);
  wrapLooseContent(root);
  const current = restoreRange(saved, root) ?? target;
  const changed: Element[] = [];
  for (const block of touchedBlocks(root, current)) {
    const name = tagOf(block);
    if (HEADINGS.has(name) || name === 'DIV') changed.push(rename(block, 'p'));
    else if (LISTS.has(name)) changed.push(...listItemsToParagraphs(block, current, root));
    else if (name === 'BLOCKQUOTE') {
      changed.push(...Array.from(block.children));
      unwrap(block);
    }
  }
  return resultRange(saved, root, changed);
}

export interface FormatState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  heading: boolean;
  bulletList: boolean;
  numberedList: boolean;
  link: boolean;
}

export const NO_FORMAT: FormatState = {
  bold: false,
  italic: false,
  underline: false,
  heading: false,
  bulletList: false,
  numberedList: false,
  link: false,
};

/** What the toolbar shows as pressed for the selection. Changes nothing. */
export function formatState(root: HTMLElement, range: Range | null): FormatState {
  if (!range) return NO_FORMAT;
  const blocks = touchedBlocks(root, range);
  const allBlocks = (test: (block: Element) => boolean) => blocks.length > 0 && blocks.every(test);
  return {
    bold: isInlineActive(root, range, NAMES.strong),
    italic: isInlineActive(root, range, NAMES.em),
    underline: isInlineActive(root, range, NAMES.u),
    heading: allBlocks((block) => HEADINGS.has(tagOf(block))),
    bulletList: allBlocks((block) => tagOf(block) === 'UL'),
    numberedList: allBlocks((block) => tagOf(block) === 'OL'),
    link: isInlineActive(root, range, LINK),
  };
}
