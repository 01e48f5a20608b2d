import type { Meta, StoryObj } from '@storybook/react-vite';
import { type DashboardSlice, type TicketsApi, TicketsApiContext } from '../api/tickets-api';
import { fakeTicketsApi } from '../tickets-fixtures';
import { TicketDashboardScreen } from './TicketDashboardScreen';

type Args = { api: TicketsApi; slice: DashboardSlice };

/** The Support Dashboard and the MPR Jira Dashboard, with figures from memory. */
const meta = {
  title: 'Site/Admin/Tickets/TicketDashboardScreen',
  component: TicketDashboardScreen,
  args: { api: fakeTicketsApi(), slice: 'support' },
  render: ({ api, slice }: Args) => (
    <TicketsApiContext value={api}>
      <TicketDashboardScreen slice={slice} />
    </TicketsApiContext>
  ),
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Support: Story = {};
export const Mpr: Story = { args: { slice: 'mpr' } };
export const NoTickets: Story = { args: { api: fakeTicketsApi({ state: 'empty' }) } };
export const Loading: Story = { args: { api: fakeTicketsApi({ state: 'loading' }) } };
export const Failed: Story = { args: { api: fakeTicketsApi({ state: 'error' }) } };
