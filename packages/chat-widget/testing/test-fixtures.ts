import { answerStreamEvent } from '@ohmstead/contracts/answer-stream';
import type { BotAnswer } from '@ohmstead/contracts/chat';
import type { ChatWidgetUser } from '../src/public-api';
import { type ChatMessage, messageId } from '../src/state/chat-message';

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

/** A bot's final answer with what the test names (message, html, sources…) over fixed ids. */
export const testBotAnswer = (fields: Partial<BotAnswer> & Pick<BotAnswer, 'message'>): BotAnswer => ({
  session_id: 's',
  response_model: 'test-model',
  sources: [],
  answer_id: 'Answer-id-0000000000000',
  ...fields,
});

/** A piece of a streamed answer's text, as the server writes it (contracts/answer-stream.ts). */
export const delta = (text: string) => answerStreamEvent({ event: 'delta', data: { text } });

/** A question the guest asked, as the chat shows it. */
export const guestMessage = (text: string, id = messageId()): ChatMessage => ({
  id,
  name: 'You',
  avatar: 'user',
  text,
  type: 'message-user',
  timestamp: 1,
});
