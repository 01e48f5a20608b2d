import { PassThrough } from 'node:stream';
import {
  ANSWER_STREAM_FAILED,
  ANSWER_STREAM_TYPE,
  type AnswerStreamEvent,
  answerStreamEvent,
} from '@ohmstead/contracts/answer-stream';
import type { BotAnswer } from '@ohmstead/contracts/chat';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LlmStreamListener } from './llm';

/** Whether the client asked for the answer as it is written (contracts/answer-stream.ts). */
export const wantsAnswerStream = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').toLowerCase().includes(ANSWER_STREAM_TYPE);

/**
 * Sends an answer as server-sent events (docs/decisions/0030-streaming-answers.md): what `answer` hears from
 * the language model as `delta` events, then the answer it resolves with as the one `answer` event, or an
 * `error` event when it throws (the headers are gone by then: no status can say it). When the client goes
 * away before the end, the listener's signal is aborted, so the model's request stops, and nothing more is
 * written; `answer` resolves with nothing in that case, as the client saw no answer.
 */
export function sendAnswerStream(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: (listener: LlmStreamListener) => Promise<BotAnswer | undefined>,
): FastifyReply {
  const events = new PassThrough();
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  const send = (event: AnswerStreamEvent) => {
    if (!gone.signal.aborted && !events.destroyed) events.write(answerStreamEvent(event));
  };
  answer({ onText: (text) => send({ event: 'delta', data: { text } }), signal: gone.signal })
    .then(
      (body) => {
        if (body) send({ event: 'answer', data: body });
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'a streamed answer failed after its stream began');
        send({ event: 'error', data: { message: ANSWER_STREAM_FAILED } });
      },
    )
    .finally(() => events.end());
  return (
    reply
      .header('Content-Type', `${ANSWER_STREAM_TYPE}; charset=utf-8`)
      .header('Cache-Control', 'no-store')
      // nginx would otherwise gather the events into its buffers (deploy/nginx/ohmstead.conf).
      .header('X-Accel-Buffering', 'no')
      .send(events)
  );
}
