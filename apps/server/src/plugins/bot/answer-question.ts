import type { FastifyBaseLogger } from 'fastify';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { ChatIdentity } from '../../auth/chat-identity';
import {
  finishAnswer,
  intentAnswer,
  noMatchAnswer,
  passagesToUse,
  retrievalAnswer,
  type ComposedAnswer,
} from './compose-answer';
import type { ConversationRepository } from './conversation-repository';
import { detectIntent, type Intent } from './intents';
import type { KnowledgeSearch } from './knowledge-search';
import { askLlm, type LlmOptions } from './llm';
import type { TurnWriter } from './turn-writer';

/** The model name of answers built from the knowledge base alone. */
export const RETRIEVAL_MODEL = 'ohmstead-retrieval-1';
/** Earlier messages a language model sees (a user question and a bot answer each). */
const LLM_HISTORY_MESSAGES = 6;

export interface BotBrainDeps {
  knowledge: KnowledgeSearch;
  conversations: ConversationRepository;
  /** Earlier turns may still be queued: the history is read once they are written. */
  turns: TurnWriter;
  llm?: LlmOptions;
  log: FastifyBaseLogger;
}

/**
 * A question's answer: an intent the widget acts on, else the best passages of the bot's knowledge base,
 * rewritten by the language model when one is configured (and it answers in time), else as they are.
 */
export async function answerQuestion(
  deps: BotBrainDeps,
  bot: BotPath,
  identity: ChatIdentity,
  question: string,
): Promise<ComposedAnswer & { model: string; intent: Intent | null }> {
  const intent = detectIntent(question);
  if (intent) return { ...intentAnswer(bot, intent), model: RETRIEVAL_MODEL, intent };
  const used = passagesToUse(await deps.knowledge.search(bot, question));
  if (used.length === 0) return { ...noMatchAnswer(bot), model: RETRIEVAL_MODEL, intent: null };
  if (deps.llm) {
    await deps.turns.flush();
    const history = await deps.conversations.recentTurns(bot, identity, LLM_HISTORY_MESSAGES);
    const generated = await askLlm(deps.llm, deps.log, { bot, question, passages: used, history });
    if (generated)
      return { ...finishAnswer(bot, generated.text, used), model: generated.model, intent: null };
  }
  return { ...retrievalAnswer(bot, used), model: RETRIEVAL_MODEL, intent: null };
}
