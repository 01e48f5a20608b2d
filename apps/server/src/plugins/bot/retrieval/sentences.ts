/**
 * A section's statements, the units an answer quotes (docs/decisions/0041-bot-retrieval.md): each
 * sentence of a paragraph, each item of a list, each row of a table (with its header's names), in the
 * section's order. Markdown stays as written, so a quoted statement keeps its bold figures and links.
 */
export interface Statement {
  text: string;
  /** An item of a list or a row of a table: with the ones beside it, what the statement before lists. */
  item: boolean;
}

export function statementsOf(body: string): Statement[] {
  const statements: Statement[] = [];
  const lines = body.split('\n');
  let paragraph: string[] = [];
  let item: string[] | null = null;
  let tableHeader: string[] | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0)
      statements.push(...sentencesOf(paragraph.join(' ')).map((text) => ({ text, item: false })));
    paragraph = [];
  };
  const flushItem = () => {
    if (item) statements.push({ text: item.join(' ').trim(), item: true });
    item = null;
  };

  for (const raw of lines) {
    const line = raw.trim();
    const listItem = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (line === '') {
      flushParagraph();
      flushItem();
      tableHeader = null;
    } else if (line.startsWith('|')) {
      flushParagraph();
      flushItem();
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
      if (!tableHeader) tableHeader = cells;
      else
        statements.push({
          text: cells.map((cell, n) => `${tableHeader![n] ?? ''}: ${cell}`.trim()).join(', '),
          item: true,
        });
    } else if (/^!\[[^\]]*\]\([^)]*\)$/.test(line)) {
      // A picture alone on its line is a statement of its own: what a question for a picture of the
      // subject its text names is answered with, the picture shown.
      flushParagraph();
      flushItem();
      statements.push({ text: line, item: false });
    } else if (listItem) {
      flushParagraph();
      flushItem();
      item = [listItem[1]!];
    } else if (item) {
      item.push(line);
    } else {
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushItem();
  return statements.filter((statement) => statement.text.length > 0);
}

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|no|approx|incl|dr|mr|mrs|ms|st|u\.s|ca|fig)\.)$/i;

/** The sentences of a paragraph: a full stop, question or exclamation mark, then a capital or a digit. */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?](?:\*\*|_|\))?\s+(?=[A-Z0-9*(["“])/g;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const end = match.index + match[0].trimEnd().length;
    const candidate = text.slice(start, end).trim();
    if (ABBREVIATIONS.test(candidate)) continue;
    sentences.push(candidate);
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}
