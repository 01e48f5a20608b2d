import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@ohmstead/contracts/chat';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { KnowledgePassage } from './knowledge-files';

export interface LlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

const completionSchema = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

const PERSONA: Record<BotPath, string> = {
  crm:
    'You are the AI Assistant of Ohmstead Power, a company that builds multi-port solid-state power routers ' +
    'for building electrification, vehicle (fleet EV) charging and AI datacenters.',
  ia:
    'You are the Installation Assistant of Ohmstead Power. You help trained installers with the installation, ' +
    'specifications, commissioning, maintenance and troubleshooting of the Power Router.',
};

/** What the model is told: who it is, and to answer only from the passages given. */
export function systemPrompt(bot: BotPath): string {
  return [
    PERSONA[bot],
    'Answer only from the numbered notes in the user message. If they do not contain the answer, say that ' +
      `you do not have it in your notes and give the support phone ${SUPPORT_PHONE} and e-mail ${SUPPORT_EMAIL}.`,
    'Be concise and friendly, use Markdown (short paragraphs, bullet lists), keep every number exactly as ' +
      'the notes give it, and do not add a source line: it is added for you.',
  ].join(' ');
}

function contextMessage(question: string, passages: KnowledgePassage[]): string {
  const notes = passages.map(
    (passage, index) => `[${index + 1}] ${passage.document} › ${passage.section}\n${passage.body}`,
  );
  return `Notes:\n\n${notes.join('\n\n')}\n\nQuestion: ${question}`;
}

/**
 * One call to an OpenAI-compatible `POST {base}/chat/completions`. Null on any failure (unreachable,
 * timeout, error status, unexpected answer), which is logged: the caller then answers from retrieval.
 */
export async function askLlm(
  options: LlmOptions,
  log: FastifyBaseLogger,
  request: { bot: BotPath; question: string; passages: KnowledgePassage[]; history: ChatTurn[] },
): Promise<{ text: string; model: string } | null> {
  const messages = [
    { role: 'system', content: systemPrompt(request.bot) },
    ...request.history,
    { role: 'user', content: contextMessage(request.question, request.passages) },
  ];
  try {
    const response = await fetch(`${options.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: options.model, messages, temperature: 0.2 }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      log.warn(
        { status: response.status },
        'the language model refused the request; answering from retrieval',
      );
      return null;
    }
    const parsed = completionSchema.safeParse(await response.json());
    const text = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined;
    if (!parsed.success || !text) {
      log.warn('the language model gave no answer; answering from retrieval');
      return null;
    }
    return { text, model: parsed.data.model ?? options.model };
  } catch (error) {
    log.warn({ err: error }, 'the language model could not be reached; answering from retrieval');
    return null;
  }
}
