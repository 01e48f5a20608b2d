import type { AgentClient } from '@ohmstead/agent-console/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentClientContext } from '@/lib/agent-client-context';
import { AgentLayer } from './AgentLayer';

const created: AgentClient[] = [];
vi.mock('@ohmstead/agent-console/client', async () => {
  // The console's test double is not in its package's exports (docs/decisions/0035-where-code-lives.md).
  const { chatRequest, testAgentClient } =
    await import('../../../../../packages/agent-console/testing/test-agent-client');
  return {
    createAgentClient: vi.fn(() => {
      // One pending request, from Dana Lee: the notification's most urgent state.
      const client = testAgentClient({ requests: [chatRequest('Dana Lee', { customer_sid: 'chat-1' })] });
      created.push(client);
      return client;
    }),
  };
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The layer as the session gives it: it hands its connection up, and reads it back from the context. */
function Session({ token }: { token: string }) {
  const [client, setClient] = useState<AgentClient | null>(null);
  return (
    <AgentClientContext value={client}>
      <AgentLayer token={token} onClient={setClient} />
      <Where />
    </AgentClientContext>
  );
}

const renderLayer = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Session token="token-1" />} />
      </Routes>
    </MemoryRouter>,
  );

const notification = () => screen.queryByRole('region', { name: 'Agent notification' });

describe('AgentLayer', () => {
  beforeEach(() => {
    created.length = 0;
    localStorage.clear();
  });
  afterEach(() => vi.clearAllMocks());

  it('shows the notification and the mini-screen button on other pages', () => {
    renderLayer('/about-us');
    expect(notification()).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Incoming Chat Request');
    expect(screen.getByRole('button', { name: 'Open agent chat' })).toBeTruthy();
  });

  it('is hidden on the agent page and its views', () => {
    renderLayer('/admin/chatbot-agent');
    expect(notification()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open agent chat' })).toBeNull();
  });

  it('is hidden on a chat of the agent page', () => {
    renderLayer('/admin/chatbot-agent/chats/chat-1');
    expect(notification()).toBeNull();
  });

  it('opens the accepted chat on the agent page', async () => {
    renderLayer('/');
    fireEvent.click(screen.getByRole('button', { name: 'Accept Chat' }));
    expect(await screen.findByText('/admin/chatbot-agent/chats/chat-1')).toBeTruthy();
    expect(notification()).toBeNull();
  });

  it('makes one connection for the session and closes it when the session ends', () => {
    const { unmount } = renderLayer('/');
    expect(created).toHaveLength(1);
    act(() => unmount());
    expect(created[0]?.close).toHaveBeenCalled();
  });
});
