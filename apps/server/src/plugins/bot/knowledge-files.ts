import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';

/** One `## Section` of a knowledge-base document: the unit the bot finds, quotes and names. */
export interface KnowledgePassage {
  document: string;
  section: string;
  body: string;
  /** False for pure information (specifications, warranty): no safety guidelines with the answer. */
  safetyGuidelines: boolean;
  /**
   * The product the whole document is about ("Power Router"), where its sections do not keep naming it:
   * each section is read as naming it, so a question that does is not short of it.
   */
  about?: string;
  /**
   * Read from a page of the site: an overview for visitors, which ranks after a knowledge file's section
   * that answers as well (docs/decisions/0042-site-pages-in-knowledge.md).
   */
  fromPage?: true;
}

/**
 * Reads every `*.md` of `{dir}/{bot}` in name order. Front matter gives the document's `title` and may
 * set `safety_guidelines: false` and what the document is `about`; each `## Heading` starts a passage; text before the first one is not
 * indexed (see knowledge/README.md).
 */
export function readKnowledge(dir: string, bot: BotPath): { passages: KnowledgePassage[]; source: string } {
  const botDir = path.join(dir, bot);
  const files = readdirSync(botDir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const passages: KnowledgePassage[] = [];
  let source = '';
  for (const file of files) {
    const text = readFileSync(path.join(botDir, file), 'utf8');
    source += `\n--- ${file}\n${text}`;
    passages.push(...parseDocument(text, file));
  }
  return { passages, source };
}

export function parseDocument(text: string, file: string): KnowledgePassage[] {
  const { meta, content } = frontMatter(text.replace(/\r\n/g, '\n'));
  const document = meta.title ?? /^# +(.+)$/m.exec(content)?.[1]?.trim() ?? path.basename(file, '.md');
  const safetyGuidelines = meta.safety_guidelines !== 'false';
  const about = meta.about ? { about: meta.about } : {};
  const passages: KnowledgePassage[] = [];
  for (const chunk of content.split(/^## +/m).slice(1)) {
    const newline = chunk.indexOf('\n');
    const section = (newline === -1 ? chunk : chunk.slice(0, newline)).trim();
    const body = (newline === -1 ? '' : chunk.slice(newline + 1)).trim();
    if (!section || !body) throw new Error(`${file}: the section "${section}" has no heading or no text`);
    passages.push({ document, section, body, safetyGuidelines, ...about });
  }
  if (passages.length === 0) throw new Error(`${file}: no "## Section" found`);
  return passages;
}

/** `key: value` lines between `---` fences; nothing more is needed here. */
function frontMatter(text: string): { meta: Record<string, string>; content: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) return { meta: {}, content: text };
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const pair = /^([A-Za-z_]+):\s*(.*)$/.exec(line.trim());
    if (pair) meta[pair[1]!] = pair[2]!.trim();
  }
  return { meta, content: text.slice(match[0].length) };
}
