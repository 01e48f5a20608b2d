import { chatMessages } from '@ohmstead/contracts/chat';
import { CLIENT_MESSAGE_ID_PATTERN, liveChatMessages } from '@ohmstead/contracts/live-chat';
import { describe, expect, it, vi } from 'vitest';
import {
  agentMessage,
  CHAT_ID,
  connectToAgent,
  last,
  setup,
  setUpLiveSessionTests,
  texts,
} from '../../testing/live-session-fixtures';
import { guestMessage } from '../../testing/test-fixtures';
import { LIVE_AGENT_RESEND_DELAY_MS, STORAGE_KEYS } from '../constants';

setUpLiveSessionTests();

describe('the live agent flow (docs/product.md §3.4)', () => {
  it('requests a chat with the name (the server reads the history itself), waits, is assigned, talks both ways, and ends', async () => {
    const harness = setup();
    const { store, session, socket } = harness;
    store.addMessages({ ...guestMessage('My inverter shows E42'), is_customer: true });

    session.request();
    expect(store.liveMode.value).toBe(true);
    expect(store.loading.value).toBe(true);
    expect(socket.sent('request_chat')).toEqual([]); // never emitted before the socket is connected
    socket.open();
    expect(socket.sent('resume')).toEqual([{ after_seq: 0 }]);
    expect(socket.sent('request_chat')).toEqual([{ customer_name: 'guest', bot: 'CRM' }]);

    socket.push('waiting_for_agent', { position: 3, chat_id: CHAT_ID });
    expect(last(store)).toMatchObject({
      text: liveChatMessages.waitingForAgent(3),
      actions: ['cancel-request'],
    });
    socket.push('waiting_for_agent', { position: 2, chat_id: CHAT_ID });
    const waiting = store.messages.value.filter((message) => message.actions?.includes('cancel-request'));
    expect(waiting.map((message) => message.text)).toEqual([liveChatMessages.waitingForAgent(2)]);
    expect(store.loading.value).toBe(true);

    // The last user message goes to the agent 1 s after the request, once the chat is assigned.
    vi.advanceTimersByTime(LIVE_AGENT_RESEND_DELAY_MS);
    expect(socket.sent('send_message')).toEqual([]);
    socket.push('chat_assigned', { agent_name: 'Maya', agent_sid: 'agent-1', chat_id: CHAT_ID });
    expect(session.status.value).toBe('active');
    expect(session.agentName.value).toBe('Maya');
    expect(store.loading.value).toBe(false);
    expect(last(store)).toMatchObject({
      type: 'message-notification',
      text: chatMessages.connectedWithAgent('Maya'),
    });
    expect(store.messages.value.some((message) => message.actions?.includes('cancel-request'))).toBe(false);
    expect(socket.sent('send_message')).toMatchObject([
      { message: 'My inverter shows E42', attachments: [] },
    ]);

    const html = '<p>Hi, <strong>I can help</strong>.</p>\n';
    socket.push('receive_message', agentMessage('Hi, **I can help**.', { seq: 2, html }));
    // The agent's message keeps the HTML the server rendered (shown after DOMPurify, ReplyBubble.tsx).
    expect(last(store)).toMatchObject({
      avatar: 'agent',
      name: 'Maya',
      text: 'Hi, **I can help**.',
      html,
      live: true,
    });

    await store.send('Thanks!');
    const sent = socket.sent('send_message').at(-1) as { id: string; message: string };
    expect(sent.message).toBe('Thanks!');
    expect(sent.id).toMatch(CLIENT_MESSAGE_ID_PATTERN);
    expect(last(store)).toMatchObject({ type: 'message-user', text: 'Thanks!', is_customer: true });
    // The server's echo of the user's own message is dropped by its id.
    const count = store.messages.value.length;
    socket.push('receive_message', agentMessage('Thanks!', { id: sent.id, seq: 3, is_customer: true }));
    expect(store.messages.value).toHaveLength(count);

    socket.push('chat_ended', { chat_id: CHAT_ID });
    // The spec's notice, then the rating offer (docs/decisions/0049-satisfaction-and-transcript.md).
    expect(store.messages.value.at(-2)!.text).toBe(chatMessages.chatEnded);
    expect(last(store).csat).toEqual({ chatId: CHAT_ID, step: 'rate' });
    expect(store.liveMode.value).toBe(false);
    expect(session.status.value).toBe('none');
    expect(harness.storage.getItem(STORAGE_KEYS.liveChat)).toBeNull();
  });

  it('cancels a waiting request: "Chat request cancelled", loading off, live mode off', () => {
    const { store, session, socket } = setup();
    session.request();
    socket.open();
    socket.push('waiting_for_agent', { position: 1, chat_id: CHAT_ID });
    session.cancel();
    expect(socket.sent('cancel_request')).toEqual([{}]);
    socket.push('request_canceled');
    expect(last(store).text).toBe(chatMessages.chatRequestCancelled);
    expect(store.loading.value).toBe(false);
    expect(store.liveMode.value).toBe(false);
    expect(store.messages.value.some((message) => message.actions?.includes('cancel-request'))).toBe(false);
  });

  it('answers no_agents with the apology and the contact form', () => {
    const { store, session, socket } = setup();
    socket.server.request_chat = () => {
      socket.push('no_agents');
      return { ok: false, error: 'No agents' };
    };
    session.request();
    socket.open();
    expect(last(store)).toMatchObject({ text: chatMessages.noAgents, form: true });
    expect(texts(store).filter((text) => text === 'No agents')).toEqual([]);
    expect(store.liveMode.value).toBe(false);
    expect(store.loading.value).toBe(false);
  });

  it('answers no_agents while waiting (nobody answered in time) with the apology and the contact form', () => {
    const { store, session, socket } = setup();
    session.request();
    socket.open();
    socket.push('waiting_for_agent', { position: 1, chat_id: CHAT_ID });
    socket.push('no_agents');
    expect(last(store)).toMatchObject({ text: chatMessages.noAgents, form: true });
    expect(session.status.value).toBe('none');
    expect(store.liveMode.value).toBe(false);
    expect(store.loading.value).toBe(false);
    expect(store.messages.value.some((message) => message.actions?.includes('cancel-request'))).toBe(false);
  });

  it('ends the chat when the agent disconnects', () => {
    const harness = setup();
    connectToAgent(harness);
    harness.socket.push('agent_disconnected', { chat_id: CHAT_ID });
    expect(harness.store.messages.value.at(-2)!.text).toBe(chatMessages.agentDisconnected);
    expect(last(harness.store).csat).toEqual({ chatId: CHAT_ID, step: 'rate' });
    expect(harness.session.status.value).toBe('none');
    expect(harness.store.liveMode.value).toBe(false);
  });

  it('keeps the header indicator up to date from the socket once connected (docs/product.md §3.2)', () => {
    const harness = setup();
    const { store, session, socket } = harness;
    store.agents.value = { online: true, num_agents: 1 };
    session.request();
    socket.open();
    socket.push('number_available_agents', { num_agents: 0 });
    socket.push('bot_offline');
    expect(store.agents.value).toEqual({ online: false, num_agents: 0 });
    socket.push('number_available_agents', { num_agents: 2 });
    socket.push('bot_online');
    expect(store.agents.value).toEqual({ online: true, num_agents: 2 });
    // A dropped socket leaves the last known answer: the next opening asks again.
    socket.disconnect();
    expect(store.agents.value).toEqual({ online: true, num_agents: 2 });
  });

  it('ignores a malformed event', () => {
    const harness = setup();
    connectToAgent(harness);
    const count = harness.store.messages.value.length;
    harness.socket.push('receive_message', { id: 1, message: '<img src=x onerror=alert(1)>' });
    harness.socket.push('waiting_for_agent', { position: -1 });
    expect(harness.store.messages.value).toHaveLength(count);
    expect(harness.session.status.value).toBe('active');
  });
});
