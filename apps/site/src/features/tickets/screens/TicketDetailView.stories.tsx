import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type TicketsApi, TicketsApiContext } from '../api/tickets-api';
import { fakeTicketsApi } from '../tickets-fixtures';
import { ticketsWords } from '../tickets-words';
import { TicketDetailView } from './TicketDetailView';

type Args = { api: TicketsApi; ticketKey: string };

/** One ticket (/admin/jira/st-ticket-list/{key}) as a Manager or its customer sees it. */
const meta = {
  title: 'Site/Admin/Tickets/TicketDetailView',
  component: TicketDetailView,
  args: { api: fakeTicketsApi(), ticketKey: 'SUP-46' },
  render: ({ api, ticketKey }: Args) => (
    <TicketsApiContext value={api}>
      <TicketDetailView ticketKey={ticketKey} />
    </TicketsApiContext>
  ),
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Staff: the workflow's moves, the assignee, comments, history and a photo. */
export const Manager: Story = {};

/** Staff resolve it: the history grows, the moves change. */
export const Resolved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: ticketsWords.detail.moveTo('resolved') }),
    );
    await expect(await canvas.findByText(ticketsWords.detail.moved('resolved'))).toBeVisible();
  },
};

/** The customer: no staff controls; comments only. */
export const Customer: Story = { args: { api: fakeTicketsApi({ staff: false }) } };
export const Loading: Story = { args: { api: fakeTicketsApi({ state: 'loading' }) } };
export const NotFound: Story = { args: { ticketKey: 'SUP-999' } };
export const Failed: Story = { args: { api: fakeTicketsApi({ state: 'error' }) } };
