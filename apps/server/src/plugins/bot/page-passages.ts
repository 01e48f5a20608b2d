import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { KnowledgePassage } from './knowledge-files';

/**
 * What is never read as a page's text: code, media (an image's alt text included), controls and forms (a
 * field's label is no fact), navigation, dialogs, and the site's screen-reader-only text (", opens in a
 * new tab"; apps/site's `visually-hidden` class).
 */
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'img',
  'picture',
  'video',
  'audio',
  'iframe',
  'canvas',
  'object',
  'button',
  'form',
  'select',
  'textarea',
  'input',
  'nav',
  'dialog',
]);
const SCREEN_READER_ONLY = 'visually-hidden';

/** Elements whose text is a block of its own: a paragraph, a list item, a heading line. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
]);

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** The headings a page is split at; the page's h1 opens the text that comes before its first h2. */
const SPLITTING_LEVELS: Record<string, number> = { h1: 1, h2: 2, h3: 3 };
const DEEPEST_SPLIT = 3;

interface Block {
  text: string;
  listItem: boolean;
  /** Nothing but a link's text: a call to action, not something the page states. */
  linkOnly: boolean;
}

const skipped = (element: Element) =>
  SKIPPED_TAGS.has(element.name) || (element.attribs.class ?? '').split(/\s+/).includes(SCREEN_READER_ONLY);

/**
 * A page the site's server build rendered, as knowledge passages (docs/decisions.md "The site's pages in
 * the AI Assistant's knowledge"): only its `<main>` (not the header, footer, navigation, consent banner or
 * chat widget), one passage per h2 and h3 — the heading and the text up to the next heading of the same
 * or a higher level, an h2's passage holding its h3s' text too — and one for the text under the h1 before
 * them. A heading's passage starts at the outermost element that holds it and no other such heading, so
 * a figure or an eyebrow written before its heading in a card stays with it. Text is kept as plain
 * markdown: paragraphs, list items as `- `, links' text. A passage with nothing but links' text is a call
 * to action and is dropped, as is one the page repeats (a carousel's copies of its slides).
 *
 * `document` names the page in an answer's source line; the h1, else the title, when none is given.
 */
export function pagePassages(html: string, document?: string): KnowledgePassage[] {
  const page = parseDocument(html);
  const main = DomUtils.findOne((element) => element.name === 'main', page.children);
  if (!main) return [];
  const headings = splittingHeadings(main);
  const name =
    document ??
    headings.find((heading) => heading.name === 'h1')?.text ??
    textOf([DomUtils.findOne((element) => element.name === 'title', page.children)].filter((e) => !!e));
  if (!name) return [];

  const headingCounts = countHeadingsWithin(main, headings);
  /** How many splitting headings of `level` or higher an element holds, itself included. */
  const headingsUpTo = (node: AnyNode, level: number) =>
    (headingCounts.get(node) ?? [0, 0, 0]).slice(0, level).reduce((sum, count) => sum + count, 0);

  const passages: KnowledgePassage[] = [];
  const seen = new Set<string>();
  for (const heading of headings) {
    // The h1's text ends at the first h2 or h3; an h2's at the next h2 or h1; an h3's at any of them.
    const level = heading.name === 'h1' ? DEEPEST_SPLIT : SPLITTING_LEVELS[heading.element.name]!;
    let start: AnyNode = heading.element;
    while (start !== main && start.parent && headingsUpTo(start.parent, level) === 1) start = start.parent;
    const nodes: AnyNode[] = [start];
    if (start !== main) {
      for (let next = start.next; next && headingsUpTo(next, level) === 0; next = next.next) nodes.push(next);
    }
    const blocks = blocksOf(nodes, heading.element);
    if (!heading.text || !blocks.some((block) => !block.linkOnly)) continue;
    const body = markdownOf(blocks);
    const key = `${heading.text}\n${body}`;
    if (seen.has(key)) continue;
    seen.add(key);
    passages.push({ document: name, section: heading.text, body, safetyGuidelines: false });
  }
  return passages;
}

interface Heading {
  element: Element;
  name: string;
  text: string;
}

/** The h1–h3 of `main` in document order, leaving out those inside what is never read (a form's). */
function splittingHeadings(main: Element): Heading[] {
  const headings: Heading[] = [];
  const visit = (node: AnyNode) => {
    if (!isTag(node) || skipped(node)) return;
    if (node.name in SPLITTING_LEVELS)
      headings.push({ element: node, name: node.name, text: textOf([node]) });
    else node.children.forEach(visit);
  };
  main.children.forEach(visit);
  return headings;
}

/** For each element, how many splitting headings of each level (h1, h2, h3) it holds, itself included. */
function countHeadingsWithin(main: Element, headings: Heading[]): Map<AnyNode, number[]> {
  const counts = new Map<AnyNode, number[]>();
  for (const heading of headings) {
    const level = SPLITTING_LEVELS[heading.name]!;
    for (let node: AnyNode | null = heading.element; node; node = node === main ? null : node.parent) {
      const count = counts.get(node) ?? [0, 0, 0];
      count[level - 1]! += 1;
      counts.set(node, count);
    }
  }
  return counts;
}

function textOf(nodes: AnyNode[]): string {
  return blocksOf(nodes)
    .map((block) => block.text)
    .join(' ');
}

/**
 * The text of `nodes` as blocks in document order, without `leaving` (the heading a passage is named by).
 * An element of several blocks that repeats one read before is left out: a looping carousel's copies of
 * its slides. A short block may repeat ("Up to 10x" on two cards) and is kept.
 */
function blocksOf(nodes: AnyNode[], leaving?: Element): Block[] {
  const blocks: Block[] = [];
  /** Each element of several blocks already kept, by its text: where its blocks start. */
  const kept = new Map<string, number>();
  let text = '';
  let stated = false;
  let listItem = false;
  /** An element began or ended since the last text: adjacent words of two elements are two words. */
  let elementEdge = false;

  const flush = () => {
    const line = text.replace(/\s+/g, ' ').trim();
    text = '';
    if (!line) return;
    blocks.push({ text: listItem ? `- ${line}` : line, listItem, linkOnly: !stated });
    stated = false;
    listItem = false;
  };
  const append = (data: string, inLink: boolean) => {
    if (elementEdge && /[\p{L}\p{N}]$/u.test(text) && /^[\p{L}\p{N}]/u.test(data)) text += ' ';
    elementEdge = false;
    text += data;
    if (!inLink && data.trim()) stated = true;
  };
  /** Drops the blocks from `start` on when they repeat an earlier element's (not one inside them). */
  const keepOnce = (start: number) => {
    if (blocks.length - start < 2) return;
    const signature = blocks
      .slice(start)
      .map((block) => block.text)
      .join('\n');
    const earlier = kept.get(signature);
    if (earlier !== undefined && earlier < start) blocks.length = start;
    else kept.set(signature, start);
  };
  const visit = (node: AnyNode, inLink: boolean, inHeading: boolean) => {
    if (isText(node)) return append(node.data, inLink);
    if (!isTag(node) || node === leaving) return;
    // An accordion's heading is a button: its text is the heading's.
    if (skipped(node) && !(inHeading && node.name === 'button')) return;
    if (node.name === 'br') return flush();
    const block = BLOCK_TAGS.has(node.name);
    if (block) flush();
    else elementEdge = true;
    const start = blocks.length;
    // An item made of blocks (a person's card: name, role, a list) is read as those blocks.
    if (block) listItem = node.name === 'li';
    const heading = inHeading || HEADING_TAGS.has(node.name);
    for (const child of node.children) visit(child, inLink || node.name === 'a', heading);
    if (block) {
      flush();
      keepOnce(start);
    } else elementEdge = true;
  };
  for (const node of nodes) visit(node, false, false);
  flush();
  return blocks;
}

/**
 * Blocks as markdown: a list's items on consecutive lines, anything else a paragraph. A paragraph that is
 * nothing but a link ("Contact Us", "Talk to an Engineer") is a call to action, not a fact, and is left
 * out; a list of links (the brochures) is kept.
 */
function markdownOf(blocks: Block[]): string {
  let markdown = '';
  let previous: Block | undefined;
  for (const block of blocks) {
    if (block.linkOnly && !block.listItem) continue;
    if (previous) markdown += previous.listItem && block.listItem ? '\n' : '\n\n';
    markdown += block.text;
    previous = block;
  }
  return markdown;
}
