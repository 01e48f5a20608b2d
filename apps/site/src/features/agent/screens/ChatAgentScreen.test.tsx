import type { AgentClient, AgentSnapshot } from '@ohmstead/agent-console/client';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AgentClientContext } from '@/lib/agent-client-context';
import { AgentPage } from './ChatAgentScreen';

vi.mock('@/lib/lazy-agent-console', () => ({ LazyAgentConsole: () => <p>Console</p> }));

const chat = (chatId: string, unread: number) =>
  ({ chat_id: chatId, unread }) as AgentSnapshot['chats'][number];

describe('AgentPage', () => {
  it('marks the chats with unread messages read on entering', () => {
    const snapshot = { chats: [chat('chat-1', 2), chat('chat-2', 0), chat('chat-3', 1)] } as AgentSnapshot;
    const client = { getSnapshot: () => snapshot, markRead: vi.fn() } as unknown as AgentClient;
    render(
      <AgentClientContext value={client}>
        <AgentPage />
      </AgentClientContext>,
    );
    expect(vi.mocked(client.markRead).mock.calls).toEqual([['chat-1'], ['chat-3']]);
  });
});
