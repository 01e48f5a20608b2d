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

const BLOCKS = new Set(['paragraph', 'heading', 'listItem', 'codeBlock', 'blockquote', 'rule']);

/** The text of an ADF document (or a plain string), blocks on lines of their own; marks dropped. */
export function adfToText(node: unknown): string {
  if (typeof node === 'string') return node;
  const lines: string[] = [];
  let line = '';
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const current = value as AdfNode;
    if (current.type === 'text' && typeof current.text === 'string') line += current.text;
    else if (current.type === 'hardBreak') {
      lines.push(line);
      line = '';
    }
    if (current.type === 'listItem') line += '• ';
    if (Array.isArray(current.content)) current.content.forEach(walk);
    if (BLOCKS.has(current.type)) {
      lines.push(line);
      line = '';
    }
  };
  walk(node);
  if (line) lines.push(line);
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
