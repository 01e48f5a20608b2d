import { ANSWER_STREAM_FAILED, answerStreamEvent } from '@ohmstead/contracts/answer-stream';
import { describe, expect, it } from 'vitest';
import { delta, testBotAnswer } from '../../testing/test-fixtures';
import { readAnswerStream } from './answer-stream-chunk';

const ANSWER = testBotAnswer({
  message: 'The **Power Router** → 800 V.\n\n_Source: Products › Power Router_',
  html: '<p>The <strong>Power Router</strong> → 800 V.</p>',
  sources: [{ document: 'Products', section: 'Power Router' }],
});

/** The events as the server writes them (contracts/answer-stream.ts), as bytes cut at the given offsets. */
function streamOf(text: string, cuts: number[] = []) {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let from = 0;
      for (const to of [...cuts, bytes.length]) {
        controller.enqueue(bytes.slice(from, to));
        from = to;
      }
      controller.close();
    },
  });
}

const final = answerStreamEvent({ event: 'answer', data: ANSWER });

describe('the streamed answer’s reader', () => {
  it('hears the text grow with each delta and resolves with the answer event', async () => {
    const seen: string[] = [];
    const answer = await readAnswerStream(
      streamOf(`${delta('The **Power ')}${delta('Router** ')}${delta('→ 800 V.')}${final}`),
      (text) => seen.push(text),
    );
    expect(seen).toEqual(['The **Power ', 'The **Power Router** ', 'The **Power Router** → 800 V.']);
    expect(answer).toEqual(ANSWER);
  });

  it('reads events cut anywhere, a character cut between its bytes, and text with line breaks', async () => {
    const text = `${delta('Line one\nline two → ')}${delta('three')}${final}`;
    const arrow = new TextEncoder().encode(text).indexOf(0x86);
    const seen: string[] = [];
    const answer = await readAnswerStream(streamOf(text, [3, 11, arrow, arrow + 5, text.length]), (written) =>
      seen.push(written),
    );
    expect(seen).toEqual(['Line one\nline two → ', 'Line one\nline two → three']);
    expect(answer).toEqual(ANSWER);
  });

  it('is the answer event alone when nothing was streamed (an intent, a retrieval answer)', async () => {
    const seen: string[] = [];
    expect(await readAnswerStream(streamOf(final), (text) => seen.push(text))).toEqual(ANSWER);
    expect(seen).toEqual([]);
  });

  it('fails when the stream ends before its answer, says it failed, or sends a delta that is none', async () => {
    const ignore = () => {};
    await expect(readAnswerStream(streamOf(delta('The Power')), ignore)).rejects.toThrow(
      /without its answer/,
    );
    const failed = answerStreamEvent({ event: 'error', data: { message: ANSWER_STREAM_FAILED } });
    await expect(readAnswerStream(streamOf(`${delta('The')}${failed}`), ignore)).rejects.toThrow();
    await expect(readAnswerStream(streamOf('event: delta\ndata: {"words":1}\n\n'), ignore)).rejects.toThrow(
      /not one/,
    );
    await expect(readAnswerStream(streamOf('event: delta\ndata: {"text":\n\n'), ignore)).rejects.toThrow();
  });
});
