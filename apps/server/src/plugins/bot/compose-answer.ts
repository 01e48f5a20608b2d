import {
  type AnswerSource,
  BOT_TITLES,
  REPLY_INTENTS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '@ohmstead/contracts/chat';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { Intent } from './intents';
import type { Found } from './retrieval/search';

/** What the bot answers and where it came from. */
export interface ComposedAnswer {
  message: string;
  sources: AnswerSource[];
}

const TITLE: Record<BotPath, string> = { crm: BOT_TITLES.CRM.title, ia: BOT_TITLES.IA.title };
const TOPICS: Record<BotPath, string> = {
  crm: 'our Power Router, Power Bridge and Power Blade, building and vehicle electrification, datacenters, or how to reach us',
  ia: 'installation, specifications, commissioning, maintenance or troubleshooting of the Power Router',
};

/** What else the section says: at most this many of its other statements, each cut to a line. */
const ALSO_STATEMENTS = 3;
const ALSO_LENGTH = 110;

/**
 * IA answers that need no safety guidelines end with this line; the widget strips it (docs/product.md §3.4). CRM
 * answers never carry guidelines, so never the line.
 */
function withoutGuidelines(bot: BotPath, message: string): string {
  return bot === 'ia' ? `${message}\n\n${REPLY_INTENTS.noSafetyGuidelines}` : message;
}

export function intentAnswer(bot: BotPath, intent: Intent): ComposedAnswer {
  switch (intent) {
    case 'live-agent':
      return { message: REPLY_INTENTS.connectLiveAgent, sources: [] };
    case 'image-upload':
      return { message: REPLY_INTENTS.imageUploadRequest, sources: [] };
    case 'greeting':
      return {
        message: withoutGuidelines(
          bot,
          `Hello! I'm the Ohmstead Power ${TITLE[bot]}. Ask me about ${TOPICS[bot]}.`,
        ),
        sources: [],
      };
    case 'thanks':
      return {
        message: withoutGuidelines(bot, "You're welcome! Is there anything else I can help you with?"),
        sources: [],
      };
  }
}

/** The honest answer when the notes hold nothing: it names the support line, so the widget offers an agent. */
export function noMatchAnswer(bot: BotPath): ComposedAnswer {
  return {
    message: withoutGuidelines(
      bot,
      "I'm sorry, I don't have that in my notes. Our team will be glad to help: call " +
        `${SUPPORT_PHONE} or e-mail ${SUPPORT_EMAIL}.`,
    ),
    sources: [],
  };
}

/** The line naming the passages, e.g. `_Source: Products › Power Router_`. */
export function sourceLine(sources: AnswerSource[]): string {
  const names = sources.map((source) => `${source.document} › ${source.section}`);
  return `_${names.length > 1 ? 'Sources' : 'Source'}: ${names.join('; ')}_`;
}

/** Closes an answer's text: the source line, and for IA pure information the no-guidelines line. */
export function finishAnswer(bot: BotPath, text: string, used: Found[]): ComposedAnswer {
  const sources = used.map(({ passage: { document, section } }) => ({ document, section }));
  const message = `${text.trim()}\n\n${sourceLine(sources)}`;
  const pureInformation = used.every(({ passage }) => !passage.safetyGuidelines);
  return { message: pureInformation ? withoutGuidelines(bot, message) : message, sources };
}

/**
 * The retrieval answer (docs/decisions/0041-bot-retrieval.md): the statements that hold the fact asked,
 * then a short list of what else the section says, then the source. A question that asks how to do
 * something, or to be shown a subject, gets the whole section: a procedure is not cut.
 */
export function retrievalAnswer(bot: BotPath, found: Found, wholeSection: boolean): ComposedAnswer {
  const { passage, answer } = found;
  if (wholeSection) return finishAnswer(bot, `**${passage.section}**\n\n${passage.body}`, [found]);
  const quoted = new Set(answer);
  const also = passage.statements
    .map((statement) => statement.text)
    .filter((text) => !quoted.has(text))
    .map(summaryLine)
    // A picture has no line of text to list.
    .filter((line) => line !== '')
    .slice(0, ALSO_STATEMENTS)
    .map((line) => `- ${line}`);
  const parts = [answer.map(asSentence).join(' ')];
  if (also.length > 0) parts.push(`**${passage.section}** also says:`, also.join('\n'));
  return finishAnswer(bot, parts.join('\n\n'), [found]);
}

/** A quoted list item or table row reads as a sentence. */
function asSentence(statement: string): string {
  return /[.!?:](\*\*|_)?$/.test(statement) ? statement : `${statement}.`;
}

/** A statement as one short plain line: its links and emphasis as text, cut at a word. */
function summaryLine(statement: string): string {
  const plain = statement
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= ALSO_LENGTH) return plain;
  const cut = plain.slice(0, ALSO_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), ALSO_LENGTH / 2)).replace(/[,;:]$/, '')}…`;
}
