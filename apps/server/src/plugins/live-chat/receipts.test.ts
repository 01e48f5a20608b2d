import {
  type AgentState,
  type CustomerResumeAnswer,
  liveChatMessages,
  type Marks,
} from '@ohmstead/contracts/live-chat';
import { describe, expect, it } from 'vitest';
import {
  acceptedGuestChat,
  agentClient,
  customerClient,
  sessionId,
  useLiveChatBlock,
} from '../../../test/live-chat-clients';

// Delivered and read marks (docs/decisions/0050-typing-and-read-marks.md).
describe('live chat: delivered and read marks', () => {
  const live = useLiveChatBlock();

  /** A guest's chat with Ada, one message each way. */
  async function chatWithGuest(name: string) {
    const chat = await acceptedGuestChat(live, name);
    await chat.guest.emit('send_message', { id: `${name}-guest-1`, message: 'Hello?' });
    await chat.agent.emit('send_message', {
      chat_id: chat.chatId,
      id: `${name}-agent-1`,
      message: 'Hi Gwen',
    });
    return chat;
  }

  const marksOf = async (chatId: string) =>
    (
      await live.server.db.query(
        'SELECT customer_delivered_seq, customer_read_seq, agent_delivered_seq, agent_read_seq FROM live_chats WHERE id = $1',
        [chatId],
      )
    )[0];

  it('tells each side how far the other has got, delivered then read, and never lowers a mark', async () => {
    const { agent, guest, chatId } = await chatWithGuest('marks-both');
    expect(await agent.emit('receipt', { chat_id: chatId, delivered: 1, read: 0 })).toEqual({ ok: true });
    expect(await guest.next<Marks>('marks')).toEqual({ chat_id: chatId, delivered: 1, read: 0 });
    expect(await agent.emit('receipt', { chat_id: chatId, delivered: 2, read: 2 })).toEqual({ ok: true });
    expect(await guest.next<Marks>('marks')).toEqual({ chat_id: chatId, delivered: 2, read: 2 });

    expect(await guest.emit('receipt', { delivered: 2, read: 0 })).toEqual({ ok: true });
    expect(await agent.next<Marks>('marks')).toEqual({ chat_id: chatId, delivered: 2, read: 0 });
    expect(await guest.emit('receipt', { delivered: 0, read: 2 })).toEqual({ ok: true });
    expect(await agent.next<Marks>('marks')).toEqual({ chat_id: chatId, delivered: 2, read: 2 });
    // An older receipt (another tab, a late frame) lowers nothing.
    expect(await guest.emit('receipt', { delivered: 1, read: 1 })).toEqual({ ok: true });
    expect(await agent.next<Marks>('marks')).toEqual({ chat_id: chatId, delivered: 2, read: 2 });
    expect(await marksOf(chatId)).toEqual({
      customer_delivered_seq: 2,
      customer_read_seq: 2,
      agent_delivered_seq: 2,
      agent_read_seq: 2,
    });
  });

  it('refuses a seq past the last message, a malformed receipt and a chat not the sender’s, changing nothing', async () => {
    const { agent, guest, chatId } = await chatWithGuest('marks-refused');
    const before = await marksOf(chatId);
    expect(await guest.emit('receipt', { delivered: 3, read: 0 })).toEqual({
      ok: false,
      error: liveChatMessages.beyondLastMessage,
    });
    expect(await agent.emit('receipt', { chat_id: chatId, delivered: 2, read: 9 })).toEqual({
      ok: false,
      error: liveChatMessages.beyondLastMessage,
    });
    for (const bad of [
      { delivered: -1, read: 0 },
      { delivered: 1 },
      { delivered: 1.5, read: 0 },
      { delivered: '1', read: 0 },
    ])
      expect(await guest.emit('receipt', bad)).toEqual({ ok: false, error: liveChatMessages.invalidPayload });
    const other = await live.track(agentClient(live.url, live.bo)).connect();
    await other.next('agent_state');
    expect(await other.emit('receipt', { chat_id: chatId, delivered: 1, read: 1 })).toEqual({
      ok: false,
      error: liveChatMessages.noOpenChat,
    });
    const stranger = await live.track(customerClient(live.url, sessionId('marks-nobody'))).connect();
    expect(await stranger.emit('receipt', { delivered: 0, read: 0 })).toEqual({
      ok: false,
      error: liveChatMessages.noOpenChat,
    });
    expect(await marksOf(chatId)).toEqual(before);
    expect(guest.all('marks')).toEqual([]);
    expect(agent.all('marks')).toEqual([]);
  });

  it('survives a reconnect: resume and the agent state bring the marks back', async () => {
    const { agent, guest, chatId } = await chatWithGuest('marks-again');
    await agent.emit('receipt', { chat_id: chatId, delivered: 2, read: 1 });
    await guest.emit('receipt', { delivered: 2, read: 2 });
    guest.close();
    agent.close();

    const guestAgain = await live.track(customerClient(live.url, sessionId('marks-again'))).connect();
    const resumed = await guestAgain.emit<CustomerResumeAnswer & { ok: true }>('resume', { after_seq: 2 });
    expect(resumed.marks).toEqual({ chat_id: chatId, delivered: 2, read: 1 });
    const agentAgain = await live.track(agentClient(live.url, live.ada)).connect();
    const state = await agentAgain.next<AgentState>('agent_state');
    expect(state.chats.find((chat) => chat.chat_id === chatId)?.customer_marks).toEqual({
      chat_id: chatId,
      delivered: 2,
      read: 2,
    });
  });
});
