/** @jsxImportSource react */
import type { SavedReply } from '@ohmstead/contracts/saved-replies';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '../console/Composer';
import {
  matchSavedReplies,
  savedRepliesFromApi,
  SavedRepliesProvider,
  type SavedRepliesSource,
} from './saved-replies-source';
import { savedRepliesWords as t } from './saved-replies-words';

const reply = (id: number, title: string, body: string): SavedReply => ({
  id,
  title,
  body,
  createdBy: 'admin',
  updatedBy: 'admin',
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
});
const REPLIES = [
  reply(1, 'greeting', 'Hello {customer_name}, I am {agent_name}. How can I help?'),
  reply(2, 'goodbye', 'Thanks for chatting, {customer_name}!'),
  reply(3, 'warranty', 'Our chargers carry a 3-year warranty.'),
];

function renderComposer(
  source: SavedRepliesSource | null = { load: async () => REPLIES, agentName: () => 'Grace' },
) {
  const onSend = vi.fn(async () => {});
  const composer = <Composer customerName="Ada $&" onSend={onSend} />;
  render(source ? <SavedRepliesProvider value={source}>{composer}</SavedRepliesProvider> : composer);
  return { onSend, box: screen.getByRole('textbox', { name: /Message to/ }) as HTMLTextAreaElement };
}
const options = () =>
  within(screen.getByRole('listbox', { name: t.listLabel }))
    .getAllByRole('option')
    .map((option) => option.querySelector('.ac-saved-reply-title')!.textContent);

describe('the composer’s saved replies', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens a labelled list on a leading slash, announced, with the first option active', async () => {
    const { box } = renderComposer();
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.type(box, '/');
    await waitFor(() => expect(options()).toEqual(['/greeting', '/goodbye', '/warranty']));
    const first = screen.getAllByRole('option')[0]!;
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(screen.getByText(t.matches(3))).toBeTruthy();
  });

  it('filters by what follows the slash and says when nothing matches', async () => {
    const { box } = renderComposer();
    await userEvent.type(box, '/g');
    // Titles first; a text that holds the query ("chargers") after them.
    await waitFor(() => expect(options()).toEqual(['/greeting', '/goodbye', '/warranty']));
    await userEvent.type(box, 'oo');
    expect(options()).toEqual(['/goodbye']);
    await userEvent.type(box, 'x');
    expect(screen.getByText(t.none, { selector: '.ac-saved-replies-status' })).toBeTruthy();
  });

  it('moves with the arrows and inserts with Enter, the variables filled in, without sending', async () => {
    const { box, onSend } = renderComposer();
    await userEvent.type(box, '/g');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[2]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(box.value).toBe('Hello Ada $&, I am Grace. How can I help?');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
    // Enter again sends the filled-in reply.
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello Ada $&, I am Grace. How can I help?', []);
  });

  it('inserts a reply that is clicked', async () => {
    const { box } = renderComposer();
    await userEvent.type(box, '/');
    await userEvent.click(await screen.findByRole('option', { name: /warranty/ }));
    expect(box.value).toBe('Our chargers carry a 3-year warranty.');
  });

  it('closes with Escape and lets the message be sent as typed', async () => {
    const { box, onSend } = renderComposer();
    await userEvent.type(box, '/shrug');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('/shrug', []);
  });

  it('opens nothing for a slash later in the message, or without saved replies', async () => {
    const { box } = renderComposer();
    await userEvent.type(box, 'and/or');
    expect(screen.queryByRole('listbox')).toBeNull();
    cleanup();
    const plain = renderComposer(null);
    await userEvent.type(plain.box, '/');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says when the list cannot be loaded', async () => {
    const { box } = renderComposer({
      load: () => Promise.reject(new Error(t.failed)),
      agentName: () => 'Grace',
    });
    await userEvent.type(box, '/');
    expect(await screen.findByText(t.failed)).toBeTruthy();
  });
});

describe('savedRepliesFromApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads GET {apiBase}/SavedReplies/GetAll with the agent’s token', async () => {
    const fetchMock = vi.fn(async () => Response.json({ responseStatusCode: 200, replies: REPLIES }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await savedRepliesFromApi('https://site.test/api', 'agent-token')()).toEqual(REPLIES);
    expect(fetchMock).toHaveBeenCalledWith('https://site.test/api/SavedReplies/GetAll', {
      headers: { authorization: 'Bearer agent-token' },
    });
  });

  it('turns a refusal into the list’s one message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ responseStatusCode: 403 }, { status: 403 })),
    );
    await expect(savedRepliesFromApi('/api', 'x')()).rejects.toThrow(t.failed);
  });
});

describe('matchSavedReplies', () => {
  it('puts titles that start with the query first, then titles, then texts that hold it', () => {
    const list = [reply(1, 'Thanks', 'x'), reply(2, 'Charger hours', 'x'), reply(3, 'Away', 'We charge…')];
    expect(matchSavedReplies(list, 'CHAR').map((r) => r.title)).toEqual(['Charger hours', 'Away']);
    expect(matchSavedReplies(list, 'ha').map((r) => r.title)).toEqual(['Thanks', 'Charger hours', 'Away']);
  });
});
