import { describe, expect, it } from 'vitest';
import {
  agentStateSchema,
  chatRequestSchema,
  liveMessageSchema,
  refusalOf,
  resumeAcceptedSchema,
  sendAcceptedSchema,
} from './live-chat-payloads';

const message = {
  id: 'msg-0001',
  chat_id: 'chat-1',
  seq: 1,
  message: 'Hello',
  attachments: [{ name: 'a.png', url: '/assets/uploads/live-chat/x/a.png', size: 3 }],
  is_customer: true,
  sender_name: 'Ada',
  timestamp: '2025-01-01T10:00:00.000Z',
};
const details = { customer_name: 'Ada', user_name: 'guest', bot: 'CRM', history_count: 2, last_message: '' };

describe('what the live-chat server sends, as both clients check it', () => {
  it('accepts a message, with or without its HTML, and keeps only the fields it knows', () => {
    expect(liveMessageSchema.parse({ ...message, extra: 1 })).toEqual(message);
    expect(liveMessageSchema.parse({ ...message, html: '<p>Hello</p>' }).html).toBe('<p>Hello</p>');
  });

  it.each([
    ['a numeric id', { ...message, id: 1 }],
    ['a negative seq', { ...message, seq: -1 }],
    ['a fractional seq', { ...message, seq: 1.5 }],
    ['HTML that is no text', { ...message, html: { __html: '<img>' } }],
    ['an attachment without size', { ...message, attachments: [{ name: 'a', url: '/a' }] }],
    ['no sender', { ...message, sender_name: undefined }],
  ])('refuses a message with %s', (_case, value) => {
    expect(liveMessageSchema.safeParse(value).success).toBe(false);
  });

  it('tells accepted acknowledgements from refusals', () => {
    expect(sendAcceptedSchema.safeParse({ ok: true, seq: 4 }).success).toBe(true);
    expect(sendAcceptedSchema.safeParse({ ok: false, error: 'No.' }).success).toBe(false);
    expect(refusalOf({ ok: false, error: 'No.' })).toBe('No.');
    expect(refusalOf({ ok: false })).toBeNull();
    expect(refusalOf('No.')).toBeNull();
    expect(resumeAcceptedSchema.safeParse({ ok: true, status: 'none', messages: [] }).success).toBe(true);
    expect(resumeAcceptedSchema.safeParse({ ok: true, status: 'closed', messages: [] }).success).toBe(false);
  });

  it('checks the agent side: requests and state, nested chats included', () => {
    const request = { customer_sid: 'chat-1', customer_details: details, requested_at: '2025-01-01' };
    expect(chatRequestSchema.safeParse(request).success).toBe(true);
    expect(
      chatRequestSchema.safeParse({ ...request, customer_details: { ...details, bot: 'X' } }).success,
    ).toBe(false);
    const chat = {
      chat_id: 'chat-1',
      customer_sid: 'chat-1',
      customer_name: 'Ada',
      customer_details: details,
      status: 'active',
      assigned_at: '2025-01-01',
      customer_online: true,
      notes: [{ id: 'n1', chat_id: 'chat-1', author_name: 'Grace', text: 'VIP', created_at: '2025-01-01' }],
    };
    const state = {
      isAvailable: true,
      isAnonymous: false,
      chatActive: true,
      statusMessage: '',
      customerName: 'Ada',
      customerDetails: null,
      chatSessionId: 'chat-1',
      soundEnabled: false,
      desktopAlertsEnabled: false,
      agent_name: 'Grace',
      agent_sid: 'agent-1',
      chats: [chat],
      maxChats: 3,
      autoAssign: false,
    };
    expect(agentStateSchema.parse(state)).toEqual(state);
    expect(
      agentStateSchema.safeParse({ ...state, chats: [{ ...chat, customer_online: 'yes' }] }).success,
    ).toBe(false);
  });
});
