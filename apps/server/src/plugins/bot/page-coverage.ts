import type { KnowledgePassage } from './knowledge-files';
import { termsOfText } from './retrieval/knowledge-base';

/**
 * The share of a page section's terms that one section of the knowledge files must hold for the page
 * section to count as said already. Measured with `pnpm bench:bot-quality`
 * (docs/decisions/0042-site-pages-in-knowledge.md): at 0.6 to 0.7 the AI Assistant answers its questions as
 * well as without the pages, while the sections only the pages hold (jobs, people, benefits) stay.
 */
const SAID_ALREADY_SHARE = 0.7;

const termsOf = (passage: KnowledgePassage) => new Set(termsOfText(`${passage.section} ${passage.body}`));

/**
 * Keeps the page passages that the knowledge files do not already say. The files are written for the
 * questions people ask; a page's marketing wording of the same fact competes with them in the search
 * and, shorter, wins it with a worse answer.
 */
export function notSaidIn(files: readonly KnowledgePassage[]) {
  const said = files.map(termsOf);
  return (passages: readonly KnowledgePassage[]): KnowledgePassage[] =>
    passages.filter((passage) => {
      const terms = [...termsOf(passage)];
      return !said.some(
        (known) => terms.filter((term) => known.has(term)).length >= SAID_ALREADY_SHARE * terms.length,
      );
    });
}
