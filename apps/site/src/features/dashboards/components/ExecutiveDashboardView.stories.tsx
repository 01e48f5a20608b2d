import { EXECUTIVE_KPIS, type ExecutiveDashboard } from '@ohmstead/contracts/dashboards';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExecutiveDashboardView } from './ExecutiveDashboardView';

/** Made-up figures of a fortnight: no real company's. */
const dashboard = (empty = false): ExecutiveDashboard => {
  const n = (value: number) => (empty ? 0 : value);
  return {
    responseStatusCode: 200,
    from: '2026-11-11T00:00:00.000Z',
    to: '2026-11-24T23:59:59.999Z',
    previousFrom: '2026-10-28T00:00:00.000Z',
    granularity: 'day',
    kpis: Object.fromEntries(
      EXECUTIVE_KPIS.map((kpi, index) => [kpi, { value: n(40 + index * 17), previous: n(35 + index * 19) }]),
    ) as ExecutiveDashboard['kpis'],
    series: Array.from({ length: 14 }, (_, day) => ({
      period: new Date(Date.UTC(2026, 10, 11 + day)).toISOString().slice(0, 10),
      values: Object.fromEntries(EXECUTIVE_KPIS.map((kpi, index) => [kpi, n(2 + (((day + index) * 7) % 9))])),
    })),
    satisfaction: {
      value: { ratings: n(24), average: empty ? null : 4.3 },
      previous: { ratings: n(19), average: empty ? null : 3.95 },
    },
  };
};

const meta = {
  title: 'Site/Admin/Executive dashboard',
  component: ExecutiveDashboardView,
  args: {
    range: { from: '2026-11-11T00:00:00.000Z', to: '2026-11-24T23:59:59.999Z' },
    onRangeChange: fn(),
    onRetry: fn(),
    dashboard: dashboard(),
    error: null,
    canOpenTicketList: true,
  },
} satisfies Meta<typeof ExecutiveDashboardView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { dashboard: null } };
export const Empty: Story = { args: { dashboard: dashboard(true) } };
export const Failed: Story = { args: { dashboard: null, error: 'The server could not be reached.' } };
