import type { AdfDocument, AdfNode } from './issue';

/** Plain text as Atlassian Document Format: a paragraph per blank-line block, hard breaks inside. */
export function textToAdf(text: string): AdfDocument {
  const paragraphs = text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((block): AdfNode => ({
      type: 'paragraph',
      content: block
        .split(/\r?\n/)
        .flatMap((line, index): AdfNode[] => [
          ...(index > 0 ? [{ type: 'hardBreak' }] : []),
          ...(line ? [{ type: 'text', text: line }] : []),
        ]),
    }));
  return { type: 'doc', version: 1, content: paragraphs };
}

/** How a container joins its children's text: paragraphs apart by a blank line, list items line by line. */
const JOINS: Record<string, string> = {
  doc: '\n\n',
  blockquote: '\n\n',
  bulletList: '\n',
  orderedList: '\n',
  listItem: '\n',
};

/** The text of an ADF document (or a plain string): paragraphs apart, list items bulleted, marks dropped. */
export function adfToText(node: unknown): string {
  if (typeof node === 'string') return node;
  if (!node || typeof node !== 'object') return '';
  const current = node as AdfNode;
  if (current.type === 'text') return current.text ?? '';
  if (current.type === 'hardBreak') return '\n';
  const children = Array.isArray(current.content) ? current.content.map(adfToText) : [];
  const text = children.join(JOINS[current.type] ?? '');
  return current.type === 'listItem' ? `• ${text}` : current.type === 'doc' ? text.trim() : text;
}
