import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, signOut } from '@/lib/session';
import { storedUser } from '@/test/users';
import { AgentSession } from './AgentSession';

// The layer's module is the agent code public pages must never fetch: the mock records whether it was.
const layerLoaded = vi.fn();
vi.mock('./AgentLayer', () => {
  layerLoaded();
  return { AgentLayer: ({ token }: { token: string }) => <p>Agent layer for {token}</p> };
});

const renderSession = () =>
  render(
    <MemoryRouter>
      <AgentSession>
        <p>Page</p>
      </AgentSession>
    </MemoryRouter>,
  );

describe('AgentSession', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => signOut());

  it('does not load the agent layer for a visitor', async () => {
    renderSession();
    await act(async () => {});
    expect(screen.getByText('Page')).toBeTruthy();
    expect(layerLoaded).not.toHaveBeenCalled();
  });

  it('does not load the agent layer for a signed-in user who is no agent', async () => {
    saveSession(storedUser({ roles: ['Customer'] }));
    renderSession();
    await act(async () => {});
    expect(screen.queryByText(/Agent layer/)).toBeNull();
    expect(layerLoaded).not.toHaveBeenCalled();
  });

  it('loads the agent layer for each agent role, and removes it on sign-out', async () => {
    for (const role of ['SuperAdmin', 'Admin', 'Vendor', 'Manager'] as const) {
      saveSession(storedUser({ roles: [role], token: `token-${role}` }));
      const { unmount } = renderSession();
      expect(await screen.findByText(`Agent layer for token-${role}`)).toBeTruthy();
      act(() => signOut());
      expect(screen.queryByText(/Agent layer/)).toBeNull();
      unmount();
    }
  });
});
