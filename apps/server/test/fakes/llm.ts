import { sendJson, startFakeHttpServer, type FakeHttpServer } from './http-server';

export interface FakeLlm extends FakeHttpServer {
  /** 'answer' answers `reply`; 'fail' answers 500; 'slow' answers after `delayMs`; 'empty' has no content. */
  mode: 'answer' | 'fail' | 'slow' | 'empty';
  reply: string;
  delayMs: number;
}

/**
 * An OpenAI-compatible chat completions API as far as the bot uses it: POST /chat/completions with a bearer
 * key, answering the chat.completion object with one choice.
 */
export async function startFakeLlm(options: { apiKey: string; model: string }): Promise<FakeLlm> {
  const fake = { mode: 'answer', reply: 'A generated answer.', delayMs: 0 } as Omit<
    FakeLlm,
    keyof FakeHttpServer
  >;
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
    const { model } = JSON.parse(request.body.toString('utf8')) as { model: string };
    if (response.destroyed) return;
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
