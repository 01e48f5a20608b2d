import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible language model for the streaming tests (docs/decisions/0030-streaming-answers.md):
 * `POST /chat/completions` with `stream: true` is answered with chat.completion.chunk events, one piece of
 * `pieces` each time the test calls `release()`, so the test sees every state of the answer it wants to;
 * then `data: [DONE]`. In 'break' mode the connection is cut once `breakAfter` pieces were written.
 */
export interface FakeLanguageModel {
  readonly url: string;
  /** The model's answer, as the pieces it writes it in. */
  pieces: string[];
  mode: 'answer' | 'break';
  breakAfter: number;
  /** Lets the answer being written send its next piece (or the next answer its first). */
  release(): void;
  /** Lets the answer being written send everything it has left. */
  releaseAll(): void;
  close(): Promise<void>;
}

export async function startFakeLanguageModel(): Promise<FakeLanguageModel> {
  // Releases given before the answer waits for them count; what one answer leaves unused, the next never sees.
  let credits = 0;
  let all = false;
  let waiting: (() => void) | undefined;
  const nextRelease = () =>
    new Promise<void>((resolve) => {
      if (all || credits > 0) {
        if (!all) credits -= 1;
        resolve();
      } else waiting = resolve;
    });
  const wake = () => {
    const resolve = waiting;
    waiting = undefined;
    resolve?.();
  };
  const release = () => {
    if (waiting) wake();
    else credits += 1;
  };
  const releaseAll = () => {
    all = true;
    wake();
  };

  const fake = {
    pieces: [] as string[],
    mode: 'answer' as 'answer' | 'break',
    breakAfter: 2,
  };

  async function stream(response: ServerResponse, model: string) {
    const chunk = (delta: object, finishReason: string | null = null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-e2e',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      })}\n\n`;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(chunk({ role: 'assistant', content: '' }));
    try {
      for (const [index, piece] of fake.pieces.entries()) {
        if (fake.mode === 'break' && index === fake.breakAfter) return void response.socket?.destroy();
        await nextRelease();
        if (response.destroyed) return;
        response.write(chunk({ content: piece }));
      }
      response.write(chunk({}, 'stop'));
      response.end('data: [DONE]\n\n');
    } finally {
      credits = 0;
      all = false;
    }
  }

  const server = createServer((request, response) => {
    const body: Buffer[] = [];
    request.on('data', (part: Buffer) => body.push(part));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const asked = JSON.parse(Buffer.concat(body).toString('utf8')) as { model: string; stream?: boolean };
      if (asked.stream) return void stream(response, asked.model);
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          object: 'chat.completion',
          model: asked.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: fake.pieces.join('') },
              finish_reason: 'stop',
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    release,
    releaseAll,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
