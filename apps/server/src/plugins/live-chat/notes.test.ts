import {
  type AgentState,
  type CustomerResumeAnswer,
  type LiveMessage,
  type LiveNote,
} from '@ohmstead/contracts/live-chat';
import { describe, expect, it } from 'vitest';
import {
  acceptedGuestChat,
  agentClient,
  customerClient,
  sessionId,
  useLiveChatBlock,
} from '../../../test/live-chat-clients';

const SECRET = 'Customer is on the unlimited plan: offer the refund';
const clientId = (n: number) => `c-${Date.now().toString(36)}-note${n}`;

// Internal notes (docs/decisions/0046-internal-notes.md): agents only, whatever the customer's socket does.
describe('live chat: internal notes', () => {
  const live = useLiveChatBlock();

  /** Ada online with a guest's chat accepted; a second tab of Ada's beside it. */
  async function chatWithGuest(name: string) {
    const chat = await acceptedGuestChat(live, name);
    const otherTab = await live.track(agentClient(live.url, live.ada)).connect();
    await otherTab.next('agent_state');
    return { ...chat, otherTab };
  }

  it("reach the agent's other tabs, the agent state and the transcript, and never the customer", async () => {
    const { agent, otherTab, guest, chatId } = await chatWithGuest('notes');
    await guest.emit('send_message', { id: clientId(0), message: 'Hello?', attachments: [] });
    const id = clientId(1);
    const added = await agent.emit<{ ok: true; note: LiveNote }>('add_note', {
      chat_id: chatId,
      id,
      note: `  ${SECRET}  `,
    });
    expect(added).toEqual({
      ok: true,
      note: { id, chat_id: chatId, author_name: 'Ada Tester', text: SECRET, created_at: expect.any(String) },
    });
    expect(await otherTab.next<LiveNote>('note')).toEqual(added.note);
    // Sent twice (a lost ack): stored once.
    expect(await agent.emit('add_note', { chat_id: chatId, id, note: SECRET })).toEqual(added);

    // A reconnecting console has it in its agent state; a transcript reader too.
    const again = await live.track(agentClient(live.url, live.ada)).connect();
    const state = await again.next<AgentState>('agent_state');
    expect(state.chats.find((chat) => chat.chat_id === chatId)?.notes).toEqual([added.note]);
    const transcript = await agent.emit<{ messages: LiveMessage[]; notes: LiveNote[] }>('transcript', {
      chat_id: chatId,
    });
    expect(transcript.notes).toEqual([added.note]);
    expect(transcript.messages.map((message) => message.message)).toEqual(['Hello?']);

    // The customer's socket: live events, a resume and a reconnect hold no trace of it.
    await agent.emit('send_message', {
      chat_id: chatId,
      id: clientId(2),
      message: 'One moment.',
      attachments: [],
    });
    await guest.next<LiveMessage>('receive_message', (message) => message.message === 'One moment.');
    const resumed = await guest.emit<CustomerResumeAnswer>('resume', { after_seq: 0 });
    expect(JSON.stringify(resumed)).not.toContain('unlimited plan');
    const reconnected = await live.track(customerClient(live.url, sessionId('notes'))).connect();
    await reconnected.next('bot_online');
    for (const client of [guest, reconnected])
      expect(JSON.stringify(client.events().map((event) => [event, client.all(event)]))).not.toContain(
        'unlimited plan',
      );
  });

  it("are refused in a chat that is not the agent's, when blank, and once the chat is over; nothing is stored", async () => {
    const { agent, guest, chatId } = await chatWithGuest('refused');
    const other = await live.track(agentClient(live.url, live.bo)).connect();
    await other.next('agent_state');
    expect(await other.emit('add_note', { chat_id: chatId, id: clientId(3), note: 'mine' })).toEqual({
      ok: false,
      error: 'That chat does not exist or is not yours.',
    });
    expect(await agent.emit('add_note', { chat_id: chatId, id: clientId(4), note: '   ' })).toMatchObject({
      ok: false,
    });
    expect(
      await agent.emit('add_note', { chat_id: chatId, id: clientId(5), note: 'x', message: 'extra' }),
    ).toMatchObject({ ok: false });
    expect(await guest.emit('end_chat', {})).toEqual({ ok: true });
    await agent.next<AgentState>('agent_state', (state) =>
      state.chats.some((chat) => chat.chat_id === chatId && chat.status === 'ended'),
    );
    expect(await agent.emit('add_note', { chat_id: chatId, id: clientId(6), note: 'late' })).toEqual({
      ok: false,
      error: 'There is no live chat to send to.',
    });
    const rows = await live.server.db.query('SELECT 1 FROM live_chat_notes WHERE chat_id = $1', [chatId]);
    expect(rows).toEqual([]);
  });
});
