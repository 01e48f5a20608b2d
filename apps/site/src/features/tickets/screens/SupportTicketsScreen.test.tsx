import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { storedUser } from '@/test/users';
import { type TicketsApi, TicketsApiContext } from '../api/tickets-api';
import { fakeTicketsApi } from '../tickets-fixtures';
import { ticketsWords as t } from '../tickets-words';
import { SupportTicketsScreen } from './SupportTicketsScreen';

const d = t.detail;

function renderScreen(api: TicketsApi, path = '/admin/jira/st-ticket-list') {
  const spied = {
    ...api,
    list: vi.fn(api.list),
    setStatus: vi.fn(api.setStatus),
    assign: vi.fn(api.assign),
    comment: vi.fn(api.comment),
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <TicketsApiContext value={spied}>
        <Routes>
          <Route path="/admin/jira/st-ticket-list/*" element={<SupportTicketsScreen />} />
        </Routes>
      </TicketsApiContext>
    </MemoryRouter>,
  );
  return spied;
}

const signInAs = (role: 'Manager' | 'Customer') => saveSession(storedUser({ roles: [role] }));

describe('SupportTicketsScreen', () => {
  beforeEach(() => localStorage.clear());

  it('lists the tickets with status and assignee; a Manager filters by assignee too', async () => {
    signInAs('Manager');
    const api = renderScreen(fakeTicketsApi());
    const table = await screen.findByRole('table', { name: t.caption });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('SUP-48');
    expect(first!.textContent).toContain('Open');
    expect(first!.textContent).toContain(t.unassigned);
    expect(second!.textContent).toContain('In progress');
    expect(second!.textContent).toContain('Max Alvarez');
    await userEvent.selectOptions(screen.getByLabelText(t.assignee), t.me);
    await waitFor(() =>
      expect(new URLSearchParams(api.list.mock.calls.at(-1)![0]).get('assignee')).toBe('me'),
    );
  });

  it('gives a Customer their list without the assignee filter, and says so when it is empty', async () => {
    signInAs('Customer');
    renderScreen(fakeTicketsApi({ staff: false, state: 'empty' }));
    expect(await screen.findByText(t.emptyCustomer)).toBeTruthy();
    expect(screen.queryByLabelText(t.assignee)).toBeNull();
    expect(screen.getByText(t.introCustomer)).toBeTruthy();
  });

  it('lets a Manager move a ticket along, assign it and answer it', async () => {
    signInAs('Manager');
    const api = renderScreen(fakeTicketsApi(), '/admin/jira/st-ticket-list/SUP-46');
    expect(await screen.findByRole('heading', { name: d.heading('SUP-46') })).toBeTruthy();
    const workflow = await screen.findByRole('region', { name: d.workflow });
    expect(
      within(workflow)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([d.moveTo('open'), d.moveTo('resolved'), d.moveTo('closed'), d.assign]);
    await userEvent.click(within(workflow).getByRole('button', { name: d.moveTo('resolved') }));
    expect(await screen.findByText(d.moved('resolved'))).toBeTruthy();
    expect(api.setStatus).toHaveBeenCalledWith('SUP-46', 'resolved');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: d.history })).getByText(/In progress → Resolved/),
      ).toBeTruthy(),
    );

    await userEvent.selectOptions(within(workflow).getByLabelText(d.assigneeLabel), t.unassigned);
    await userEvent.click(within(workflow).getByRole('button', { name: d.assign }));
    expect(await screen.findByText(d.assigned(null))).toBeTruthy();
    expect(api.assign).toHaveBeenCalledWith('SUP-46', null);

    await userEvent.type(screen.getByRole('textbox', { name: d.commentLabel }), 'On our way.');
    await userEvent.click(screen.getByRole('button', { name: d.send }));
    expect(await screen.findByText(d.commented)).toBeTruthy();
    expect(api.comment).toHaveBeenCalledWith('SUP-46', 'On our way.');
    await waitFor(() => expect(screen.getByText('On our way.')).toBeTruthy());
  });

  it('shows a Customer the ticket without staff controls, comments as plain text, and takes a comment', async () => {
    signInAs('Customer');
    const api = renderScreen(fakeTicketsApi({ staff: false }), '/admin/jira/st-ticket-list/SUP-46');
    await screen.findByRole('heading', { name: d.heading('SUP-46') });
    // The heading comes before the ticket: wait for its comments before asking what is missing.
    // Markup in a comment is shown as typed, never as markup.
    const comment = await screen.findByText(/It happened again this morning/);
    expect(screen.queryByRole('region', { name: d.workflow })).toBeNull();
    expect(comment.textContent).toContain('<b>Not</b> bold');
    expect(comment.querySelector('b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download display.jpg' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: d.commentLabel }), 'Still blinking.');
    await userEvent.click(screen.getByRole('button', { name: d.send }));
    expect(await screen.findByText(d.commented)).toBeTruthy();
    expect(api.comment).toHaveBeenCalledWith('SUP-46', 'Still blinking.');
  });

  it('says a ticket the viewer may not see does not exist, with a retry', async () => {
    signInAs('Customer');
    renderScreen(fakeTicketsApi({ staff: false }), '/admin/jira/st-ticket-list/SUP-999');
    expect((await screen.findByRole('alert')).textContent).toContain('No such ticket.');
  });

  it('shows why a change did not work', async () => {
    signInAs('Manager');
    const api = fakeTicketsApi();
    renderScreen(
      {
        ...api,
        setStatus: async () => ({
          ok: false,
          status: 400,
          message: 'A ticket cannot move from Closed to Open.',
        }),
      },
      '/admin/jira/st-ticket-list/SUP-46',
    );
    await userEvent.click(await screen.findByRole('button', { name: d.moveTo('open') }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      d.failed('A ticket cannot move from Closed to Open.'),
    );
  });
});
