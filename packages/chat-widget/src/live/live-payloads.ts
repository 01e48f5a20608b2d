import type { CustomerResumeAnswer } from '@ohmstead/contracts/live-chat';
import {
  isCount,
  isLiveMessage,
  isObject,
  isString,
  type Fields,
} from '@ohmstead/contracts/live-chat-guards';

/**
 * Checks of the customer events the server sends (the shared message checks are in contracts): a payload
 * that fails is logged and ignored, so a malformed event changes nothing.
 */
export const isResumeAnswer = (value: unknown): value is CustomerResumeAnswer =>
  isObject(value) &&
  (value.status === 'none' || value.status === 'waiting' || value.status === 'active') &&
  Array.isArray(value.messages) &&
  value.messages.every(isLiveMessage);

/** { chat_id } (chat_ended, agent_disconnected), plus the named fields as strings. */
export const hasChatId = (value: unknown, ...strings: string[]): value is Fields & { chat_id: string } =>
  isObject(value) && isString(value.chat_id) && strings.every((field) => isString(value[field]));

export const isWaiting = (value: unknown): value is { position: number; chat_id: string } =>
  hasChatId(value) && isCount(value.position);

export const isAgentCount = (value: unknown): value is { num_agents: number } =>
  isObject(value) && isCount(value.num_agents);

/** A send_message acknowledgement's number of the stored message. */
export const isSeq = (value: unknown): value is { seq: number } => isObject(value) && isCount(value.seq);
