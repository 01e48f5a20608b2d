/**
 * Reads a bot answer streamed as server-sent events (contracts/answer-stream.ts,
 * docs/decisions/0030-streaming-answers.md), in a chunk of its own: the panel's first answer carries no
 * parser, and the chunk loads while the question is on its way. fetch and a stream reader rather than
 * EventSource, which can neither send the chat session's header nor stop asking again by itself.
 */
import { answerDeltaSchema } from '@ohmstead/contracts/answer-stream';
import { createParser } from 'eventsource-parser';

/**
 * Calls `onText` with the text written so far at each `delta` event and resolves with the `answer` event's
 * data, parsed from its JSON but not yet checked (the caller checks it as it checks a JSON answer). Rejects
 * when the stream ends without one, or says it failed: the caller then asks again without a stream.
 */
export async function readAnswerStream(
  body: ReadableStream<Uint8Array>,
  onText: (text: string) => void,
): Promise<unknown> {
  let text = '';
  let answer: { data: unknown } | undefined;
  let failed = false;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (event === 'delta') {
        const delta = answerDeltaSchema.safeParse(JSON.parse(data));
        if (!delta.success) throw new Error('the answer stream sent a delta that is not one');
        text += delta.data.text;
        onText(text);
      } else if (event === 'answer') answer ??= { data: JSON.parse(data) };
      else if (event === 'error') failed = true;
    },
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read())
      parser.feed(decoder.decode(read.value, { stream: true }));
  } finally {
    // A stream given up on (a delta that is no delta) is let go, and with it the server's work on it.
    reader.cancel().catch(() => {});
  }
  if (failed || !answer) throw new Error('the answer stream ended without its answer');
  return answer.data;
}
