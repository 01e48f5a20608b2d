import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToAgentPage } from './go-to-agent-page';

describe('goToAgentPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('navigates to the agent page, at the chat when one is given', () => {
    const navigate = vi.fn();
    goToAgentPage(navigate);
    expect(navigate).toHaveBeenLastCalledWith('/admin/chatbot-agent');
    goToAgentPage(navigate, 'chat-1');
    expect(navigate).toHaveBeenLastCalledWith('/admin/chatbot-agent/chats/chat-1');
  });

  it('loads the agent page in full when the navigation fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    goToAgentPage(() => {
      throw new Error('navigation failed');
    }, 'chat-1');
    expect(assign).toHaveBeenCalledWith('/admin/chatbot-agent');
    assign.mockClear();
    goToAgentPage(() => Promise.reject(new Error('navigation failed')));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/chatbot-agent'));
  });
});
