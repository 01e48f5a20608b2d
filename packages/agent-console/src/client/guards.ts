/**
 * Structural checks of what the server sends, so a malformed event is dropped instead of corrupting the
 * snapshot (the server validates what it receives with zod; these are the console's side of the same rule).
 */
import type { AgentChat, AgentState, ChatRequest, LiveMessage } from '@ohmstead/contracts/live-chat';
import { isLiveMessage, isObject, isString } from '@ohmstead/contracts/live-chat-guards';

const isCustomerDetails = (value: unknown): value is ChatRequest['customer_details'] =>
  isObject(value) &&
  isString(value.customer_name) &&
  isString(value.user_name) &&
  Array.isArray(value.history);

export const isChatRequest = (value: unknown): value is ChatRequest =>
  isObject(value) &&
  isString(value.customer_sid) &&
  isCustomerDetails(value.customer_details) &&
  isString(value.requested_at) &&
  typeof value.position === 'number';

export const isAgentChat = (value: unknown): value is AgentChat =>
  isObject(value) &&
  isString(value.chat_id) &&
  isString(value.customer_name) &&
  isString(value.status) &&
  isString(value.assigned_at) &&
  isCustomerDetails(value.customer_details);

export const isAgentState = (value: unknown): value is AgentState =>
  isObject(value) &&
  typeof value.isAvailable === 'boolean' &&
  typeof value.soundEnabled === 'boolean' &&
  isString(value.agent_name) &&
  Array.isArray(value.chats) &&
  value.chats.every(isAgentChat);

export const isLiveMessageList = (value: unknown): value is LiveMessage[] =>
  Array.isArray(value) && value.every(isLiveMessage);
