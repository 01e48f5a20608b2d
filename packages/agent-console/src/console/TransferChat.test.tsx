/** @jsxImportSource react */
import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeAgentClient } from '../../testing/fake-agent-client';
import { agentState, CHAT_ADA, chatWith } from '../../testing/sample-data';
import { AgentConsole } from './AgentConsole';

afterEach(cleanup);

const VAL = { agent_sid: 'agent-7', agent_name: 'Val Okafor', active_chats: 1, max_chats: 3 };
const SAM = { agent_sid: 'agent-9', agent_name: 'Sam Sterling', active_chats: 0, max_chats: 2 };

function consoleWithChat(options: Parameters<typeof createFakeAgentClient>[1] = {}) {
  const chat = chatWith(CHAT_ADA, 'Ada', []);
  const client = createFakeAgentClient({ state: agentState({ chats: [chat] }), chats: [chat] }, options);
  render(<AgentConsole client={client} memoryLocation initialPath={`/chats/${CHAT_ADA}`} />);
  return client;
}

describe('the console: transfer and the limit of chats', () => {
  it('hands the chat to the chosen agent with a note, then shows it read-only as transferred', async () => {
    const client = consoleWithChat({ transferTargets: [VAL, SAM] });
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer the chat with Ada' });
    const to = await within(dialog).findByRole('combobox', { name: 'Transfer to' });
    expect(
      within(to)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Val Okafor (1 of 3 chats)', 'Sam Sterling (0 of 2 chats)']);
    await userEvent.selectOptions(to, 'agent-9');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note for the next agent (optional, only agents see it)' }),
      '  Wants a refund ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer chat' }));
    expect(client.calls).toContainEqual({
      action: 'transfer',
      args: [CHAT_ADA, 'agent-9', 'Wants a refund'],
    });
    expect(await screen.findByText('You transferred this chat to Sam Sterling.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message to Ada' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ada (transferred)' })).toBeTruthy();
  });

  it('says when nobody can take the chat, and keeps the dialog open with a refusal', async () => {
    consoleWithChat();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer the chat with Ada' });
    expect(
      await within(dialog).findByText('No other agent is available to take this chat right now.'),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Transfer chat' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    consoleWithChat({ transferTargets: [VAL], transferRefusal: liveChatMessages.transferUnavailable });
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const again = await screen.findByRole('dialog', { name: 'Transfer the chat with Ada' });
    await within(again).findByRole('combobox', { name: 'Transfer to' });
    await userEvent.click(within(again).getByRole('button', { name: 'Transfer chat' }));
    expect((await within(again).findByRole('alert')).textContent).toBe(liveChatMessages.transferUnavailable);
    expect(screen.getByRole('textbox', { name: 'Message to Ada' })).toBeTruthy();
  });

  it("sets the agent's limit of chats at once, beside how many are active", async () => {
    const client = consoleWithChat();
    const limit = screen.getByRole('combobox', { name: 'Chats at once' }) as HTMLSelectElement;
    expect(limit.value).toBe('3');
    expect(screen.getByText('1 of 3 active chats')).toBeTruthy();
    await userEvent.selectOptions(limit, '1');
    expect(client.calls).toContainEqual({ action: 'setMaxChats', args: [1] });
    expect(screen.getByText('1 of 1 active chats')).toBeTruthy();
  });
});
