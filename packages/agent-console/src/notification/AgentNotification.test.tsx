import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agentState,
  chatRequest,
  chatView,
  type TestAgentClient,
  testAgentClient,
} from '../../testing/test-agent-client';
import { AgentNotification } from './AgentNotification';

const KEY = 'agent-notification-minimized';

function show(client: TestAgentClient, onGoToChat = vi.fn()) {
  render(<AgentNotification client={client} onGoToChat={onGoToChat} />);
  return onGoToChat;
}

const title = () => screen.getByRole('status').textContent;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('AgentNotification', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is not shown while the agent is offline with nothing waiting', () => {
    show(testAgentClient({ state: agentState({ isAvailable: false }) }));
    expect(screen.queryByRole('region', { name: 'Agent notification' })).toBeNull();
  });

  it('titles what matters most: requests, then unread messages, then the active chat, then availability', () => {
    const client = testAgentClient({
      state: agentState({ isAvailable: true }),
      requests: [chatRequest('Dana Lee')],
      chats: [chatView('Sam Ortiz', { unread: 1 })],
      unreadTotal: 1,
    });
    show(client);
    expect(title()).toBe('Incoming Chat Request');
    act(() => client.update({ requests: [] }));
    expect(title()).toBe('New Message Received');
    act(() => client.update({ unreadTotal: 0, chats: [chatView('Sam Ortiz')] }));
    expect(title()).toBe('Active Chat');
    act(() => client.update({ chats: [] }));
    expect(title()).toBe('Agent Online');
    act(() => client.update({ state: agentState({ isAvailable: false }), unreadTotal: 1 }));
    expect(title()).toBe('New Message Received');
  });

  it('shows the requesting customer and how many more requests wait', () => {
    const client = testAgentClient({ requests: [chatRequest('Dana Lee'), chatRequest('Sam Ortiz')] });
    show(client);
    expect(screen.getByText('Dana Lee')).toBeTruthy();
    expect(screen.getByText('Guest · CRM bot')).toBeTruthy();
    expect(screen.getByText('My charger shows a red light.')).toBeTruthy();
    expect(screen.getByText('+1 more request(s) waiting')).toBeTruthy();
    act(() => client.update({ requests: [chatRequest('Dana Lee'), chatRequest('B'), chatRequest('C')] }));
    expect(screen.getByText('+2 more request(s) waiting')).toBeTruthy();
    act(() => client.update({ requests: [chatRequest('Dana Lee')] }));
    expect(screen.queryByText(/more request\(s\) waiting/)).toBeNull();
  });

  it('accepts the request and opens the chat once it is assigned', async () => {
    const client = testAgentClient({ requests: [chatRequest('Dana Lee')] });
    const onGoToChat = show(client);
    fireEvent.click(button('Accept Chat'));
    expect(client.accept).toHaveBeenCalledWith('chat-dana-lee');
    await vi.waitFor(() => expect(onGoToChat).toHaveBeenCalledWith('chat-dana-lee'));
  });

  it('does not open the agent page when the accept is refused', async () => {
    const client = testAgentClient({ requests: [chatRequest('Dana Lee')] });
    vi.mocked(client.accept).mockResolvedValue({ ok: false });
    const onGoToChat = show(client);
    fireEvent.click(button('Accept Chat'));
    await vi.waitFor(() => expect(client.accept).toHaveBeenCalled());
    await Promise.resolve();
    expect(onGoToChat).not.toHaveBeenCalled();
  });

  it('disables Accept Chat and Decline while a request is being processed', () => {
    const client = testAgentClient({ requests: [chatRequest('Dana Lee')], processing: true });
    show(client);
    expect(screen.getByText('Processing request...')).toBeTruthy();
    expect(button('Accept Chat').disabled).toBe(true);
    expect(button('Decline').disabled).toBe(true);
    fireEvent.click(button('Accept Chat'));
    fireEvent.click(button('Decline'));
    expect(client.accept).not.toHaveBeenCalled();
    expect(client.decline).not.toHaveBeenCalled();
    act(() => client.update({ processing: false }));
    expect(screen.queryByText('Processing request...')).toBeNull();
    fireEvent.click(button('Decline'));
    expect(client.decline).toHaveBeenCalledWith('chat-dana-lee');
  });

  it('opens the chat with unread messages from View Message, and the active chat from Go to Chat', () => {
    const client = testAgentClient({ chats: [chatView('Sam Ortiz', { unread: 2 })], unreadTotal: 2 });
    const onGoToChat = show(client);
    fireEvent.click(button('View Message'));
    expect(onGoToChat).toHaveBeenLastCalledWith('chat-sam-ortiz');
    act(() => client.update({ chats: [chatView('Sam Ortiz')], unreadTotal: 0 }));
    expect(screen.getByText('Chatting with Sam Ortiz')).toBeTruthy();
    fireEvent.click(button('Go to Chat'));
    expect(onGoToChat).toHaveBeenLastCalledWith('chat-sam-ortiz');
  });

  it('offers Go Offline while available and Go Online while not', () => {
    const client = testAgentClient({ state: agentState({ isAvailable: true }) });
    show(client);
    fireEvent.click(button('Go Offline'));
    expect(client.setAvailable).toHaveBeenCalledWith(false);
    act(() => client.update({ state: agentState({ isAvailable: false, chatActive: true }) }));
    fireEvent.click(button('Go Online'));
    expect(client.setAvailable).toHaveBeenLastCalledWith(true);
  });

  describe('minimised', () => {
    it('becomes a circle with the waiting count, stored as true, and restores to the panel', () => {
      const client = testAgentClient({ requests: [chatRequest('A'), chatRequest('B')], unreadTotal: 1 });
      show(client);
      fireEvent.click(button('Minimise agent notification'));
      expect(localStorage.getItem(KEY)).toBe('true');
      expect(screen.queryByRole('button', { name: 'Accept Chat' })).toBeNull();
      const restore = button('Restore agent notification (3 waiting)');
      expect(restore.textContent).toBe('3');
      expect(document.activeElement).toBe(restore);
      // The title is still announced while minimised.
      expect(title()).toBe('Incoming Chat Request');
      fireEvent.click(restore);
      expect(localStorage.getItem(KEY)).toBe('false');
      expect(document.activeElement).toBe(button('Minimise agent notification'));
    });

    it('caps the badge at 99+', () => {
      localStorage.setItem(KEY, 'true');
      show(testAgentClient({ requests: [chatRequest('A')], unreadTotal: 119 }));
      expect(button('Restore agent notification (99+ waiting)').textContent).toBe('99+');
    });

    it('starts minimised when it was left minimised', () => {
      localStorage.setItem(KEY, 'true');
      show(testAgentClient());
      expect(button('Restore agent notification')).toBeTruthy();
    });

    it('starts open when the stored flag cannot be read, and logs why', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new Error('denied');
      });
      show(testAgentClient());
      expect(button('Minimise agent notification')).toBeTruthy();
      expect(error).toHaveBeenCalled();
    });

    it('opens again on a new request or customer message', () => {
      localStorage.setItem(KEY, 'true');
      const client = testAgentClient();
      show(client);
      act(() => client.emit('request', { customerSid: 'chat-a' }));
      expect(button('Minimise agent notification')).toBeTruthy();
      expect(localStorage.getItem(KEY)).toBe('false');
      fireEvent.click(button('Minimise agent notification'));
      act(() => client.emit('customer-message', { chatId: 'chat-a' }));
      expect(button('Minimise agent notification')).toBeTruthy();
    });
  });
});
