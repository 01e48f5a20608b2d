import { type UsersListResponse, usersMessages, type UserSummary } from '@ohmstead/contracts/users';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminWords } from '@/components/admin/admin-words';
import { saveSession } from '@/lib/session';
import { requestsTo, serveFetch } from '@/test/stub-fetch';
import { storedUser } from '@/test/users';
import { Where } from '@/test/where';
import { sampleUsers } from '../users-fixtures';
import { usersWords } from '../users-words';
import { UsersScreen } from './UsersScreen';

const t = usersWords;

const page = (items: UserSummary[], total = items.length, pageNumber = 1): UsersListResponse => ({
  responseStatusCode: 200,
  items,
  total,
  page: pageNumber,
  pageSize: 25,
});

const listCalls = (fetchMock: ReturnType<typeof serveFetch>) => requestsTo(fetchMock, '/Users/GetAll');

const renderScreen = (path = '/admin/user-management/users') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <UsersScreen />
      <Where />
    </MemoryRouter>,
  );
/** Types a whole value at once: one paste instead of a key event per character. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
const rowOf = (userName: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${userName}`) }).closest('tr')!;

describe('UsersScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    // Signed in as the sample 'admin' (id 2).
    saveSession(storedUser({ token: 'admin-token', userId: 2, roles: ['Admin'] }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows loading, then one page of accounts in the shared table, with the bearer token sent', async () => {
    const fetchMock = serveFetch(() => Response.json(page(sampleUsers())));
    renderScreen();
    expect(screen.getByRole('status').textContent).toBe(adminWords.loading);
    const table = await screen.findByRole('table', { name: t.caption });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    const customer = rowOf('customer');
    expect(customer.textContent).toContain('Casey Reed');
    expect(customer.textContent).toContain(t.inactive);
    // An inactive account cannot be deactivated again; nor can one's own.
    expect(within(customer).queryByRole('button', { name: `${t.deactivate} customer` })).toBeNull();
    expect(within(rowOf('admin')).getByText(t.you)).toBeTruthy();
    expect(within(rowOf('admin')).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(within(rowOf('newseditor')).getByText('NewsEditor, Manager')).toBeTruthy();
    const [url] = listCalls(fetchMock);
    expect(url!.searchParams.get('tz')).toBeTruthy();
    expect(url!.searchParams.has('page')).toBe(false);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
  });

  it('filters by role and status and searches on the server, the view in the URL', async () => {
    const fetchMock = serveFetch(() => Response.json(page(sampleUsers().slice(0, 1))));
    renderScreen();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.roleFilter }), 'Manager');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.statusFilter }), t.inactive);
    await fill(screen.getByRole('searchbox', { name: 'Search' }), 'quinn');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(4));
    const last = listCalls(fetchMock).at(-1)!;
    expect(last.searchParams.get('role')).toBe('Manager');
    expect(last.searchParams.get('active')).toBe('false');
    expect(last.searchParams.get('search')).toBe('quinn');
    expect(screen.getByTestId('where').textContent).toBe('?role=Manager&active=false&search=quinn');
  });

  it('opens the view a link names and sorts by a column on the server', async () => {
    const fetchMock = serveFetch(() => Response.json(page(sampleUsers())));
    renderScreen('/admin/user-management/users?sort=name&dir=asc&role=Owner');
    await screen.findByRole('table');
    const first = listCalls(fetchMock)[0]!;
    expect(first.searchParams.get('sort')).toBe('name');
    // A role the list does not know is left out rather than failing the view.
    expect(first.searchParams.has('role')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t.columns.createdAt) }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('sort')).toBe('createdAt'));
  });

  it('says when no account matches the filters', async () => {
    serveFetch(() => Response.json(page([])));
    renderScreen('/admin/user-management/users?active=false');
    expect(await screen.findByText(t.noMatch)).toBeTruthy();
  });

  it('creates a user and loads the page again, with the server message above the table', async () => {
    const created = { ...sampleUsers()[3]!, id: 50, userName: 'e2e.new' };
    let listed = sampleUsers();
    const fetchMock = serveFetch(async (url) => {
      if (url.pathname.endsWith('/Users/Create')) {
        listed = [...listed, created];
        return Response.json(
          { responseStatusCode: 201, message: usersMessages.created, user: created },
          { status: 201 },
        );
      }
      return Response.json(page(listed));
    });
    renderScreen();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: t.create }));
    const dialog = screen.getByRole('dialog', { name: t.createTitle });
    await fill(within(dialog).getByRole('textbox', { name: /User name/ }), 'e2e.new');
    await fill(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ines');
    await fill(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Park');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Installer' }));
    await fill(within(dialog).getByLabelText(/Initial password/), 'a-long-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await screen.findByText(usersMessages.created)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('rowheader', { name: 'e2e.new' })).toBeTruthy();
    expect(listCalls(fetchMock)).toHaveLength(2);
  });

  it('shows an edited or deactivated account as it is now, in its row', async () => {
    const vendor = sampleUsers()[2]!;
    serveFetch(async (url, init) => {
      if (url.pathname.endsWith('/Users/Update')) {
        const body = JSON.parse(String(init.body)) as Partial<UserSummary>;
        return Response.json({
          responseStatusCode: 200,
          message: usersMessages.updated,
          user: { ...vendor, ...body },
        });
      }
      if (url.pathname.endsWith('/Users/Deactivate'))
        return Response.json({
          responseStatusCode: 200,
          message: usersMessages.deactivated,
          user: { ...vendor, roles: ['Vendor', 'DeviceTester'], active: false },
        });
      return Response.json(page(sampleUsers()));
    });
    renderScreen();
    await screen.findByRole('table');
    await userEvent.click(within(rowOf('vendor')).getByRole('button', { name: `${t.edit} vendor` }));
    const edit = screen.getByRole('dialog', { name: t.editTitle('vendor') });
    await userEvent.click(within(edit).getByRole('checkbox', { name: 'DeviceTester' }));
    await userEvent.click(within(edit).getByRole('button', { name: adminWords.save }));
    expect(await screen.findByText(usersMessages.updated)).toBeTruthy();
    expect(within(rowOf('vendor')).getByText('Vendor, DeviceTester')).toBeTruthy();

    await userEvent.click(within(rowOf('vendor')).getByRole('button', { name: `${t.deactivate} vendor` }));
    const confirm = screen.getByRole('dialog', { name: t.deactivateTitle('vendor') });
    await userEvent.click(within(confirm).getByRole('button', { name: t.deactivate }));
    expect(await screen.findByText(usersMessages.deactivated)).toBeTruthy();
    expect(within(rowOf('vendor')).getByText(t.inactive)).toBeTruthy();
  });

  it('shows why the list could not be loaded, with a retry', async () => {
    let fail = true;
    serveFetch(() =>
      fail
        ? Response.json({ responseStatusCode: 500, message: 'Server down' }, { status: 500 })
        : Response.json(page(sampleUsers())),
    );
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('Server down');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: adminWords.retry }));
    expect(await screen.findByRole('table', { name: t.caption })).toBeTruthy();
  });
});
