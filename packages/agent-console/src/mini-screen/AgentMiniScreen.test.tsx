import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentState, type TestAgentClient, testAgentClient } from '../../testing/test-agent-client';
import { AgentMiniScreen } from './AgentMiniScreen';

function show(client: TestAgentClient) {
  render(
    <AgentMiniScreen client={client} renderConsole={() => <button type="button">Console action</button>} />,
  );
}

const openButton = () => screen.queryByRole('button', { name: 'Open agent chat' });
const dialog = () => screen.queryByRole('dialog', { name: 'Agent chat' });

describe('AgentMiniScreen', () => {
  afterEach(() => cleanup());

  it('offers the round button only while the agent is available', () => {
    const client = testAgentClient({ state: agentState({ isAvailable: false }) });
    show(client);
    expect(openButton()).toBeNull();
    act(() => client.update({ state: agentState({ isAvailable: true }) }));
    expect(openButton()).not.toBeNull();
    act(() => client.update({ state: null }));
    expect(openButton()).toBeNull();
  });

  it('opens the console in a modal dialog with focus inside', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    show(testAgentClient());
    fireEvent.click(openButton()!);
    // Modal: the browser keeps Tab inside it and the page behind inert.
    expect(showModal.mock.contexts).toEqual([dialog()]);
    showModal.mockRestore();
    expect(screen.getByRole('button', { name: 'Console action' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close agent chat' }));
  });

  it('is not closed by a click on the backdrop', () => {
    show(testAgentClient());
    fireEvent.click(openButton()!);
    // A click on the backdrop reaches the <dialog> element itself.
    fireEvent.click(dialog()!);
    expect(dialog()).not.toBeNull();
  });

  it('closes with Escape and gives focus back to the round button', () => {
    show(testAgentClient());
    const opener = openButton()!;
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(openButton());
  });

  it('closes with its close button', () => {
    show(testAgentClient());
    fireEvent.click(openButton()!);
    fireEvent.click(screen.getByRole('button', { name: 'Close agent chat' }));
    expect(dialog()).toBeNull();
  });
});
