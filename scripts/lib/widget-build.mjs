// The files of the widget's build (packages/chat-widget/dist) that a guest loads, by what they are for.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const widgetDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'packages',
  'chat-widget',
  'dist',
);

/** A module and every module it imports statically, transitively (dynamic `import()` is not followed). */
export function staticClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(path.resolve(path.dirname(file), match[1]));
    }
  };
  visit(entry);
  return [...seen];
}

/** The panel, named by its content hash (packages/chat-widget/rollup.config.mjs). */
export function panelFile(dist = widgetDist) {
  const esm = path.join(dist, 'esm');
  const panels = readdirSync(esm).filter((file) => /^panel-[0-9a-f]+\.js$/.test(file));
  if (panels.length !== 1) {
    throw new Error(`expected one esm/panel-[hash].js in ${dist}, found ${panels.length}: build again`);
  }
  return path.join(esm, panels[0]);
}

/** What a guest loads to open the chat and get a first answer: the loader, the panel and its static imports. */
export const firstAnswerFiles = (dist = widgetDist) => [
  path.join(dist, 'chat-widget.js'),
  ...staticClosure(panelFile(dist)),
];
