import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@ohmstead/contracts/chat';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { BOT_LLM_STREAM_MAX_MS } from '../../limits';
import type { KnowledgePassage } from './knowledge-files';
import { readCompletionStream } from './llm-stream';

export interface LlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** How long to wait for the model: for its answer, or when streamed for its first words and each next piece. */
  timeoutMs: number;
  /** Set per request, for a streamed answer (docs/decisions/0030-streaming-answers.md); never in config. */
  stream?: LlmStreamListener;
}

/** Who hears a streamed answer as the model writes it. */
export interface LlmStreamListener {
  /** Each piece of the model's text, in order. */
  onText(delta: string): void;
  /** Aborted when the client went away: the model's request is stopped with it. */
  signal: AbortSignal;
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
 * One call to an OpenAI-compatible `POST {base}/chat/completions`, streamed (`stream: true`) when
 * `options.stream` listens. Null on any failure (unreachable, timeout, error status, unexpected answer, a
 * stream that stalls, breaks or sends something else than chunks), which is logged: the caller then answers
 * from retrieval. Null too when the listener's client went away, which is no failure of the model.
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
  const { stream } = options;
  // A stream is waited for piece by piece, within an overall bound; an answer in one piece, as a whole.
  const stall = stream ? stallTimer(options.timeoutMs) : undefined;
  try {
    const response = await fetch(`${options.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: stream ? 'text/event-stream' : 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        messages,
        temperature: 0.2,
        ...(stream ? { stream: true } : {}),
      }),
      signal:
        stream && stall
          ? AbortSignal.any([stall.signal, AbortSignal.timeout(BOT_LLM_STREAM_MAX_MS), stream.signal])
          : AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      log.warn(
        { status: response.status },
        'the language model refused the request; answering from retrieval',
      );
      return null;
    }
    const answer =
      stream && stall && response.body && isEventStream(response)
        ? await readCompletionStream(response.body, { onText: stream.onText, onBytes: stall.restart })
        : await readCompletion(response, stream);
    const text = answer?.text.trim();
    if (!answer || !text) {
      log.warn('the language model gave no answer; answering from retrieval');
      return null;
    }
    return { text, model: answer.model ?? options.model };
  } catch (error) {
    if (stream?.signal.aborted) {
      log.info("the client went away: the language model's answer was stopped");
      return null;
    }
    log.warn(
      { err: error },
      'the language model could not be reached or broke off; answering from retrieval',
    );
    return null;
  } finally {
    stall?.stop();
  }
}

/**
 * A whole chat.completion object. A server that answers a stream request with one (it may ignore `stream`)
 * is heard all the same: its text goes to the listener in one piece.
 */
async function readCompletion(
  response: Response,
  stream: LlmStreamListener | undefined,
): Promise<{ text: string; model?: string } | undefined> {
  const parsed = completionSchema.safeParse(await response.json());
  const text = parsed.success ? parsed.data.choices[0]?.message.content : undefined;
  if (!parsed.success || !text) return undefined;
  stream?.onText(text);
  return { text, model: parsed.data.model };
}

const isEventStream = (response: Response) =>
  (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream');

/** Aborts once `ms` pass without a `restart`: a stream that stalls is a failure like a slow answer. */
function stallTimer(ms: number) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => controller.abort(new Error(`the language model wrote nothing for ${ms} ms`)),
      ms,
    );
  };
  restart();
  return { signal: controller.signal, restart, stop: () => clearTimeout(timer) };
}
