import type { ServerResponse } from 'node:http';
import { type FakeHttpServer, sendJson, startFakeHttpServer } from './http-server';

export interface FakeLlm extends FakeHttpServer {
  /**
   * 'answer' answers `reply`; 'fail' answers 500; 'slow' answers after `delayMs`; 'empty' has no content.
   * A request with `stream: true` is answered with `reply` in pieces (server-sent events), and may go wrong
   * after the first `piecesBeforeFault` pieces: 'stall' then writes nothing more, 'break' cuts the
   * connection, 'malformed' sends a line that is no chunk.
   */
  mode: 'answer' | 'fail' | 'slow' | 'empty' | 'stall' | 'break' | 'malformed';
  reply: string;
  delayMs: number;
  piecesBeforeFault: number;
  /** Streams whose connection the caller closed before the fake ended them (an aborted request). */
  streamsCut: number;
}

/**
 * An OpenAI-compatible chat completions API as far as the bot uses it: POST /chat/completions with a bearer
 * key, answering the chat.completion object with one choice, or with `stream: true` its
 * chat.completion.chunk events and `data: [DONE]`.
 */
export async function startFakeLlm(options: { apiKey: string; model: string }): Promise<FakeLlm> {
  const fake = {
    mode: 'answer',
    reply: 'A generated answer.',
    delayMs: 0,
    piecesBeforeFault: 2,
    streamsCut: 0,
  } as Omit<FakeLlm, keyof FakeHttpServer>;
  const server = await startFakeHttpServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/chat/completions')
      return sendJson(response, 404, { error: { message: 'Not found' } });
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return sendJson(response, 401, {
        error: { message: 'Incorrect API key provided', type: 'invalid_request_error' },
      });
    if (fake.mode === 'fail')
      return sendJson(response, 500, { error: { message: 'The server had an error' } });
    if (fake.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    const { model, stream } = JSON.parse(request.body.toString('utf8')) as {
      model: string;
      stream?: boolean;
    };
    if (response.destroyed) return;
    if (stream) return streamCompletion(fake, response, model);
    return sendJson(response, 200, {
      id: `chatcmpl-${Date.now()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: fake.mode === 'empty' ? null : fake.reply },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
    });
  });
  return Object.assign(fake, server);
}

/** `reply` cut after each word (its space kept), as a model writes it: the pieces joined are the reply. */
export const replyPieces = (reply: string): string[] => reply.match(/\S+\s*|\s+/g) ?? [];

function streamCompletion(
  fake: Omit<FakeLlm, keyof FakeHttpServer>,
  response: ServerResponse,
  model: string,
) {
  const id = `chatcmpl-${Date.now()}`;
  const chunk = (delta: object, finishReason: string | null = null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`;
  response.on('close', () => {
    if (!response.writableFinished) fake.streamsCut += 1;
  });
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(chunk({ role: 'assistant', content: '' }));
  const pieces = fake.mode === 'empty' ? [] : replyPieces(fake.reply);
  const faulty = fake.mode === 'stall' || fake.mode === 'break' || fake.mode === 'malformed';
  for (const piece of faulty ? pieces.slice(0, fake.piecesBeforeFault) : pieces)
    response.write(chunk({ content: piece }));
  if (fake.mode === 'stall') return;
  if (fake.mode === 'break') return void response.socket?.destroy();
  if (fake.mode === 'malformed') return void response.write('data: {"choices": [{"delta": \n\n');
  response.write(chunk({}, 'stop'));
  response.end('data: [DONE]\n\n');
}
