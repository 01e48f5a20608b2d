import { type AnyNode, type Element, isTag, isText } from 'domhandler';
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
const SPLITTING_TAGS = new Set(['h1', 'h2', 'h3']);

interface Block {
  text: string;
  listItem: boolean;
  /** Nothing but a link's text: a way elsewhere, not something the page states. */
  linkOnly: boolean;
}

const skipped = (element: Element) =>
  SKIPPED_TAGS.has(element.name) || (element.attribs.class ?? '').split(/\s+/).includes(SCREEN_READER_ONLY);

/**
 * A page the site's server build rendered, as knowledge passages
 * (docs/decisions/0042-site-pages-in-knowledge.md): only its `<main>` (not the header, footer, navigation,
 * consent banner or chat widget), one passage for the text under the h1 and one per h2 and h3, each the
 * heading and its text up to the next of them. An h2's passage lists the names of the h3s under it, not their
 * text, which is theirs: a section holding its subsections' text would be found, too broadly, for questions
 * they answer. A heading's passage starts at the outermost element that holds it and no other such heading,
 * so a figure written before its heading in a card stays with it. Text is kept as plain markdown: paragraphs,
 * list items as `- `, links' text. A passage with no text but links' is dropped, as is one the page repeats
 * (a carousel's copies of its slides).
 *
 * `document` names the page in an answer's source line; the h1, else the title, when none is given.
 */
export function pagePassages(html: string, document?: string): KnowledgePassage[] {
  const page = parseDocument(html);
  const main = DomUtils.findOne((element) => element.name === 'main', page.children);
  if (!main) return [];
  const headings = splittingHeadings(main);
  const title = DomUtils.findOne((element) => element.name === 'title', page.children);
  const name =
    document ?? headings.find((heading) => heading.name === 'h1')?.text ?? (title ? textOf([title]) : '');
  if (!name) return [];

  const headingsWithin = countHeadingsWithin(main, headings);
  const passages: KnowledgePassage[] = [];
  const seen = new Set<string>();
  headings.forEach((heading, index) => {
    let start: AnyNode = heading.element;
    while (start !== main && start.parent && headingsWithin.get(start.parent) === 1) start = start.parent;
    const nodes: AnyNode[] = [start];
    if (start !== main) {
      for (let next = start.next; next && !headingsWithin.has(next); next = next.next) nodes.push(next);
    }
    const blocks = blocksOf(nodes, heading.element);
    if (heading.name === 'h2') blocks.push(...outline(headings.slice(index + 1)));
    const body = markdownOf(blocks);
    if (!heading.text || !body) return;
    const key = `${heading.text}\n${body}`;
    if (seen.has(key)) return;
    seen.add(key);
    passages.push({ document: name, section: heading.text, body, safetyGuidelines: false, fromPage: true });
  });
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
    if (SPLITTING_TAGS.has(node.name))
      headings.push({ element: node, name: node.name, text: textOf([node]) });
    else node.children.forEach(visit);
  };
  main.children.forEach(visit);
  return headings;
}

/** For each element that holds splitting headings, how many (itself included). */
function countHeadingsWithin(main: Element, headings: Heading[]): Map<AnyNode, number> {
  const counts = new Map<AnyNode, number>();
  for (const heading of headings) {
    for (let node: AnyNode | null = heading.element; node; node = node === main ? null : node.parent) {
      counts.set(node, (counts.get(node) ?? 0) + 1);
    }
  }
  return counts;
}

/** The h3s that follow an h2 up to the next h2 or h1, as list items: what its section goes on to tell. */
function outline(following: Heading[]): Block[] {
  const names = new Set<string>();
  for (const heading of following) {
    if (heading.name !== 'h3') break;
    if (heading.text) names.add(heading.text);
  }
  return [...names].map((text) => ({ text: `- ${text}`, listItem: true, linkOnly: false }));
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
 * Blocks as markdown: a list's items on consecutive lines, anything else a paragraph. A block that is
 * nothing but a link ("Contact Us", "Power Bridge Brochure (PDF)") is a way elsewhere, not a fact, and is
 * left out: quoted, it would answer "what does the Power Bridge do?" with the name of its brochure.
 */
function markdownOf(blocks: Block[]): string {
  let markdown = '';
  let previous: Block | undefined;
  for (const block of blocks) {
    if (block.linkOnly) continue;
    if (previous) markdown += previous.listItem && block.listItem ? '\n' : '\n\n';
    markdown += block.text;
    previous = block;
  }
  return markdown;
}
