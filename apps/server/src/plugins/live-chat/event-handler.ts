import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import { findUnstorableText, unstorableTextMessage } from '@ohmstead/contracts/storable-text';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { INTERNAL_ERROR } from './constants';
import type { SocketRateLimiter } from './socket-rate-limiter';
import type { UnderWay } from './under-way';

/** A refused event: nothing was changed. `quiet` skips chat_error when another event already answers. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly quiet = false,
  ) {
    super(message);
  }
}

type Ack = (answer: object) => void;

/** Answers a refused event: chat_error to the socket and, when the client asked for one, a failed ack. */
export function refuse(socket: Socket, event: string, error: string, ack?: Ack, quiet = false): void {
  if (!quiet) socket.emit('chat_error', { event, error });
  ack?.({ ok: false, error });
}

interface EventContext {
  limiter: SocketRateLimiter;
  log: FastifyBaseLogger;
  /** Events wait for it: the socket's connect work (its presence row) is done before any event's. */
  ready?: Promise<unknown>;
  /** Each event's work is counted here until it is done (the server's close waits for it). */
  underWay: UnderWay;
}

/**
 * Registers one event: counts it against the socket's rate limit, parses its payload with the shared
 * schema, runs the work and acknowledges. A malformed payload, a refusal or a crash answers chat_error and
 * a failed ack; nothing escapes to crash the process.
 */
export function onEvent<S extends z.ZodType>(
  socket: Socket,
  context: EventContext,
  event: string,
  schema: S,
  work: (payload: z.output<S>) => Promise<object>,
): void {
  socket.on(event, (...args: unknown[]) => void context.underWay.run(() => handle(args)));
  async function handle(args: unknown[]) {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
    if (!context.limiter.take()) return refuse(socket, event, liveChatMessages.rateLimited, ack);
    // The contracts' one rule for every string (a NUL would fail in PostgreSQL), with its own clear reason.
    const unstorable = findUnstorableText(args[0], event);
    if (unstorable) return refuse(socket, event, unstorableTextMessage(unstorable), ack);
    const parsed = schema.safeParse(args[0]);
    if (!parsed.success) return refuse(socket, event, liveChatMessages.invalidPayload, ack);
    try {
      await context.ready;
      const answer = await work(parsed.data);
      ack?.({ ok: true, ...answer });
    } catch (error) {
      if (error instanceof Refusal) return refuse(socket, event, error.message, ack, error.quiet);
      context.log.error({ err: error, event }, 'live chat event failed');
      refuse(socket, event, INTERNAL_ERROR, ack);
    }
  }
}

/** onEvent for one socket: `on(event, schema, work)`. */
export function eventRegistrar(socket: Socket, context: EventContext) {
  return <S extends z.ZodType>(event: string, schema: S, work: (payload: z.output<S>) => Promise<object>) =>
    onEvent(socket, context, event, schema, work);
}

/** The `on` of one socket, handed to the modules that register a namespace's groups of events. */
export type EventOn = ReturnType<typeof eventRegistrar>;

/** Events a namespace does not handle (an agent's event on the customer side …) are refused, not ignored. */
export function refuseUnknownEvents(socket: Socket, known: readonly string[]): void {
  socket.onAny((event: string, ...args: unknown[]) => {
    if (known.includes(event)) return;
    const ack = typeof args.at(-1) === 'function' ? (args.at(-1) as Ack) : undefined;
    refuse(socket, String(event).slice(0, 64), liveChatMessages.notPermitted, ack);
  });
}
