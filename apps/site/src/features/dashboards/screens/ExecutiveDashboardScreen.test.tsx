import { EXECUTIVE_KPIS, type ExecutiveDashboard } from '@ohmstead/contracts/dashboards';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { stubResizeObserver } from '@/test/stub-resize-observer';
import { storedUser } from '@/test/users';
import { dashboardWords as t } from '../dashboard-words';
import { KPI_SCREENS } from '../paths';
import { ExecutiveDashboardScreen } from './ExecutiveDashboardScreen';

const VALUES: Record<(typeof EXECUTIVE_KPIS)[number], [number, number]> = {
  enquiries: [120, 100],
  leads: [14, 0],
  chats: [212, 230],
  handoffs: [29, 29],
  tickets: [40, 50],
  applications: [3, 6],
  subscribers: [9, 3],
};
const dashboard: ExecutiveDashboard = {
  responseStatusCode: 200,
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-14T23:59:59.999Z',
  previousFrom: '2026-10-18T00:00:00.000Z',
  granularity: 'day',
  kpis: Object.fromEntries(
    EXECUTIVE_KPIS.map((kpi) => [kpi, { value: VALUES[kpi][0], previous: VALUES[kpi][1] }]),
  ) as ExecutiveDashboard['kpis'],
  series: [
    { period: '2026-11-01', values: Object.fromEntries(EXECUTIVE_KPIS.map((kpi) => [kpi, 1])) },
    { period: '2026-11-02', values: Object.fromEntries(EXECUTIVE_KPIS.map((kpi) => [kpi, 2])) },
  ],
  satisfaction: { value: { ratings: 4, average: 4.5 }, previous: { ratings: 2, average: 4 } },
};

const renderScreen = (path = '/admin/executive-dashboard') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ExecutiveDashboardScreen />
    </MemoryRouter>,
  );

describe('ExecutiveDashboardScreen', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    stubResizeObserver();
    fetchMock = vi.fn(async () => Response.json(dashboard));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each key figure against the period before, with its trend and its screen for the same period', async () => {
    saveSession(storedUser({ roles: ['Admin'] }));
    renderScreen(
      '/admin/executive-dashboard?from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-14T23%3A59%3A59.999Z',
    );
    const enquiries = await screen.findByRole('region', { name: t.kpis.enquiries });
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://site.test');
    expect(url.pathname).toBe('/api/Dashboards/GetExecutiveDashboard');
    expect(url.searchParams.get('from')).toBe('2026-11-01T00:00:00.000Z');
    expect(url.searchParams.get('tz')).toBeTruthy();

    const tile = within(enquiries).getByRole('link', { name: /Enquiries/ });
    expect(tile.textContent).toContain('120');
    expect(tile.textContent).toContain('+20% on the period before');
    expect(tile.getAttribute('href')).toBe(
      '/admin/customer-inquiries?from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-14T23%3A59%3A59.999Z',
    );
    expect(within(enquiries).getByRole('figure', { name: t.trend(t.kpis.enquiries, false) })).toBeTruthy();
    // The trend's numbers as a table, for those who do not see the chart.
    expect(within(enquiries).getByRole('table', { hidden: true })).toBeTruthy();

    const screens = Object.fromEntries(
      EXECUTIVE_KPIS.map((kpi) => {
        const region = screen.getByRole('region', { name: t.kpis[kpi] });
        const link = within(region).queryAllByRole('link')[0];
        return [kpi, link ? link.getAttribute('href')!.split('?')[0] : null];
      }),
    );
    expect(screens).toEqual(KPI_SCREENS);
    expect(screen.getByText(t.noScreen)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: t.kpis.leads })).getByText('0 the period before'),
    ).toBeTruthy();
    // Only Customer and Manager may open the ticket list.
    expect(screen.queryByRole('link', { name: t.ticketList })).toBeNull();
  });

  it("shows the customers' average rating against the period before, opening the chat analysis", async () => {
    saveSession(storedUser({ roles: ['Admin'] }));
    renderScreen();
    const satisfaction = await screen.findByRole('region', { name: t.satisfaction });
    const tile = within(satisfaction).getByRole('link', { name: /Customer satisfaction/ });
    expect(tile.textContent).toContain(t.overRatings(4));
    expect(tile.textContent).toContain('4.50 / 5');
    expect(tile.textContent).toContain('+13% on the period before');
    expect(tile.getAttribute('href')?.split('?')[0]).toBe('/admin/chatbot-analysis');
  });

  it('offers a Manager the ticket list as well', async () => {
    saveSession(storedUser({ roles: ['Manager'] }));
    renderScreen();
    expect((await screen.findByRole('link', { name: t.ticketList })).getAttribute('href')).toMatch(
      /^\/admin\/jira\/st-ticket-list\?from=/,
    );
  });

  it('shows why the figures could not be loaded', async () => {
    saveSession(storedUser({ roles: ['Admin'] }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ responseStatusCode: 400, message: 'from must not be after to' }, { status: 400 }),
      ),
    );
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('from must not be after to');
  });
});
