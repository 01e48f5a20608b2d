import { liveChatMessages, type TypingEvent } from '@ohmstead/contracts/live-chat';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../../test/harness';
import {
  acceptedGuestChat,
  agentClient,
  customerClient,
  sessionId,
  useLiveChatBlock,
} from '../../../test/live-chat-clients';

// "Typing…" both ways (docs/decisions/0050-typing-and-read-marks.md): relayed, validated, never stored.
describe('live chat: typing', () => {
  const live = useLiveChatBlock();

  it('relays typing and its stop both ways, storing nothing', async () => {
    const { agent, guest, chatId } = await acceptedGuestChat(live, 'typing-both');
    const messagesBefore = await countRows(live.server.db, 'live_chat_messages');

    expect(await guest.emit('typing', { typing: true })).toEqual({ ok: true });
    expect(await agent.next<TypingEvent>('typing')).toEqual({ chat_id: chatId, typing: true });
    expect(await guest.emit('typing', { typing: false })).toEqual({ ok: true });
    expect(await agent.next<TypingEvent>('typing')).toEqual({ chat_id: chatId, typing: false });

    expect(await agent.emit('typing', { chat_id: chatId, typing: true })).toEqual({ ok: true });
    expect(await guest.next<TypingEvent>('typing')).toEqual({ chat_id: chatId, typing: true });

    expect(await countRows(live.server.db, 'live_chat_messages')).toBe(messagesBefore);
    // The typist hears nothing back of its own typing.
    expect(guest.all('typing')).toHaveLength(1);
    expect(agent.all('typing')).toHaveLength(2);
  });

  it('refuses a malformed payload, another agent’s chat and a customer without an active chat', async () => {
    const { agent, guest, chatId } = await acceptedGuestChat(live, 'typing-refused');
    expect(await guest.emit('typing', { typing: 'yes' })).toEqual({
      ok: false,
      error: liveChatMessages.invalidPayload,
    });
    expect(await guest.emit('typing', { typing: true, chat_id: chatId })).toMatchObject({ ok: false });
    expect(await agent.emit('typing', { chat_id: 'not-a-chat', typing: true })).toMatchObject({ ok: false });

    const other = await live.track(agentClient(live.url, live.bo)).connect();
    await other.next('agent_state');
    expect(await other.emit('typing', { chat_id: chatId, typing: true })).toEqual({
      ok: false,
      error: liveChatMessages.chatNotFound,
    });

    const stranger = await live.track(customerClient(live.url, sessionId('typing-nobody'))).connect();
    expect(await stranger.emit('typing', { typing: true })).toEqual({
      ok: false,
      error: liveChatMessages.noOpenChat,
    });
    expect(guest.all('typing')).toEqual([]);
    expect(agent.all('typing')).toEqual([]);
  });

  it('follows the chat to the agent it was transferred to, and stops when it ends', async () => {
    const { agent: ada, guest, chatId } = await acceptedGuestChat(live, 'typing-transfer');
    expect(await guest.emit('typing', { typing: true })).toEqual({ ok: true });
    expect(await ada.next<TypingEvent>('typing')).toEqual({ chat_id: chatId, typing: true });
    expect(await ada.emit('typing', { chat_id: chatId, typing: true })).toEqual({ ok: true });
    await guest.next('typing');

    const bo = await live.track(agentClient(live.url, live.bo)).connect();
    await bo.next('agent_state');
    await bo.emit('toggle_availability', { isAvailable: true });
    const { agents } = await ada.emit<{ agents: { agent_sid: string }[] }>('transfer_targets', {});
    await ada.emit('transfer_chat', { chat_id: chatId, to_agent_sid: agents[0]!.agent_sid, note: '' });
    await guest.next('chat_assigned');

    expect(await guest.emit('typing', { typing: false })).toEqual({ ok: true });
    expect(await bo.next<TypingEvent>('typing')).toEqual({ chat_id: chatId, typing: false });
    expect(await ada.emit('typing', { chat_id: chatId, typing: true })).toEqual({
      ok: false,
      error: liveChatMessages.chatNotFound,
    });
    expect(await bo.emit('typing', { chat_id: chatId, typing: true })).toEqual({ ok: true });
    expect(await guest.next<TypingEvent>('typing')).toEqual({ chat_id: chatId, typing: true });

    expect(await guest.emit('end_chat', {})).toEqual({ ok: true });
    expect(await guest.emit('typing', { typing: true })).toEqual({
      ok: false,
      error: liveChatMessages.noOpenChat,
    });
    expect(ada.all('typing')).toHaveLength(1);
    expect(bo.all('typing')).toHaveLength(1);
  });

  it('counts typing against the socket’s rate limit', async () => {
    await acceptedGuestChat(live, 'typing-flood');
    const flood = await live.track(customerClient(live.url, sessionId('typing-flood'))).connect();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        flood.emit<{ ok: boolean; error?: string }>('typing', { typing: true }),
      ),
    );
    expect(answers.filter((answer) => answer.error === liveChatMessages.rateLimited).length).toBeGreaterThan(
      0,
    );
  });
});
