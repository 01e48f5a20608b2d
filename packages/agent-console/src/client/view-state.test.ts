import { describe, expect, it } from 'vitest';
import { agentState, CHAT_ADA, CHAT_BORIS, chatWith, message } from '../../testing/sample-data';
import { createViewState } from './view-state';

describe('the view state', () => {
  it('keeps the same snapshot object, and tells no subscriber, until something changes', () => {
    const view = createViewState();
    let told = 0;
    view.subscribe(() => (told += 1));
    const before = view.get();
    view.setError(null);
    view.setProcessing(false);
    view.markRead(CHAT_ADA);
    expect(view.get()).toBe(before);
    expect(told).toBe(0);
    view.setProcessing(true);
    expect(view.get()).not.toBe(before);
    expect(view.get().processing).toBe(true);
    expect(told).toBe(1);
  });

  it('keeps the unread total the sum of the chats’ unread counts', () => {
    const view = createViewState();
    view.applyAgentState(
      agentState({ chats: [chatWith(CHAT_ADA, 'Ada', []), chatWith(CHAT_BORIS, 'Boris', [])] }),
    );
    view.takeMessages(
      CHAT_ADA,
      [message(CHAT_ADA, 1, 'Hi', true), message(CHAT_ADA, 2, 'Anyone?', true)],
      true,
    );
    view.takeMessages(CHAT_BORIS, [message(CHAT_BORIS, 1, 'Hello', true)], true);
    expect(view.get().unreadTotal).toBe(3);
    view.markRead(CHAT_ADA);
    expect(view.get().unreadTotal).toBe(1);
  });

  it('names the chats an agent_state brings that it did not hold, once', () => {
    const view = createViewState();
    const state = agentState({ chats: [chatWith(CHAT_ADA, 'Ada', [])] });
    expect(view.applyAgentState(state)).toEqual([CHAT_ADA]);
    expect(view.applyAgentState(state)).toEqual([]);
    expect(view.get().state).toBe(state);
  });

  it('ignores messages of a chat it does not hold', () => {
    const view = createViewState();
    const before = view.get();
    expect(view.takeMessages(CHAT_ADA, [message(CHAT_ADA, 1, 'Hi', true)], true)).toEqual([]);
    expect(view.get()).toBe(before);
  });

  it('tells no subscriber any more once cleared', () => {
    const view = createViewState();
    let told = 0;
    view.subscribe(() => (told += 1));
    view.clear();
    view.setError('Lost');
    expect(told).toBe(0);
    expect(view.get().error).toBe('Lost');
  });
});
