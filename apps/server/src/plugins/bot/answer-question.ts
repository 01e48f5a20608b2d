import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChatIdentity } from '../../auth/chat-identity';
import { BOT_TOPICS_CACHED } from '../../limits';
import {
  type ComposedAnswer,
  finishAnswer,
  intentAnswer,
  noMatchAnswer,
  retrievalAnswer,
} from './compose-answer';
import type { ConversationRepository } from './conversation-repository';
import { asksForPerson, detectIntent, type Intent } from './intents';
import { askLlm, type LlmOptions } from './llm';
import type { BotKnowledge } from './retrieval/bot-knowledge';
import { withTopic } from './retrieval/follow-up';
import type { KnowledgeBase } from './retrieval/knowledge-base';
import { type Concept, holdsConcept, type ReadQuestion, readQuestion } from './retrieval/question';
import { type Found, searchKnowledge } from './retrieval/search';
import type { TurnWriter } from './turn-writer';

/** The model name of answers built from the knowledge base alone. */
export const RETRIEVAL_MODEL = 'ohmstead-retrieval-1';
/** Earlier messages a language model sees (a user question and a bot answer each). */
const LLM_HISTORY_MESSAGES = 6;
/** A second section goes to the language model when it scores at least this share of the best. */
const SECOND_SECTION_SHARE = 0.8;
/** Sections a follow-up looks among for the one that answered the question it continues. */
const FOLLOW_UP_CANDIDATES = 5;
/** Earlier messages read for a follow-up's topic: the last question and its answer. */
const TOPIC_MESSAGES = 2;

export interface BotBrainDeps {
  knowledge: BotKnowledge;
  conversations: ConversationRepository;
  /** Earlier turns may still be queued: the history is read once they are written. */
  turns: TurnWriter;
  llm?: LlmOptions;
  log: FastifyBaseLogger;
}

/**
 * A question's answer: an intent the widget acts on, else the section of the bot's knowledge base that
 * answers it — the conversation's last question completing a follow-up — rewritten by the language model
 * when one is configured (and it answers in time), else quoted (compose-answer.ts).
 * docs/decisions/0041-bot-retrieval.md.
 */
export async function answerQuestion(
  deps: BotBrainDeps,
  bot: BotPath,
  identity: ChatIdentity,
  question: string,
): Promise<ComposedAnswer & { model: string; intent: Intent | null }> {
  const kb = deps.knowledge[bot];
  const read = readQuestion(kb, question);
  // Greetings and thanks are the whole message; every other intent is read from the question in it, and
  // a person asked for from the whole message too ("get me a customer service rep": "get" is chat).
  const intent = read.core
    ? (detectIntent(read.core) ?? (asksForPerson(read.corrected) ? 'live-agent' : null))
    : detectIntent(read.corrected);
  if (intent) return { ...intentAnswer(bot, intent), model: RETRIEVAL_MODEL, intent };
  let found = searchKnowledge(kb, read);
  // What the conversation is about after this question: the question, or the topic it continued.
  let topic = question;
  const previous = await topicOf(deps, bot, identity, read, found.length > 0);
  const previousRead = previous && readQuestion(kb, previous.question);
  const completed = previousRead ? withTopic(read, previousRead) : undefined;
  if (previous && previousRead && completed && !movesToAnotherSubject(kb, found, read, previousRead)) {
    const continued = stayingInSection(
      searchKnowledge(kb, completed, FOLLOW_UP_CANDIDATES),
      previous.section,
      read.concepts,
    );
    // A question that only points back and is answered alone keeps its own answer, unless the last
    // answer's section holds what it asks.
    const stays = continued[0] !== undefined && sectionName(continued[0]) === previous.section;
    const continues = read.followUp || found.length === 0 || stays;
    if (continued.length > 0 && continues) [found, topic] = [continued, `${previous.question} ${question}`];
  }
  remember(deps, bot, identity, read, { question: topic, section: found[0] && sectionName(found[0]) });
  const [best] = found;
  if (!best) return { ...noMatchAnswer(bot), model: RETRIEVAL_MODEL, intent: null };
  if (deps.llm) {
    await deps.turns.flush();
    const history = await deps.conversations.recentTurns(bot, identity, LLM_HISTORY_MESSAGES);
    // The model reads the best section, and the next when it is nearly as good.
    const used = found.filter((next, n) => n === 0 || next.score >= best.score * SECOND_SECTION_SHARE);
    const passages = used.map(({ passage }) => passage);
    const generated = await askLlm(deps.llm, deps.log, { bot, question, passages, history });
    if (generated)
      return { ...finishAnswer(bot, generated.text, used), model: generated.model, intent: null };
  }
  return { ...retrievalAnswer(bot, best, read.wholeSection), model: RETRIEVAL_MODEL, intent: null };
}

/**
 * A follow-up that names another subject of its own, as the question before named its ("and the Blade?"
 * after "What does the Power Bridge do?"): it asks the same of that subject, whose section answers it. Not
 * when the question before asked a kind of fact the follow-up leaves out ("and the terminals re-torqued?"
 * after "How often…": the period is still asked, which another section may give).
 */
function movesToAnotherSubject(
  kb: KnowledgeBase,
  found: Found[],
  question: ReadQuestion,
  previous: ReadQuestion,
): boolean {
  const [alone] = found;
  if (!alone?.named || (previous.cues.length > 0 && question.cues.length === 0)) return false;
  const [before] = searchKnowledge(kb, previous, 1);
  return before !== undefined && before.named && sectionName(before) !== sectionName(alone);
}

/** What a conversation is about: its last question (with the one it continued) and the section that answered. */
interface Topic {
  question: string;
  /** `Document › Section`, as an answer's source line names it. */
  section?: string;
}

const sectionName = (found: Found) => `${found.passage.document} › ${found.passage.section}`;

/**
 * A follow-up stays with the section that answered the question it continues when that section holds
 * what it asks ("and at what power each?" after "How many vehicles…"), rather than move to another; not
 * when it lacks something the follow-up names ("and how much does it weigh?" after the grounding).
 */
function stayingInSection(found: Found[], section: string | undefined, asked: Concept[]): Found[] {
  const same = found.findIndex(
    (candidate) =>
      sectionName(candidate) === section &&
      asked.every((concept) => holdsConcept((term) => candidate.passage.terms.has(term), concept)),
  );
  return same <= 0 ? found : [found[same]!, ...found.filter((_, n) => n !== same)];
}

/** The last question of each conversation this process answered, by bot and identity. */
const lastQuestions = new WeakMap<TurnWriter, LRUCache<string, Topic>>();

function remember(
  deps: BotBrainDeps,
  bot: BotPath,
  identity: ChatIdentity,
  read: ReadQuestion,
  topic: Topic,
) {
  if (read.concepts.length === 0) return;
  let memo = lastQuestions.get(deps.turns);
  if (!memo) lastQuestions.set(deps.turns, (memo = new LRUCache({ max: BOT_TOPICS_CACHED })));
  memo.set(`${bot}:${identity.key}`, topic);
}

/** Forgets a conversation's topic when its history is deleted: the next question starts afresh. */
export function forgetTopic(turns: TurnWriter, bot: BotPath, identityKey: string): void {
  lastQuestions.get(turns)?.delete(`${bot}:${identityKey}`);
}

/**
 * The conversation's last question, for a question that may continue it: one that says so ("and …"), or
 * one of known words that finds nothing alone. Asked of this process's memory first; the conversation
 * as stored when the last question went to another process.
 */
async function topicOf(
  deps: BotBrainDeps,
  bot: BotPath,
  identity: ChatIdentity,
  read: ReadQuestion,
  foundAlone: boolean,
): Promise<Topic | undefined> {
  const mayContinue =
    read.followUp ||
    read.refersBack ||
    (!foundAlone && read.concepts.length > 0 && read.unknown.length === 0);
  if (!mayContinue) return undefined;
  const remembered = lastQuestions.get(deps.turns)?.get(`${bot}:${identity.key}`);
  if (remembered !== undefined) return remembered;
  await deps.turns.flush();
  const turns = await deps.conversations.recentTurns(bot, identity, TOPIC_MESSAGES);
  const question = turns.findLast((turn) => turn.role === 'user')?.content;
  const answer = turns.findLast((turn) => turn.role === 'assistant')?.content ?? '';
  // The stored answer names its section in its source line (compose-answer.ts sourceLine).
  const section = /_Sources?: (.+?)(?:; |_)/.exec(answer)?.[1];
  return question === undefined ? undefined : { question, ...(section ? { section } : {}) };
}
