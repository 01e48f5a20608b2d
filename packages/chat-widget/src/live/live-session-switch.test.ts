import { chatMessages } from '@ohmstead/contracts/chat';
import { describe, expect, it } from 'vitest';
import { connectToAgent, last, setup, setUpLiveSessionTests } from '../../testing/live-session-fixtures';
import { STORAGE_KEYS } from '../constants';

setUpLiveSessionTests();

describe('the live-agent switch and reset', () => {
  it('flips where messages go with a notice, and clears picked files', async () => {
    const harness = setup();
    connectToAgent(harness);
    harness.session.addFiles([new File(['x'], 'photo.png')]);
    harness.session.toggle();
    expect(harness.store.liveMode.value).toBe(false);
    expect(last(harness.store).text).toBe(chatMessages.nowChatbot);
    expect(harness.session.files.value).toEqual([]);
    harness.session.toggle();
    expect(harness.store.liveMode.value).toBe(true);
    expect(last(harness.store).text).toBe(chatMessages.nowLiveAgent);
  });

  it('starts a request when switched on with no chat open', () => {
    const { store, session, socket } = setup();
    session.toggle();
    socket.open();
    expect(socket.sent('request_chat')).toHaveLength(1);
    expect(store.liveMode.value).toBe(true);
  });

  it('reset ends the chat on the server, disconnects, deletes the files and forgets the stored chat', () => {
    const harness = setup();
    connectToAgent(harness);
    expect(harness.storage.getItem(STORAGE_KEYS.liveChat)).not.toBeNull();
    harness.store.restart();
    expect(harness.socket.sent('end_chat')).toEqual([{}]);
    expect(harness.socket.connected).toBe(false);
    expect(harness.media.deleteSessionMedia).toHaveBeenCalled();
    expect(harness.storage.getItem(STORAGE_KEYS.liveChat)).toBeNull();
    expect(harness.store.liveMode.value).toBe(false);
    expect(harness.store.messages.value).toEqual([]);
  });
});
