import {
  BOT_TITLES,
  REPLY_INTENTS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  type AnswerSource,
} from '@ohmstead/contracts/chat';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { Intent } from './intents';
import type { RetrievedPassage } from './retrieval';

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

/** A second passage is added when it scores at least this share of the best one. */
const SECOND_PASSAGE_SHARE = 0.6;

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

/** The passages an answer is built from: the best one, and the next when it is nearly as good. */
export function passagesToUse(passages: RetrievedPassage[]): RetrievedPassage[] {
  const [best, next] = passages;
  if (!best) return [];
  if (next && next.section !== best.section && next.score >= best.score * SECOND_PASSAGE_SHARE)
    return [best, next];
  return [best];
}

/** The line naming the passages, e.g. `_Source: Products › Power Router_`. */
export function sourceLine(sources: AnswerSource[]): string {
  const names = sources.map((source) => `${source.document} › ${source.section}`);
  return `_${names.length > 1 ? 'Sources' : 'Source'}: ${names.join('; ')}_`;
}

/** Closes an answer's text: the source line, and for IA pure information the no-guidelines line. */
export function finishAnswer(bot: BotPath, text: string, used: RetrievedPassage[]): ComposedAnswer {
  const sources = used.map(({ document, section }) => ({ document, section }));
  const message = `${text.trim()}\n\n${sourceLine(sources)}`;
  const pureInformation = used.every((passage) => !passage.safetyGuidelines);
  return { message: pureInformation ? withoutGuidelines(bot, message) : message, sources };
}

/** The retrieval answer: the passages as a readable markdown reply. */
export function retrievalAnswer(bot: BotPath, used: RetrievedPassage[]): ComposedAnswer {
  const [best, next] = used;
  if (!best) return noMatchAnswer(bot);
  const parts = [`Here is what I found about **${best.section}**:`, best.body];
  if (next) parts.push(`**${next.section}**`, next.body);
  return finishAnswer(bot, parts.join('\n\n'), used);
}
