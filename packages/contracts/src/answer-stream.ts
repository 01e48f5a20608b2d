/**
 * A bot answer streamed as it is written (docs/decisions/0030-streaming-answers.md): GET /bot/{crm|ia}/answer
 * asked with `Accept: text/event-stream` is answered with server-sent events: `delta`, a piece of the
 * language model's text, as often as the model writes one; then exactly one `answer`, the whole BotAnswer
 * the JSON call would have given (bot-answer.ts parses it), or `error` when the server failed after the
 * stream began. A stream without `answer` has failed, whatever came before it. Each event's data is one
 * line of JSON. Written with zod/mini: the widget's stream reader carries it.
 */
import * as z from 'zod/mini';
import type { BotAnswer } from './chat';

/** The media type a client asks for (Accept) and the server answers with (Content-Type). */
export const ANSWER_STREAM_TYPE = 'text/event-stream';

export type AnswerStreamEvent =
  | { event: 'delta'; data: AnswerDelta }
  | { event: 'answer'; data: BotAnswer }
  | { event: 'error'; data: { message: string } };

/** A piece of the answer's text, in the order written: the pieces joined are the model's text so far. */
export interface AnswerDelta {
  text: string;
}

export const answerDeltaSchema: z.ZodMiniType<AnswerDelta> = z.object({ text: z.string() });

/** The `error` event's message: the client asks again without a stream (docs/product.md §3.8). */
export const ANSWER_STREAM_FAILED = 'The answer could not be completed.';

/** One event as the server writes it. JSON escapes line breaks, so the data is always one `data:` line. */
export function answerStreamEvent({ event, data }: AnswerStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
