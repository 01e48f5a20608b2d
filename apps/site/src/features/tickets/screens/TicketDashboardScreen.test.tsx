import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { type TicketsApi, TicketsApiContext } from '../api/tickets-api';
import { fakeTicketsApi } from '../tickets-fixtures';
import { dashboardWords as t, formatMinutes } from '../tickets-words';
import { TicketDashboardScreen } from './TicketDashboardScreen';

function renderScreen(
  api: TicketsApi,
  slice: 'support' | 'mpr' = 'support',
  path = '/admin/jira/st-jira-dashboard',
) {
  const dashboard = vi.fn(api.dashboard);
  render(
    <MemoryRouter initialEntries={[path]}>
      <TicketsApiContext value={{ ...api, dashboard }}>
        <TicketDashboardScreen slice={slice} />
      </TicketsApiContext>
    </MemoryRouter>,
  );
  return dashboard;
}

describe('TicketDashboardScreen', () => {
  it('shows the key figures and every chart with its numbers as a table', async () => {
    const dashboard = renderScreen(fakeTicketsApi());
    expect(await screen.findByRole('heading', { name: t.support.title })).toBeTruthy();
    expect(await screen.findByText(t.kpi.created)).toBeTruthy();
    expect(screen.getByText('64')).toBeTruthy();
    expect(screen.getByText('+25% on the period before')).toBeTruthy();
    expect(screen.getByText(formatMinutes(142))).toBeTruthy();
    expect(screen.getByText(t.answered(52))).toBeTruthy();
    const backlog = screen.getByRole('figure', { name: t.backlog });
    const rows = within(backlog).getAllByRole('row');
    expect(rows[0]!.textContent).toBe(`${t.weekOf}${t.backlogSeries}`);
    expect(rows[1]!.textContent).toBe('2026-09-0712');
    const perWeek = screen.getByRole('figure', { name: t.perWeek });
    expect(
      within(perWeek)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([t.weekOf, 'Contact page', 'Chat: contact form', 'Chat: equipment images']);
    // The viewer's zone goes with the query; no range means the server's last 90 days.
    const query = new URLSearchParams(dashboard.mock.calls[0]![1]);
    expect(dashboard.mock.calls[0]![0]).toBe('support');
    expect(query.get('tz')).toBeTruthy();
    expect(query.has('from')).toBe(false);
    expect(screen.getByText(new RegExp(t.defaultRange.replace('.', '\\.')))).toBeTruthy();
  });

  it('asks for the period chosen, kept in the URL', async () => {
    const dashboard = renderScreen(fakeTicketsApi(), 'mpr', '/admin/jira/mpr-jira-dashboard');
    expect(await screen.findByRole('heading', { name: t.mpr.title })).toBeTruthy();
    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2026-09-01');
    await waitFor(() => expect(new URLSearchParams(dashboard.mock.calls.at(-1)![1]).has('from')).toBe(true));
    expect(dashboard.mock.calls.at(-1)![0]).toBe('mpr');
  });

  it('shows a dashboard that could not be loaded with the reason and a retry', async () => {
    renderScreen(fakeTicketsApi({ state: 'error' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The server could not be reached.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when there is no figure yet', async () => {
    renderScreen(fakeTicketsApi({ state: 'empty' }));
    expect((await screen.findAllByText(t.noFigure)).length).toBe(2);
  });
});
