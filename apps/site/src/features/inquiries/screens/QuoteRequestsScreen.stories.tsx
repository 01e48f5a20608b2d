import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { renderWithApi } from '@/test/story-api';
import { type InquiriesApi, InquiriesApiContext } from '../api/inquiries-api';
import { fakeInquiriesApi } from '../inquiries-fixtures';
import { quotesWords } from '../inquiries-words';
import { QuoteRequestsScreen } from './QuoteRequestsScreen';

/** Quote Request Summary (/admin/quote-request-summary), answered from memory. */
const meta = {
  title: 'Site/Admin/Inquiries/QuoteRequestsScreen',
  component: QuoteRequestsScreen,
  args: { api: fakeInquiriesApi() },
  render: renderWithApi(InquiriesApiContext, QuoteRequestsScreen),
} satisfies Meta<{ api: InquiriesApi }>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** A status set from the row: who set it and when appear under it. */
export const StatusSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('combobox', { name: quotesWords.statusOf('Priya Natarajan') });
    await userEvent.selectOptions(status, 'closed');
    await expect(await canvas.findByText(quotesWords.saved('Priya Natarajan', 'Closed'))).toBeVisible();
  },
};
export const Empty: Story = { args: { api: fakeInquiriesApi({ state: 'empty' }) } };
export const Loading: Story = { args: { api: fakeInquiriesApi({ state: 'loading' }) } };
export const Failed: Story = { args: { api: fakeInquiriesApi({ state: 'error' }) } };
