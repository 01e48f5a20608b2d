import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import { type KnowledgePassage, readKnowledge } from '../knowledge-files';
import { buildKnowledgeBase, type KnowledgeBase } from './knowledge-base';
import { readQuestion } from './question';
import { safetyPassages } from './safety-passages';

const BOTS: BotPath[] = ['crm', 'ia'];

/**
 * Both bots' knowledge bases, read from the markdown shipped with the server — and, for the Installation
 * Assistant, the safety instructions the widget shows (safety-passages.ts) — and indexed in memory at
 * start: small, the same on every node, and the same whatever database the server runs on. Passages read
 * from elsewhere once the server runs (the site's pages) are added with `addPassages`, which indexes the
 * bot's base again.
 */
export function loadBotKnowledge(dir: string) {
  const own: Record<BotPath, KnowledgePassage[]> = {
    crm: readKnowledge(dir, 'crm').passages,
    ia: [...readKnowledge(dir, 'ia').passages, ...safetyPassages()],
  };
  const added: Record<BotPath, KnowledgePassage[]> = { crm: [], ia: [] };
  const build = (bot: BotPath) => {
    const kb = buildKnowledgeBase([...own[bot], ...added[bot]]);
    // The word lists and correction tables are built now rather than by the next question.
    readQuestion(kb, 'Helo, whta is teh warrenty of the untit?');
    return kb;
  };
  const bases = Object.fromEntries(BOTS.map((bot) => [bot, build(bot)])) as Record<BotPath, KnowledgeBase>;
  return {
    get crm(): KnowledgeBase {
      return bases.crm;
    },
    get ia(): KnowledgeBase {
      return bases.ia;
    },
    /** Replaces what was added to a bot's base from elsewhere, and indexes the base again. */
    addPassages(bot: BotPath, passages: readonly KnowledgePassage[]): void {
      added[bot] = [...passages];
      bases[bot] = build(bot);
    },
  };
}
export type BotKnowledge = ReturnType<typeof loadBotKnowledge>;
