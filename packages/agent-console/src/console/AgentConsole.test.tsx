/** @jsxImportSource react */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAgentClient } from '../../testing/fake-agent-client';
import {
  agentState,
  CHAT_ADA,
  CHAT_BORIS,
  chatWith,
  historyBefore,
  historyItems,
  message,
  REQUEST_CLARA,
  REQUEST_DEV,
  requestFrom,
  sampleFile,
  sampleImage,
} from '../../testing/sample-data';
import { AgentConsole } from './AgentConsole';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const conversation = () => [
  message(CHAT_ADA, 1, 'Hello, my inverter is beeping <img src=x onerror="alert(1)">', true),
  message(CHAT_ADA, 2, 'Let me look.', false, { attachments: [sampleImage, sampleFile] }),
];

describe('the agent console', () => {
  it('offers Go Online to an unavailable agent and asks the service to make it available', async () => {
    const client = createFakeAgentClient({ state: agentState({ isAvailable: false }) });
    render(<AgentConsole client={client} memoryLocation />);
    expect(screen.getByText('Connection: Online')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go Online' }));
    expect(client.calls).toContainEqual({ action: 'setAvailable', args: [true] });
    expect(screen.getByRole('button', { name: 'Go Offline' })).toBeTruthy();
  });

  it('toggles the notification sound', async () => {
    const client = createFakeAgentClient({ state: agentState({ soundEnabled: true }) });
    render(<AgentConsole client={client} memoryLocation />);
    const sound = screen.getByRole('button', { name: 'Notification sound' });
    expect(sound.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(sound);
    expect(client.calls).toContainEqual({ action: 'setSoundEnabled', args: [false] });
  });

  it('turns desktop alerts on only once the browser allows them, asking from the click', async () => {
    const requestPermission = vi.fn(async () => 'granted' as const);
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default', requestPermission }));
    const client = createFakeAgentClient({ state: agentState() });
    render(<AgentConsole client={client} memoryLocation />);
    const alerts = screen.getByRole('button', { name: 'Desktop alerts' });
    expect(alerts.getAttribute('aria-pressed')).toBe('false');
    expect(alerts.getAttribute('aria-describedby')).toBeTruthy();
    // Nothing is asked before the agent's click.
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(alerts);
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(client.calls).toContainEqual({ action: 'setDesktopAlertsEnabled', args: [true] });
    expect(screen.getByRole('button', { name: 'Desktop alerts' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Desktop alerts' }));
    expect(client.calls).toContainEqual({ action: 'setDesktopAlertsEnabled', args: [false] });
  });

  it('says why desktop alerts stay off where the browser blocks them or has none', async () => {
    vi.stubGlobal(
      'Notification',
      Object.assign(vi.fn(), { permission: 'denied', requestPermission: vi.fn() }),
    );
    const client = createFakeAgentClient({ state: agentState() });
    render(<AgentConsole client={client} memoryLocation />);
    await userEvent.click(screen.getByRole('button', { name: 'Desktop alerts' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Notifications are blocked for this site/);
    vi.stubGlobal('Notification', undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Desktop alerts' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This browser cannot show desktop notifications.',
    );
    expect(client.calls.filter((call) => call.action === 'setDesktopAlertsEnabled')).toEqual([]);
  });

  it('lists incoming requests with the customer details, and reads what they said before when opened', async () => {
    const client = createFakeAgentClient(
      {
        state: agentState(),
        requests: [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5), requestFrom(REQUEST_DEV, 'Dev Patel', 9)],
      },
      { customerHistories: { [REQUEST_CLARA]: historyBefore(5) } },
    );
    render(<AgentConsole client={client} memoryLocation />);
    const clara = screen.getByRole('listitem', { name: 'Clara Schmidt' });
    expect(within(clara).getByText('clara.s')).toBeTruthy();
    expect(within(clara).getByText('CRM')).toBeTruthy();
    expect(client.calls.filter((call) => call.action === 'customerHistory')).toEqual([]);
    await userEvent.click(within(clara).getByText('Conversation before the request (3)'));
    expect(await within(clara).findByText('Can I talk to a person?')).toBeTruthy();
    expect(client.calls).toContainEqual({ action: 'customerHistory', args: [REQUEST_CLARA] });
    // The bot's markdown reply is formatted, not shown raw.
    expect(within(clara).getByText('E-31', { selector: 'strong' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Accept' })).toHaveLength(2);
  });

  it('accepting opens the new chat and puts focus in its composer', async () => {
    const client = createFakeAgentClient({
      state: agentState(),
      requests: [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5)],
    });
    render(<AgentConsole client={client} memoryLocation />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('heading', { name: 'Chat with Clara Schmidt' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Message to Clara Schmidt'));
  });

  it('adds an internal note from its own folded box, shown among the messages and marked as a note', async () => {
    const client = createFakeAgentClient({
      state: agentState(),
      chats: [chatWith(CHAT_ADA, 'Ada Lovelace', conversation())],
    });
    render(<AgentConsole client={client} memoryLocation initialPath={`/chats/${CHAT_ADA}`} />);
    await userEvent.click(screen.getByText('Add an internal note'));
    const box = screen.getByLabelText('Internal note (only agents see it)');
    expect((screen.getByRole('button', { name: 'Add note' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(box, 'Offer the refund');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(client.calls).toContainEqual({ action: 'addNote', args: [CHAT_ADA, 'Offer the refund'] });
    const log = screen.getByRole('log', { name: 'Messages with Ada Lovelace' });
    const note = within(log).getByText('Offer the refund').closest('li')!;
    expect(note.className).toContain('ac-note');
    expect(within(note).getByText('Internal note')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    // The message box is untouched: a note is never sent to the customer by mistake.
    expect(client.calls.filter((call) => call.action === 'send')).toEqual([]);
  });

  it('disables Accept and Decline and says so while a request is processed', () => {
    const client = createFakeAgentClient({
      state: agentState(),
      processing: true,
      requests: [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5)],
    });
    render(<AgentConsole client={client} memoryLocation />);
    expect(screen.getByText('Processing request...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Decline' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows concurrent chats with unread badges and clears the count of the chat on screen', async () => {
    const client = createFakeAgentClient({
      state: agentState(),
      chats: [
        chatWith(CHAT_ADA, 'Ada Lovelace', conversation(), { unread: 2 }),
        chatWith(CHAT_BORIS, 'Boris Ivanov', [message(CHAT_BORIS, 1, 'Hi', true)], { unread: 1 }),
      ],
    });
    render(<AgentConsole client={client} memoryLocation initialPath={`/chats/${CHAT_BORIS}`} />);
    expect(screen.getByRole('link', { name: 'Ada Lovelace, 2 unread' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Boris Ivanov' })).toBeTruthy(); // shown, so read
    expect(client.getSnapshot().unreadTotal).toBe(2);
    await userEvent.click(screen.getByRole('link', { name: 'Ada Lovelace, 2 unread' }));
    expect(client.getSnapshot().unreadTotal).toBe(0);
  });

  it('shows customer text as text, never as HTML, and attachments as an image and a file link', () => {
    const client = createFakeAgentClient({
      state: agentState(),
      chats: [chatWith(CHAT_ADA, 'Ada Lovelace', conversation())],
    });
    const { container } = render(
      <AgentConsole client={client} memoryLocation initialPath={`/chats/${CHAT_ADA}`} />,
    );
    expect(screen.getByText(/my inverter is beeping <img src=x/)).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'feature-1.svg' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'brochure-power-blade.pdf' }).getAttribute('href')).toBe(
      sampleFile.url,
    );
    expect(screen.getByRole('log', { name: 'Messages with Ada Lovelace' })).toBeTruthy();
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const client = createFakeAgentClient({
      state: agentState(),
      chats: [chatWith(CHAT_ADA, 'Ada Lovelace', [])],
    });
    render(<AgentConsole client={client} memoryLocation initialPath={`/chats/${CHAT_ADA}`} />);
    const composer = screen.getByLabelText('Message to Ada Lovelace');
    await userEvent.type(composer, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(client.calls.filter((call) => call.action === 'send')).toEqual([]);
    await userEvent.type(composer, '{Enter}');
    expect(client.calls).toContainEqual({ action: 'send', args: [CHAT_ADA, 'Line one\nline two', []] });
    expect((composer as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses a file over 100 MB when it is picked, and lists the files to send', async () => {
    const client = createFakeAgentClient({
      state: agentState(),
      chats: [chatWith(CHAT_ADA, 'Ada Lovelace', [])],
    });
    render(<AgentConsole client={client} memoryLocation initialPath={`/chats/${CHAT_ADA}`} />);
    const huge = new File(['x'], 'huge.zip');
    Object.defineProperty(huge, 'size', { value: 100 * 1024 * 1024 + 1 });
    const small = new File(['x'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Attach files'), [huge, small], { applyAccept: false });
    expect(screen.getByRole('alert').textContent).toBe('File(s) too large: huge.zip. Maximum size is 100MB.');
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getByText('photo.png')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(client.calls).toContainEqual({ action: 'send', args: [CHAT_ADA, '', ['photo.png']] });
  });

  it('ends a chat only after confirmation, then shows it read-only with the reason', async () => {
    const client = createFakeAgentClient({
      state: agentState(),
      chats: [chatWith(CHAT_ADA, 'Ada Lovelace', [])],
    });
    render(<AgentConsole client={client} memoryLocation initialPath={`/chats/${CHAT_ADA}`} />);
    await userEvent.click(screen.getByRole('button', { name: 'End chat' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, end chat' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'End chat' }));
    await userEvent.click(screen.getByRole('button', { name: 'End chat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, end chat' }));
    expect(screen.getByText(/This chat has ended: you ended it/)).toBeTruthy();
    expect(screen.queryByLabelText('Message to Ada Lovelace')).toBeNull();
  });

  it('pages the chat history and opens a transcript, its internal notes marked among the messages', async () => {
    const first = historyItems[0]!;
    const note = {
      id: 'n1',
      chat_id: first.chat_id,
      author_name: 'Alex Agent',
      text: 'Promised a call back',
      created_at: conversation()[0]!.timestamp,
    };
    const client = createFakeAgentClient(
      { state: agentState() },
      {
        history: historyItems,
        transcripts: { [first.chat_id]: conversation() },
        transcriptNotes: { [first.chat_id]: [note] },
      },
    );
    render(<AgentConsole client={client} memoryLocation />);
    await userEvent.click(screen.getByRole('link', { name: 'Chat history' }));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(21); // the header and 20 chats
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(
      (
        await screen.findAllByRole('link', { name: `Transcript of the chat with ${first.customer_name}` })
      )[0]!,
    );
    expect(await screen.findByText('Let me look.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Transcript/ })).toBeTruthy();
    const marked = screen.getByText('Promised a call back').closest('li')!;
    expect(within(marked).getByText('Internal note')).toBeTruthy();
  });

  it('works under a base path in the page URL', async () => {
    window.history.replaceState(null, '', `/admin/chatbot-agent/chats/${CHAT_ADA}`);
    const client = createFakeAgentClient({
      state: agentState(),
      chats: [chatWith(CHAT_ADA, 'Ada Lovelace', [])],
    });
    render(<AgentConsole client={client} base="/admin/chatbot-agent" />);
    expect(screen.getByRole('heading', { name: 'Chat with Ada Lovelace' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Chat history' }));
    expect(window.location.pathname).toBe('/admin/chatbot-agent/history');
    window.history.replaceState(null, '', '/');
  });

  it('keeps its navigation in memory when asked, leaving the page URL alone', async () => {
    window.history.replaceState(null, '', '/products');
    const client = createFakeAgentClient({ state: agentState() });
    render(<AgentConsole client={client} memoryLocation />);
    await userEvent.click(screen.getByRole('link', { name: 'Chat history' }));
    expect(screen.getByRole('heading', { name: 'Chat history' })).toBeTruthy();
    expect(window.location.pathname).toBe('/products');
  });

  it('tells an agent without permission that they are not authorised', () => {
    const client = createFakeAgentClient({ connection: 'unauthorized' });
    render(<AgentConsole client={client} memoryLocation />);
    expect(screen.getByRole('alert').textContent).toContain('You are not authorised to answer chats.');
  });

  it("says so when the chat in the address is not one of the agent's", () => {
    const client = createFakeAgentClient({ state: agentState() });
    render(<AgentConsole client={client} memoryLocation initialPath={`/chats/${CHAT_ADA}`} />);
    expect(screen.getByRole('alert').textContent).toContain('That chat does not exist or is not yours.');
  });

  it('says the history waits for the connection while offline, instead of loading forever', async () => {
    const client = createFakeAgentClient({ connection: 'reconnecting', state: agentState() });
    render(<AgentConsole client={client} memoryLocation />);
    await userEvent.click(screen.getByRole('link', { name: 'Chat history' }));
    expect(screen.getByText('Chat history shows once the console is connected again.')).toBeTruthy();
  });

  it('tells the agent to reload once the reconnection attempts are spent', () => {
    const client = createFakeAgentClient({ connection: 'disconnected', state: agentState() });
    render(<AgentConsole client={client} memoryLocation />);
    expect(screen.getByText(/Connection: Offline/).textContent).toContain('Reload the page to reconnect.');
    expect((screen.getByRole('button', { name: 'Go Offline' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a new request as it arrives', () => {
    const client = createFakeAgentClient({ state: agentState() });
    render(<AgentConsole client={client} memoryLocation />);
    expect(screen.getByText('0 chat requests waiting')).toBeTruthy();
    act(() => client.set({ requests: [requestFrom(REQUEST_DEV, 'Dev Patel', 9)] }));
    expect(screen.getByText('1 chat request waiting')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Dev Patel' })).toBeTruthy();
  });
});
