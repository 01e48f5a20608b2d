import { savedRepliesMessages, type SavedReply } from '@ohmstead/contracts/saved-replies';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { storedUser } from '@/test/users';
import { savedReply } from '../saved-replies-fixtures';
import { savedRepliesWords as t } from '../saved-replies-words';
import { SavedRepliesScreen } from './SavedRepliesScreen';

const reply = savedReply;

/** The server: a list kept in memory, changed by Create, Update and Delete; every request is recorded. */
function serve(initial: SavedReply[]) {
  let replies = [...initial];
  let next = 100;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://site.test');
    const id = Number(url.searchParams.get('id'));
    const body = init.body ? (JSON.parse(String(init.body)) as { title: string; body: string }) : undefined;
    if (url.pathname.endsWith('/SavedReplies/GetAll'))
      return Response.json({ responseStatusCode: 200, replies });
    if (url.pathname.endsWith('/SavedReplies/Create')) {
      if (body!.title === 'Taken')
        return Response.json(
          { responseStatusCode: 400, message: 'Invalid request: refused' },
          { status: 400 },
        );
      const created = reply(next++, body!.title, body!.body);
      replies = [...replies, created];
      return Response.json(
        { responseStatusCode: 201, message: savedRepliesMessages.created, reply: created },
        { status: 201 },
      );
    }
    if (url.pathname.endsWith('/SavedReplies/Update')) {
      const updated = { ...replies.find((r) => r.id === id)!, ...body };
      replies = replies.map((r) => (r.id === id ? updated : r));
      return Response.json({
        responseStatusCode: 200,
        message: savedRepliesMessages.updated,
        reply: updated,
      });
    }
    const removed = replies.find((r) => r.id === id)!;
    replies = replies.filter((r) => r.id !== id);
    return Response.json({ responseStatusCode: 200, message: savedRepliesMessages.deleted, reply: removed });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={['/admin/saved-replies']}>
      <SavedRepliesScreen />
    </MemoryRouter>,
  );
const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;

describe('SavedRepliesScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(storedUser({ token: 'admin-token', userId: 2, roles: ['Admin'] }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the replies by title in the shared table, with the bearer token sent', async () => {
    const fetchMock = serve([
      reply(1, 'Thanks', 'Thank you, {customer_name}!'),
      reply(2, 'away', 'We are away.'),
    ]);
    renderScreen();
    const table = await screen.findByRole('table', { name: t.caption });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['away', 'Thanks']);
    expect(rowOf('Thanks').textContent).toContain('Thank you, {customer_name}!');
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer admin-token');
  });

  it('shows an empty list', async () => {
    serve([]);
    renderScreen();
    expect(await screen.findByText(t.none)).toBeTruthy();
  });

  it('adds a reply after checking the form, and shows the server’s message', async () => {
    const fetchMock = serve([]);
    renderScreen();
    await screen.findByText(t.none);
    await userEvent.click(screen.getByRole('button', { name: t.create }));
    const dialog = await screen.findByRole('dialog', { name: t.createTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t.create }));
    expect(within(dialog).getByText(savedRepliesMessages.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(savedRepliesMessages.bodyRequired)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(t.titleLabel) }), 'Greeting');
    await userEvent.click(within(dialog).getByRole('textbox', { name: new RegExp(t.bodyLabel) }));
    await userEvent.paste('Hello {customer_name}, I am {agent_name}.');
    await userEvent.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await screen.findByText(savedRepliesMessages.created)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Greeting' })).toBeTruthy());
    const create = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/SavedReplies/Create'))!;
    expect(JSON.parse(String(create[1]!.body))).toEqual({
      title: 'Greeting',
      body: 'Hello {customer_name}, I am {agent_name}.',
    });
  });

  it('keeps the dialog open with the server’s reason when it refuses', async () => {
    serve([]);
    renderScreen();
    await screen.findByText(t.none);
    await userEvent.click(screen.getByRole('button', { name: t.create }));
    const dialog = await screen.findByRole('dialog', { name: t.createTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(t.titleLabel) }), 'Taken');
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(t.bodyLabel) }), 'Text');
    await userEvent.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await within(dialog).findByText('Invalid request: refused')).toBeTruthy();
  });

  it('edits a reply and deletes another after a confirmation', async () => {
    serve([reply(1, 'Thanks', 'Thank you!'), reply(2, 'Away', 'We are away.')]);
    renderScreen();
    await screen.findByRole('table', { name: t.caption });
    await userEvent.click(within(rowOf('Thanks')).getByRole('button', { name: `${t.edit} Thanks` }));
    const edit = await screen.findByRole('dialog', { name: t.editTitle('Thanks') });
    const title = within(edit).getByRole('textbox', { name: new RegExp(t.titleLabel) });
    await userEvent.clear(title);
    await userEvent.type(title, 'Thank you');
    await userEvent.click(within(edit).getByRole('button', { name: t.save }));
    expect(await screen.findByText(savedRepliesMessages.updated)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Thank you' })).toBeTruthy());

    await userEvent.click(within(rowOf('Away')).getByRole('button', { name: `${t.delete} Away` }));
    const confirm = await screen.findByRole('dialog', { name: t.deleteTitle('Away') });
    await userEvent.click(within(confirm).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(savedRepliesMessages.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Away' })).toBeNull());
  });
});
