import { type BotPath, botPathSchema } from '@ohmstead/contracts/chat-schemas';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { notFound } from '../../http/errors';

/** An unknown bot is a path that does not exist. */
export function botOf(request: FastifyRequest): BotPath {
  const parsed = botPathSchema.safeParse((request.params as { bot?: unknown }).bot);
  if (!parsed.success) throw notFound(parsed.error.issues[0]!.message);
  return parsed.data;
}

/** A route of a bot that does not exist is a 404, before its query is judged (a preValidation hook). */
export const knownBot: preValidationAsyncHookHandler = async (request) => void botOf(request);
