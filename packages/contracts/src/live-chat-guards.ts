/**
 * Structural checks of what the live-chat server sends, for the two clients (the widget carries no zod,
 * the console keeps its snapshot clean): a payload that fails is dropped, so a malformed event changes
 * nothing. The server validates what it receives with the schemas of live-chat-schemas.ts.
 */
import type { LiveAttachment, LiveMessage } from './live-chat';

export type Fields = Record<string, unknown>;

export const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

export const isAttachment = (value: unknown): value is LiveAttachment =>
  isObject(value) && isString(value.name) && isString(value.url) && isCount(value.size);

export const isLiveMessage = (value: unknown): value is LiveMessage =>
  isObject(value) &&
  isString(value.id) &&
  isString(value.chat_id) &&
  isCount(value.seq) &&
  isString(value.message) &&
  (value.html === undefined || isString(value.html)) &&
  Array.isArray(value.attachments) &&
  value.attachments.every(isAttachment) &&
  typeof value.is_customer === 'boolean' &&
  isString(value.sender_name) &&
  isString(value.timestamp);

/** An acknowledgement: { ok: true, … } or { ok: false, error }. */
export const isAck = (value: unknown): value is { ok: true } | { ok: false; error: string } =>
  isObject(value) && (value.ok === true || (value.ok === false && isString(value.error)));
