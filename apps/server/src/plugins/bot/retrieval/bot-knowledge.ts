import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import { readKnowledge } from '../knowledge-files';
import { buildKnowledgeBase, type KnowledgeBase } from './knowledge-base';

/**
 * Both bots' knowledge bases, read from the markdown shipped with the server and indexed in memory at
 * start: small, the same on every node, and the same whatever database the server runs on.
 */
export function loadBotKnowledge(dir: string): Record<BotPath, KnowledgeBase> {
  return {
    crm: buildKnowledgeBase(readKnowledge(dir, 'crm').passages),
    ia: buildKnowledgeBase(readKnowledge(dir, 'ia').passages),
  };
}
export type BotKnowledge = ReturnType<typeof loadBotKnowledge>;
