import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentClient, AgentSnapshot } from '@ohmstead/agent-console/client';
import type { AgentState } from '@ohmstead/contracts/live-chat';
import { AgentClientContext } from '../../lib/agent-client-context';
import { AgentLayer } from './AgentLayer';

const state = (isAvailable: boolean): AgentState => ({
  isAvailable,
  isAnonymous: false,
  chatActive: false,
  statusMessage: '',
  customerName: '',
  customerDetails: null,
  chatSessionId: '',
  soundEnabled: true,
  agent_name: 'Alex Morgan',
  agent_sid: 'agent-1',
  chats: [],
});

/** A test double of the agent connection: a fixed snapshot with one pending request. */
function testClient(): AgentClient {
  const snapshot: AgentSnapshot = {
    connection: 'connected',
    state: state(true),
    requests: [
      {
        customer_sid: 'chat-1',
        customer_details: { customer_name: 'Dana Lee', user_name: 'guest', bot: 'CRM', history: [] },
        requested_at: '2025-01-01T10:00:00.000Z',
        position: 1,
      },
    ],
    chats: [],
    processing: false,
    unreadTotal: 0,
    error: null,
  };
  return {
    getSnapshot: () => snapshot,
    subscribe: () => () => {},
    on: () => () => {},
    accept: vi.fn(async () => ({ ok: true, chatId: 'chat-1' })),
    decline: vi.fn(async () => {}),
    setAvailable: vi.fn(async () => {}),
    setSoundEnabled: vi.fn(async () => {}),
    send: vi.fn(async () => {}),
    endChat: vi.fn(async () => {}),
    markRead: vi.fn(),
    history: vi.fn(async () => ({ total: 0, items: [] })),
    transcript: vi.fn(async () => []),
    close: vi.fn(),
  };
}

const created: AgentClient[] = [];
vi.mock('@ohmstead/agent-console/client', () => ({
  createAgentClient: vi.fn(() => {
    const client = testClient();
    created.push(client);
    return client;
  }),
}));

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
