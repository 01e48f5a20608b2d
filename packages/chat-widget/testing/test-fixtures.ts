import type { ChatWidgetUser } from '../src/public-api';

/** Unit tests' stand-in for localStorage: a Map behind the Storage interface, optionally pre-filled. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** A signed-in installer who must still pass the safety check. */
export const INSTALLER: ChatWidgetUser = {
  token: 'token-1',
  userName: 'installer',
  firstName: 'Ivy',
  lastName: 'Stone',
  contact: '',
  userId: 4,
  isSafetyCheck: true,
};

/**
 * A streamed bot answer (contracts/answer-stream.ts) whose events the test sends one by one: `response` is
 * what fetch resolves with; `send` writes an event's text, `end` closes the stream.
 */
export function controlledAnswerStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (started) => void (controller = started) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}
