import type { AgentAvailability } from '@ohmstead/contracts/agent-availability';
import { signal } from '@preact/signals';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testChatStore } from '../../testing/test-chat-store';
import type { LiveChunkSession } from '../state/live-port';
import { PanelContext } from '../ui/panel-context';
import { AGENTS_OFFLINE, AGENTS_ONLINE, AgentsIndicator } from './AgentsIndicator';

const AVAILABILITY_URL = 'https://widget.example/agent-service/agents/availability';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: () => Promise<Response>) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
  const store = testChatStore({ storage: null, fetch: fetch as unknown as typeof globalThis.fetch });
  const container = document.createElement('div');
  document.body.append(container);
  act(() =>
    render(
      <PanelContext.Provider value={{ store, root: null }}>
        <AgentsIndicator />
      </PanelContext.Provider>,
      container,
    ),
  );
  return { store, fetch, container };
}

const indicator = (container: HTMLElement) => container.querySelector<HTMLElement>('[role="status"]');

describe('the agents indicator in the header (docs/product.md §3.2)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('asks when the panel opens, not when the page loads, and shows "Agents online" with the count', async () => {
    const { store, fetch, container } = setup(async () => json({ online: true, num_agents: 2 }));
    expect(fetch).not.toHaveBeenCalled();
    expect(indicator(container)).toBeNull();

    await act(async () => store.markOpened());
    await vi.waitFor(() => expect(indicator(container)?.textContent).toBe(AGENTS_ONLINE));
    expect(fetch).toHaveBeenCalledWith(AVAILABILITY_URL);
    // A plain GET: no credentials and no headers, so a page on another site sends no preflight.
    expect(fetch.mock.calls[0]).toHaveLength(1);
    expect(indicator(container)?.title).toBe(`${AGENTS_ONLINE}: 2`);
    expect(indicator(container)?.classList.contains('cw-agents-online')).toBe(true);
  });

  it('shows "Agents offline" when no agent is available', async () => {
    const { store, container } = setup(async () => json({ online: false, num_agents: 0 }));
    await act(async () => store.markOpened());
    await vi.waitFor(() => expect(indicator(container)?.textContent).toBe(AGENTS_OFFLINE));
    expect(indicator(container)?.classList.contains('cw-agents-online')).toBe(false);
  });

  it.each([
    ['a refused call', async () => json({ message: 'Too many requests.' }, 429)],
    ['an answer of another shape', async () => json({ online: 'yes' })],
    ['no connection', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows nothing after %s: unknown is not offline', async (_case, answer) => {
    const { store, fetch, container } = setup(answer);
    await act(async () => store.markOpened());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(store.agents.value).toBeNull();
    expect(indicator(container)).toBeNull();
  });

  it('asks again on the next opening, and follows the live socket instead once it is connected', async () => {
    let online = false;
    const { store, fetch, container } = setup(async () => json({ online, num_agents: online ? 1 : 0 }));
    await act(async () => store.markOpened());
    await vi.waitFor(() => expect(indicator(container)?.textContent).toBe(AGENTS_OFFLINE));

    online = true;
    store.markClosed();
    await act(async () => store.markOpened());
    await vi.waitFor(() => expect(indicator(container)?.textContent).toBe(AGENTS_ONLINE));
    expect(fetch).toHaveBeenCalledTimes(2);

    // A live chat's socket is connected: it tells (bot_offline here), and the call is not made.
    store.live.value = { connected: signal(true) } as unknown as LiveChunkSession;
    act(() => {
      store.agents.value = { online: false, num_agents: 0 } satisfies AgentAvailability;
    });
    store.markClosed();
    await act(async () => store.markOpened());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(indicator(container)?.textContent).toBe(AGENTS_OFFLINE);
  });
});
