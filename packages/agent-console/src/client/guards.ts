/**
 * Structural checks of what the server sends, so a malformed event is dropped instead of corrupting the
 * snapshot (the server validates what it receives with zod; these are the console's side of the same rule).
 */
import type {
  AgentChat,
  AgentState,
  ChatRequest,
  CustomerDetails,
  HistoryLine,
  LiveMessage,
} from '@ohmstead/contracts/live-chat';
import { isCount, isLiveMessage, isObject, isString } from '@ohmstead/contracts/live-chat-guards';

const isCustomerDetails = (value: unknown): value is CustomerDetails =>
  isObject(value) &&
  isString(value.customer_name) &&
  isString(value.user_name) &&
  isCount(value.history_count) &&
  isString(value.last_message);

export const isChatRequest = (value: unknown): value is ChatRequest =>
  isObject(value) &&
  isString(value.customer_sid) &&
  isCustomerDetails(value.customer_details) &&
  isString(value.requested_at);

const isHistoryLine = (value: unknown): value is HistoryLine =>
  isObject(value) &&
  isString(value.text) &&
  (value.html === undefined || isString(value.html)) &&
  typeof value.is_customer === 'boolean' &&
  typeof value.timestamp === 'number';

export const isHistoryLineList = (value: unknown): value is HistoryLine[] =>
  Array.isArray(value) && value.every(isHistoryLine);

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
