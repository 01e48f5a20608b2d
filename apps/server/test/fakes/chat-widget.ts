import { Readable } from 'node:stream';
import { ANSWER_STREAM_TYPE } from '@ohmstead/contracts/answer-stream';
import { botAnswerSchema } from '@ohmstead/contracts/bot-answer';
import { CHAT_PROOF_HEADER } from '@ohmstead/contracts/chat';
import { PROOF_REQUIRED_STATUS } from '@ohmstead/contracts/proof-of-work';
import { proofRequiredSchema } from '@ohmstead/contracts/proof-of-work-schemas';
import type { Challenge } from 'altcha-lib';
import { createParser } from 'eventsource-parser';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveAltchaChallenge } from './altcha-widget';

/** What the chat widget sends: a signed-in user's token, or a guest's session id. */
export type ChatCaller = { token: string; username: string } | { session: string; username?: string };

export function chatHeaders(caller: ChatCaller): Record<string, string> {
  return 'token' in caller
    ? { authorization: `Bearer ${caller.token}` }
    : { 'x-chat-session': caller.session };
}

const userNameOf = (caller: ChatCaller) =>
  'token' in caller ? caller.username : (caller.username ?? 'guest');

/** GET /bot/{bot}/answer?question=&username= as the widget asks it. */
export async function ask(
  app: FastifyInstance,
  bot: string,
  question: string,
  caller: ChatCaller,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({ question, username: userNameOf(caller) });
  const response = await app.inject({
    method: 'GET',
    url: `/bot/${bot}/answer?${query}`,
    headers: chatHeaders(caller),
    remoteAddress,
  });
  // Every answer the tests receive is one the widget takes (it parses each with the same schema).
  if (response.statusCode === 200) botAnswerSchema.parse(response.json());
  return response;
}

/** A streamed answer's events in order, their data parsed (contracts/answer-stream.ts). */
export type StreamedEvent = { event: string; data: unknown };

/**
 * GET /bot/{bot}/answer as a widget that streams asks it (`Accept: text/event-stream`): the response and,
 * when it is a stream, its events. A final `answer` event is checked with the widget's schema.
 */
export async function askStreamed(
  app: FastifyInstance,
  bot: string,
  question: string,
  caller: ChatCaller,
  remoteAddress = '127.0.0.1',
): Promise<{ response: LightMyRequestResponse; events: StreamedEvent[] }> {
  const query = new URLSearchParams({ question, username: userNameOf(caller) });
  const response = await app.inject({
    method: 'GET',
    url: `/bot/${bot}/answer?${query}`,
    headers: { ...chatHeaders(caller), accept: ANSWER_STREAM_TYPE },
    remoteAddress,
  });
  const events: StreamedEvent[] = [];
  if (!String(response.headers['content-type']).startsWith(ANSWER_STREAM_TYPE)) return { response, events };
  const parser = createParser({
    onEvent: ({ event, data }) => events.push({ event: event ?? 'message', data: JSON.parse(data) }),
  });
  parser.feed(response.body);
  for (const { event, data } of events) if (event === 'answer') botAnswerSchema.parse(data);
  return { response, events };
}

/** POST /bot/{bot}/feedback?username= as the widget sends it: `{ answer_id, rating }` (or any body, to test). */
export function sendFeedback(
  app: FastifyInstance,
  bot: string,
  body: unknown,
  caller: ChatCaller,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/bot/${bot}/feedback?${new URLSearchParams({ username: userNameOf(caller) })}`,
    headers: { ...chatHeaders(caller), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** A new guest's first question, as the widget asks it: a 428 is solved in the background and asked again. */
export async function askAsNewGuest(
  app: FastifyInstance,
  bot: string,
  question: string,
  remoteAddress: string,
): Promise<{ response: LightMyRequestResponse; proofs: Challenge[] }> {
  const query = new URLSearchParams({ question, username: 'guest' });
  const send = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/bot/${bot}/answer?${query}`, headers, remoteAddress });
  let response = await send({});
  const proofs: Challenge[] = [];
  // The widget solves at most twice: a proof that was not taken is answered with a new challenge.
  for (let tries = 0; tries < 2 && response.statusCode === PROOF_REQUIRED_STATUS; tries++) {
    const { challenge } = proofRequiredSchema.parse(response.json());
    proofs.push(challenge as Challenge);
    response = await send({ [CHAT_PROOF_HEADER]: await solveAltchaChallenge(challenge as Challenge) });
  }
  if (response.statusCode === 200) botAnswerSchema.parse(response.json());
  return { response, proofs };
}

export interface FilePart {
  name: string;
  content: Buffer;
  type?: string;
  field?: string;
}

const BOUNDARY = '----ohmstead-test-boundary';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart/form-data body of text fields and files, as a browser's FormData makes it. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(fileHeader(file), file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

function fileHeader(file: FilePart): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
  );
}

/** A multipart body with one file of `size` bytes, generated while it is sent: never held in memory. */
export function streamedFileBody(name: string, size: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  async function* generate() {
    yield fileHeader({ name, content: Buffer.alloc(0), type: 'text/plain' });
    for (let sent = 0; sent < size; sent += chunk.length)
      yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return Readable.from(generate());
}
