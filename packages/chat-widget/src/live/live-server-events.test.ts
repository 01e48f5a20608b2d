import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import { liveChatMessages, type LiveMessage } from '@ohmstead/contracts/live-chat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveStore, LIVE_CHAT_ID, liveMessage } from '../../testing/live-fakes';
import type { LiveChat } from './live-chat';
import type { LiveRequest } from './live-request';
import type { LiveSendQueue } from './live-send-queue';
import { serverListeners } from './live-server-events';
import { createLiveView } from './live-view';

const OTHER_CHAT_ID = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

function setup() {
  const calls: unknown[][] = [];
  const store = fakeLiveStore();
  const view = createLiveView(store, () => 0, null);
  const chat = {
    store,
    view,
    queue: {
      receive: (messages: LiveMessage[]) => calls.push(['receive', ...messages]),
    } as unknown as LiveSendQueue,
    request: { noAgents: () => calls.push(['noAgents']) } as unknown as LiveRequest,
    assign: (chatId: string, agentName: string) => calls.push(['assign', chatId, agentName]),
    endWith: (text: string) => calls.push(['endWith', text]),
  } as unknown as LiveChat;
  return { listeners: serverListeners(chat), calls, store, view };
}

afterEach(() => vi.restoreAllMocks());

describe("the customer socket's events", () => {
  it("keep the header's agent indicator", () => {
    const { listeners, store } = setup();
    listeners.number_available_agents!({ num_agents: 3 });
    expect(store.agents.value).toEqual({ online: true, num_agents: 3 });
    listeners.bot_offline!(undefined);
    expect(store.agents.value).toEqual({ online: false, num_agents: 3 });
  });

  it('move the queue position and assign the agent only while a request is open', () => {
    const { listeners, calls, view } = setup();
    listeners.waiting_for_agent!({ position: 2, chat_id: LIVE_CHAT_ID });
    listeners.chat_assigned!({ agent_name: 'Maya', chat_id: LIVE_CHAT_ID });
    expect(view.status.value).toBe('none');
    view.requesting();
    listeners.waiting_for_agent!({ position: 2, chat_id: LIVE_CHAT_ID });
    expect(view.status.value).toBe('waiting');
    listeners.chat_assigned!({ agent_name: 'Maya', chat_id: LIVE_CHAT_ID });
    expect(calls).toEqual([['assign', LIVE_CHAT_ID, 'Maya']]);
  });

  it('announce a transfer of the open chat: the new agent is named, the messages stay', () => {
    const { listeners, calls, store, view } = setup();
    view.assigned(LIVE_CHAT_ID, 'Maya');
    const before = store.messages.value.length;
    listeners.chat_assigned!({ agent_name: 'Val Okafor', chat_id: LIVE_CHAT_ID });
    listeners.chat_assigned!({ agent_name: 'Val Okafor', chat_id: LIVE_CHAT_ID });
    expect(view.agentName.value).toBe('Val Okafor');
    expect(store.messages.value.slice(before).map((message) => message.text)).toEqual([
      liveChatMessages.nowChattingWith('Val Okafor'),
    ]);
    expect(calls).toEqual([]);
  });

  it('end the chat they are about, and no other', () => {
    const { listeners, calls, view } = setup();
    view.waiting(LIVE_CHAT_ID, 1);
    listeners.chat_ended!({ chat_id: OTHER_CHAT_ID });
    listeners.agent_disconnected!({ chat_id: LIVE_CHAT_ID });
    listeners.request_canceled!(undefined);
    expect(calls).toEqual([
      ['endWith', chatChunkMessages.agentDisconnected],
      ['endWith', chatChunkMessages.chatRequestCancelled],
    ]);
  });

  it('hand on received messages and no_agents', () => {
    const { listeners, calls } = setup();
    const message = liveMessage(1, 'Hi');
    listeners.receive_message!(message);
    listeners.no_agents!(undefined);
    expect(calls).toEqual([['receive', message], ['noAgents']]);
  });

  it('drop a payload of another shape', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { listeners, calls, store, view } = setup();
    view.requesting();
    listeners.number_available_agents!({ num_agents: -1 });
    listeners.waiting_for_agent!({ position: 'first', chat_id: LIVE_CHAT_ID });
    listeners.chat_assigned!({ chat_id: LIVE_CHAT_ID });
    listeners.receive_message!({ message: 'no seq' });
    expect(calls).toEqual([]);
    expect(store.agents.value).toBeNull();
    expect(view.status.value).toBe('requesting');
    expect(error).toHaveBeenCalledWith('ChatWidget: a malformed live message was ignored', {
      message: 'no seq',
    });
  });
});
