import { chatMessages } from '@ohmstead/contracts/chat';
import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import { describe, expect, it } from 'vitest';
import { fakeLiveStore, LIVE_CHAT_ID, liveMessage } from '../../testing/live-fakes';
import { STORAGE_KEYS } from '../constants';
import { readLiveChat, type StoredLiveChat } from './live-storage';
import { createLiveView } from './live-view';

function setup(stored: StoredLiveChat | null = null) {
  const store = fakeLiveStore();
  const view = createLiveView(store, () => 3, stored);
  const cancelButtons = () =>
    store.messages.value.filter((message) => message.actions?.includes('cancel-request'));
  return { store, view, cancelButtons };
}

describe('the live chat as the panel draws it', () => {
  it('goes to the agent and waits while the request is open, and a reload keeps it', () => {
    const { store, view } = setup();
    view.requesting();
    expect(view.status.value).toBe('requesting');
    expect(store.liveMode.value).toBe(true);
    expect(store.loading.value).toBe(true);
    expect(readLiveChat(store.storage)).toEqual({
      chatId: '',
      status: 'requesting',
      agentName: '',
      lastSeq: 3,
      waitingMessageId: '',
      toAgent: true,
    });
  });

  it('shows one waiting message with Cancel Request, updated as the queue moves', () => {
    const { view, cancelButtons } = setup();
    view.requesting();
    view.waiting(LIVE_CHAT_ID, 3);
    view.waiting(LIVE_CHAT_ID, 2);
    expect(cancelButtons().map((message) => message.text)).toEqual([liveChatMessages.waitingForAgent(2)]);
    expect(view.chatId()).toBe(LIVE_CHAT_ID);
  });

  it('takes the Cancel Request away once an agent has the chat, and says who', () => {
    const { store, view, cancelButtons } = setup();
    view.waiting(LIVE_CHAT_ID, 1);
    view.assigned(LIVE_CHAT_ID, 'Maya');
    expect(cancelButtons()).toEqual([]);
    expect(view.agentName.value).toBe('Maya');
    expect(store.loading.value).toBe(false);
    expect(store.messages.value.at(-1)).toMatchObject({
      type: 'message-notification',
      text: chatMessages.connectedWithAgent('Maya'),
    });
    expect(readLiveChat(store.storage)).toMatchObject({ status: 'active', waitingMessageId: '' });
  });

  it('goes back to the bot with nothing kept once the chat ends', () => {
    const { store, view, cancelButtons } = setup();
    view.waiting(LIVE_CHAT_ID, 1);
    view.files.value = [new File(['x'], 'a.png')];
    view.ended();
    expect(view.files.value).toEqual([]);
    expect(view.status.value).toBe('none');
    expect(view.isOpen()).toBe(false);
    expect(cancelButtons()).toEqual([]);
    expect(store.liveMode.value).toBe(false);
    expect(store.loading.value).toBe(false);
    expect(store.storage.getItem(STORAGE_KEYS.liveChat)).toBeNull();
  });

  it('starts in the state of a chat stored before a reload', () => {
    const { store, view } = setup({
      chatId: LIVE_CHAT_ID,
      status: 'active',
      agentName: 'Maya',
      lastSeq: 7,
      waitingMessageId: '',
      toAgent: false,
    });
    expect(view.status.value).toBe('active');
    expect(view.agentName.value).toBe('Maya');
    expect(view.chatId()).toBe(LIVE_CHAT_ID);
    expect(store.liveMode.value).toBe(false);
    expect(store.loading.value).toBe(false);
  });

  it("shows an agent's message with its HTML and the customer's own words as plain text", () => {
    const { store, view } = setup();
    view.show([
      liveMessage(1, '**Hi**', { html: '<p><strong>Hi</strong></p>' }),
      liveMessage(2, 'Thanks', { is_customer: true, sender_name: 'Ivy', html: '<p>Thanks</p>' }),
    ]);
    expect(store.messages.value).toMatchObject([
      { avatar: 'agent', name: 'Maya', html: '<p><strong>Hi</strong></p>', live: true },
      { avatar: 'user', type: 'message-user', is_customer: true },
    ]);
    expect(store.messages.value[1]).not.toHaveProperty('html');
  });

  it('says where the messages go when the header switch flips during a chat', () => {
    const { store, view } = setup();
    view.assigned(LIVE_CHAT_ID, 'Maya');
    view.switchTo(false);
    expect(store.liveMode.value).toBe(false);
    expect(store.messages.value.at(-1)?.text).toBe(chatMessages.nowChatbot);
    expect(readLiveChat(store.storage)).toMatchObject({ toAgent: false });
  });
});
