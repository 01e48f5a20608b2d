import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import { readKnowledge } from '../knowledge-files';
import { buildKnowledgeBase, type KnowledgeBase } from './knowledge-base';
import { readQuestion } from './question';

/**
 * Both bots' knowledge bases, read from the markdown shipped with the server and indexed in memory at
 * start: small, the same on every node, and the same whatever database the server runs on.
 */
export function loadBotKnowledge(dir: string): Record<BotPath, KnowledgeBase> {
  const knowledge = {
    crm: buildKnowledgeBase(readKnowledge(dir, 'crm').passages),
    ia: buildKnowledgeBase(readKnowledge(dir, 'ia').passages),
  };
  // The word lists and correction tables are built now, at start, rather than by the first question.
  for (const kb of Object.values(knowledge)) readQuestion(kb, 'Helo, whta is teh warrenty of the untit?');
  return knowledge;
}
export type BotKnowledge = ReturnType<typeof loadBotKnowledge>;
