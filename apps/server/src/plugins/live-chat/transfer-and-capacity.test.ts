import {
  AGENT_MAX_CHATS_DEFAULT,
  type AgentState,
  liveChatMessages,
  type LiveMessage,
  type TransferTarget,
} from '@ohmstead/contracts/live-chat';
import { describe, expect, it } from 'vitest';
import {
  acceptedGuestChat,
  agentClient,
  customerClient,
  type LiveChatBlock,
  sessionId,
  type TestClient,
} from '../../../test/live-chat-clients';
import { useLiveChatBlock } from '../../../test/live-chat-clients';

const NOTE = 'Wants a refund for the March invoice; already checked the meter.';

/** An agent's console, connected and (by default) available. */
async function agentOnline(live: LiveChatBlock, token: string, available = true): Promise<TestClient> {
  const agent = await live.track(agentClient(live.url, token)).connect();
  await agent.next('agent_state');
  expect(await agent.emit('toggle_availability', { isAvailable: available })).toEqual({ ok: true });
  return agent;
}

/** A guest who asks for an agent; answers the request's chat id. */
async function guestAsks(live: LiveChatBlock, name: string) {
  const guest = await live.track(customerClient(live.url, sessionId(name))).connect();
  const { chat_id } = await guest.emit<{ chat_id: string }>('request_chat', { customer_name: name });
  return { guest, chatId: chat_id };
}

const accept = (agent: TestClient, chatId: string) =>
  agent.emit('chat_request_consent', {
    customer_sid: chatId,
    customer_details: { customer_name: 'Gwen' },
    accept: true,
  });

// docs/decisions/0051-transfer-and-capacity.md
describe('live chat: transfer', () => {
  const live = useLiveChatBlock();

  it('hands the chat, its history and the note to the other agent; the customer sees the new name only', async () => {
    const { agent: ada, guest, chatId } = await acceptedGuestChat(live, 'transfer');
    await guest.emit('send_message', { id: 'guest-transfer-1', message: 'My invoice is wrong.' });
    await ada.emit('send_message', { chat_id: chatId, id: 'ada-transfer-1', message: 'Let me look.' });
    const bo = await agentOnline(live, live.bo);

    const targets = await ada.emit<{ ok: true; agents: TransferTarget[] }>('transfer_targets', {});
    expect(targets.agents).toEqual([
      {
        agent_sid: expect.stringMatching(/^agent-\d+$/),
        agent_name: 'Bo Tester',
        active_chats: 0,
        max_chats: 3,
      },
    ]);
    const to = targets.agents[0]!.agent_sid;
    expect(
      await ada.emit('transfer_chat', { chat_id: chatId, to_agent_sid: to, note: `  ${NOTE} ` }),
    ).toEqual({
      ok: true,
      agent_name: 'Bo Tester',
    });

    expect(await ada.next('chat_transferred')).toEqual({ chat_id: chatId, agent_name: 'Bo Tester' });
    expect(await guest.next('chat_assigned')).toEqual({
      chat_id: chatId,
      agent_name: 'Bo Tester',
      agent_sid: to,
    });
    const boState = await bo.next<AgentState>('agent_state', (state) => state.chats.length > 0);
    const chat = boState.chats.find((item) => item.chat_id === chatId);
    expect(chat).toMatchObject({ status: 'active', customer_name: 'Gwen' });
    expect(chat?.notes.map((note) => [note.author_name, note.text])).toEqual([['Ada Tester', NOTE]]);
    const adaState = await ada.next<AgentState>('agent_state', (state) => !state.chatActive);
    expect(adaState.chats.some((item) => item.chat_id === chatId)).toBe(false);

    // The whole conversation is Bo's to read, and to continue.
    const resumed = await bo.emit<{ messages: LiveMessage[] }>('resume', {
      chats: [{ chat_id: chatId, after_seq: 0 }],
    });
    expect(resumed.messages.map((message) => message.message)).toEqual([
      'My invoice is wrong.',
      'Let me look.',
    ]);
    await bo.emit('send_message', { chat_id: chatId, id: 'bo-transfer-1', message: 'Bo here.' });
    expect(await guest.next<LiveMessage>('receive_message', (m) => m.message === 'Bo here.')).toMatchObject({
      sender_name: 'Bo Tester',
    });
    expect(
      await ada.emit('send_message', { chat_id: chatId, id: 'ada-transfer-2', message: 'Still me?' }),
    ).toEqual({
      ok: false,
      error: liveChatMessages.chatNotFound,
    });
    // The note is the agents' alone: nothing the customer received holds it.
    const resumedGuest = await guest.emit<{ agent_name: string; messages: LiveMessage[] }>('resume', {
      after_seq: 0,
    });
    expect(resumedGuest.agent_name).toBe('Bo Tester');
    expect(JSON.stringify(resumedGuest)).not.toContain('refund');
    expect(JSON.stringify(guest.events().map((event) => guest.all(event)))).not.toContain('refund');
  });

  it('refuses a target who is not available, at their limit, or oneself, and a chat that is not yours', async () => {
    const { agent: ada, chatId } = await acceptedGuestChat(live, 'refusals');
    const adaSid = (await ada.next<AgentState>('agent_state', (state) => state.chatActive)).agent_sid;
    const bo = await agentOnline(live, live.bo, false);
    const boSid = (await bo.next<AgentState>('agent_state')).agent_sid;
    const transfer = (from: TestClient, to: string, id = chatId) =>
      from.emit('transfer_chat', { chat_id: id, to_agent_sid: to, note: '' });
    const refused = (error: string) => ({ ok: false, error });

    expect(await ada.emit('transfer_targets', {})).toEqual({ ok: true, agents: [] });
    expect(await transfer(ada, boSid)).toEqual(refused(liveChatMessages.transferUnavailable));
    expect(await transfer(ada, adaSid)).toEqual(refused(liveChatMessages.transferToSelf));
    expect(await transfer(ada, 'agent-999999')).toEqual(refused(liveChatMessages.transferUnavailable));
    expect(await ada.emit('transfer_chat', { chat_id: chatId, to_agent_sid: 'bo' })).toEqual(
      refused(liveChatMessages.invalidPayload),
    );

    // Available, but at a limit of one already reached.
    expect(await bo.emit('set_max_chats', { max_chats: 1 })).toEqual({ ok: true });
    expect(await bo.emit('toggle_availability', { isAvailable: true })).toEqual({ ok: true });
    const other = await guestAsks(live, 'refusals-2');
    expect(await accept(bo, other.chatId)).toEqual({ ok: true, chat_id: other.chatId });
    expect(await transfer(ada, boSid)).toEqual(refused(liveChatMessages.transferUnavailable));
    // Bo cannot hand on Ada's chat.
    expect(await transfer(bo, adaSid)).toEqual(refused(liveChatMessages.chatNotFound));
    expect(await ada.emit('set_max_chats', { max_chats: 0 })).toEqual(
      refused(liveChatMessages.invalidPayload),
    );
  });
});

describe('live chat: each agent’s limit of active chats', () => {
  const live = useLiveChatBlock();

  it('defaults to three, and refuses an accept beyond the limit the agent set', async () => {
    const ada = await agentOnline(live, live.ada);
    expect((await ada.next<AgentState>('agent_state')).maxChats).toBe(AGENT_MAX_CHATS_DEFAULT);
    expect(await ada.emit('set_max_chats', { max_chats: 1 })).toEqual({ ok: true });
    expect((await ada.next<AgentState>('agent_state', (state) => state.maxChats === 1)).autoAssign).toBe(
      false,
    );

    const first = await guestAsks(live, 'limit-1');
    const second = await guestAsks(live, 'limit-2');
    expect(await accept(ada, first.chatId)).toEqual({ ok: true, chat_id: first.chatId });
    expect(await accept(ada, second.chatId)).toEqual({ ok: false, error: liveChatMessages.atChatLimit(1) });
    // Refused, the request still waits, first in the queue.
    expect(await second.guest.emit('resume', { after_seq: 0 })).toMatchObject({
      status: 'waiting',
      position: 1,
    });

    expect(await ada.emit('end_chat', { chat_id: first.chatId })).toEqual({ ok: true });
    expect(await accept(ada, second.chatId)).toEqual({ ok: true, chat_id: second.chatId });
  });
});

describe('live chat: automatic assignment (LIVE_CHAT_AUTO_ASSIGN)', () => {
  const live = useLiveChatBlock({ LIVE_CHAT_AUTO_ASSIGN: 'true' });

  it('gives each waiting customer to the least busy available agent, within their limits', async () => {
    const ada = await agentOnline(live, live.ada);
    expect(await ada.emit('set_max_chats', { max_chats: 1 })).toEqual({ ok: true });
    expect((await ada.next<AgentState>('agent_state', (state) => state.maxChats === 1)).autoAssign).toBe(
      true,
    );

    const first = await guestAsks(live, 'auto-1');
    expect(await first.guest.next('chat_assigned')).toMatchObject({
      chat_id: first.chatId,
      agent_name: 'Ada Tester',
    });
    const second = await guestAsks(live, 'auto-2');
    expect(await second.guest.next('waiting_for_agent')).toEqual({ chat_id: second.chatId, position: 1 });
    const third = await guestAsks(live, 'auto-3');
    expect(await third.guest.next('waiting_for_agent')).toEqual({ chat_id: third.chatId, position: 2 });

    // Ada's chat ends: the oldest waiting customer is hers, and the next one moves up.
    expect(await ada.emit('end_chat', { chat_id: first.chatId })).toEqual({ ok: true });
    expect(await second.guest.next('chat_assigned')).toMatchObject({
      chat_id: second.chatId,
      agent_name: 'Ada Tester',
    });
    expect(await third.guest.next('waiting_for_agent')).toEqual({ chat_id: third.chatId, position: 1 });

    // Bo comes online: the last one is his (Ada is at her limit).
    await agentOnline(live, live.bo);
    expect(await third.guest.next('chat_assigned')).toMatchObject({
      chat_id: third.chatId,
      agent_name: 'Bo Tester',
    });

    // With room on both, the next one goes to the less busy: Ada's limit rises to 3, Bo has one, Ada one;
    // the tie goes to the one whose last chat started longest ago (Ada).
    expect(await ada.emit('set_max_chats', { max_chats: 3 })).toEqual({ ok: true });
    const fourth = await guestAsks(live, 'auto-4');
    expect(await fourth.guest.next('chat_assigned')).toMatchObject({ agent_name: 'Ada Tester' });
    const fifth = await guestAsks(live, 'auto-5');
    expect(await fifth.guest.next('chat_assigned')).toMatchObject({ agent_name: 'Bo Tester' });
  });
});
