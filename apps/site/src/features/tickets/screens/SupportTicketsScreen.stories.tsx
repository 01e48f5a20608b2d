import type { Meta, StoryObj } from '@storybook/react-vite';
import { saveSession, signOut } from '@/lib/session';
import { renderWithApi } from '@/test/story-api';
import { storedUser } from '@/test/users';
import { type TicketsApi, TicketsApiContext } from '../api/tickets-api';
import { fakeTicketsApi } from '../tickets-fixtures';
import { SupportTicketsScreen } from './SupportTicketsScreen';

type Args = { api: TicketsApi; role: 'Manager' | 'Customer' };

/** Support Tickets (/admin/jira/st-ticket-list) for a Manager or a Customer, answered from memory. */
const meta = {
  title: 'Site/Admin/Tickets/SupportTicketsScreen',
  component: SupportTicketsScreen,
  args: { api: fakeTicketsApi(), role: 'Manager' },
  // The screen reads who is signed in (a Manager filters by assignee); each story signs its role in.
  beforeEach: ({ args }) => {
    saveSession(storedUser({ roles: [args.role], firstName: args.role === 'Manager' ? 'Max' : 'Casey' }));
    return () => signOut();
  },
  render: renderWithApi<TicketsApi, Args>(TicketsApiContext, SupportTicketsScreen),
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Manager: Story = {};
export const Customer: Story = { args: { role: 'Customer', api: fakeTicketsApi({ staff: false }) } };
export const CustomerWithoutTickets: Story = {
  args: { role: 'Customer', api: fakeTicketsApi({ staff: false, state: 'empty' }) },
};
export const Loading: Story = { args: { api: fakeTicketsApi({ state: 'loading' }) } };
export const Failed: Story = { args: { api: fakeTicketsApi({ state: 'error' }) } };
