import { createParser } from 'eventsource-parser';
import { z } from 'zod';
import { BOT_LLM_STREAM_EVENT_MAX_CHARS } from '../../limits';

/** One `data:` line of an OpenAI-compatible stream: a chat.completion.chunk, as far as the bot reads it. */
const chunkSchema = z.object({
  model: z.string().optional(),
  choices: z.array(
    z.object({
      delta: z.object({ content: z.string().nullable().optional() }).optional(),
      finish_reason: z.string().nullable().optional(),
    }),
  ),
});

/** The stream's last line (OpenAI's convention, kept by the compatible servers). */
const DONE = '[DONE]';

/**
 * Reads an OpenAI-compatible chat completion stream (`stream: true`: server-sent events whose `data:` lines
 * are chat.completion.chunk objects, then `data: [DONE]`): each piece of content goes to `onText` as it
 * arrives, `onBytes` hears of every read (the caller's stall timer). Resolves with the whole text once the
 * stream is done; throws on a chunk that is not one (an error object, broken JSON, a line past
 * BOT_LLM_STREAM_EVENT_MAX_CHARS) and on a stream that ends before it says it is done (`[DONE]`, or a
 * choice's finish_reason), so a cut connection is never taken for a short answer.
 */
export async function readCompletionStream(
  body: ReadableStream<Uint8Array>,
  listeners: { onText: (delta: string) => void; onBytes: () => void },
): Promise<{ text: string; model?: string }> {
  let text = '';
  let model: string | undefined;
  let done = false;
  /** A choice said why it stopped: the answer is whole even if [DONE] never comes. */
  let finished = false;
  let broken: Error | undefined;
  const parser = createParser({
    maxBufferSize: BOT_LLM_STREAM_EVENT_MAX_CHARS,
    onEvent: ({ data }) => {
      if (done || broken) return;
      if (data === DONE) {
        done = true;
        return;
      }
      const chunk = parseChunk(data);
      if (!chunk) {
        broken = new Error(`the model's stream sent something other than a chunk: ${data.slice(0, 200)}`);
        return;
      }
      model ??= chunk.model;
      for (const choice of chunk.choices.slice(0, 1)) {
        const content = choice.delta?.content;
        if (content) {
          text += content;
          listeners.onText(content);
        }
        if (choice.finish_reason) finished = true;
      }
    },
    onError: (error) => {
      // An unknown field is ignored, as the EventSource standard says; a line that never ends is not.
      if (error.type === 'max-buffer-size-exceeded') broken = error;
    },
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    while (!done && !broken) {
      const { done: ended, value } = await reader.read();
      if (ended) break;
      listeners.onBytes();
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    // Whatever follows [DONE] (or a broken chunk) is not read: the connection is let go.
    reader.cancel().catch(() => {});
  }
  if (broken) throw broken;
  if (!done && !finished) throw new Error("the model's stream ended before it was done");
  return { text, model };
}

function parseChunk(data: string) {
  try {
    const parsed = chunkSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
