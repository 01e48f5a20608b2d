import { describe, expect, it } from 'vitest';
import { BOT_LLM_STREAM_EVENT_MAX_CHARS } from '../../limits';
import { readCompletionStream } from './llm-stream';

const chunk = (content: string | null, finishReason: string | null = null) =>
  `data: ${JSON.stringify({ model: 'm-1', choices: [{ index: 0, delta: { content }, finish_reason: finishReason }] })}\n\n`;

/** A body that arrives in the given pieces of text, cut wherever they are cut. */
const body = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });

async function read(stream: ReadableStream<Uint8Array>) {
  const texts: string[] = [];
  let reads = 0;
  const answer = await readCompletionStream(stream, {
    onText: (delta) => texts.push(delta),
    onBytes: () => (reads += 1),
  });
  return { answer, texts, reads };
}

describe('an OpenAI-compatible completion stream', () => {
  it('hands each piece on as it comes and ends with the whole text at [DONE]', async () => {
    const { answer, texts, reads } = await read(
      body(chunk('The '), chunk('Power '), chunk('Router.'), chunk(null, 'stop'), 'data: [DONE]\n\n'),
    );
    expect(texts).toEqual(['The ', 'Power ', 'Router.']);
    expect(answer).toEqual({ text: 'The Power Router.', model: 'm-1' });
    expect(reads).toBe(5);
  });

  it('reads events cut anywhere, characters cut between their bytes, CRLF lines and comments', async () => {
    const text = `: keep-alive\r\n\r\n${chunk('Ohm ')}${chunk('→ 800 V')}`.replace(/\n/g, '\r\n');
    const bytes = new TextEncoder().encode(`${text}data: [DONE]\r\n\r\n`);
    // Cut inside the first event, inside the first chunk's line, and between the arrow's three bytes.
    const cut = [7, 40, bytes.indexOf(0x86)].sort((a, b) => a - b);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        let from = 0;
        for (const to of [...cut, bytes.length]) {
          controller.enqueue(bytes.slice(from, to));
          from = to;
        }
        controller.close();
      },
    });
    const { answer, texts } = await read(stream);
    expect(texts).toEqual(['Ohm ', '→ 800 V']);
    expect(answer.text).toBe('Ohm → 800 V');
  });

  it('takes a stream that gave its finish reason as whole, even without [DONE]', async () => {
    const { answer } = await read(body(chunk('Done.'), chunk(null, 'stop')));
    expect(answer.text).toBe('Done.');
  });

  it('refuses a stream that ends before it is done: a cut connection is not a short answer', async () => {
    await expect(read(body(chunk('The '), chunk('Power ')))).rejects.toThrow(/ended before it was done/);
  });

  it('refuses an error object, broken JSON and a line that never ends', async () => {
    await expect(read(body(chunk('A '), 'data: {"error":{"message":"overloaded"}}\n\n'))).rejects.toThrow(
      /other than a chunk/,
    );
    await expect(read(body(chunk('A '), 'data: {"choices": [\n\n'))).rejects.toThrow(/other than a chunk/);
    await expect(read(body(`data: ${'x'.repeat(BOT_LLM_STREAM_EVENT_MAX_CHARS + 1)}`))).rejects.toThrow(
      /max buffer size/i,
    );
  });
});
