import type { CustomerResumeAnswer, LiveAttachment, LiveMessage } from '@ohmstead/contracts/live-chat';

/**
 * Checks of what the server sends (the widget carries no zod): a payload that fails is logged and ignored,
 * so a malformed event changes nothing.
 */
type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

const isAttachment = (value: unknown): value is LiveAttachment =>
  isObject(value) && isString(value.name) && isString(value.url) && isCount(value.size);

export const isLiveMessage = (value: unknown): value is LiveMessage =>
  isObject(value) &&
  isString(value.id) &&
  isString(value.chat_id) &&
  isCount(value.seq) &&
  isString(value.message) &&
  Array.isArray(value.attachments) &&
  value.attachments.every(isAttachment) &&
  typeof value.is_customer === 'boolean' &&
  isString(value.sender_name) &&
  isString(value.timestamp);

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

/** An acknowledgement: { ok: true, … } or { ok: false, error }. */
export const isAck = (value: unknown): value is { ok: true } | { ok: false; error: string } =>
  isObject(value) && (value.ok === true || (value.ok === false && isString(value.error)));
