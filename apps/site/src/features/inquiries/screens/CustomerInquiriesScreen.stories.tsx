import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { renderWithApi } from '@/test/story-api';
import { type InquiriesApi, InquiriesApiContext } from '../api/inquiries-api';
import { fakeInquiriesApi } from '../inquiries-fixtures';
import { inquiriesWords } from '../inquiries-words';
import { CustomerInquiriesScreen } from './CustomerInquiriesScreen';

/** Customer Inquiries (/admin/customer-inquiries). The calls are answered from memory (inquiries-fixtures). */
const meta = {
  title: 'Site/Admin/Inquiries/CustomerInquiriesScreen',
  component: CustomerInquiriesScreen,
  args: { api: fakeInquiriesApi() },
  render: renderWithApi(InquiriesApiContext, CustomerInquiriesScreen),
} satisfies Meta<{ api: InquiriesApi }>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A quote with every leg done, one whose mail and ticket failed, and a chat images form. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: inquiriesWords.caption })).toBeVisible();
    await expect(canvas.getByText('Created: SUP-48')).toBeVisible();
    await expect(canvas.getAllByText('Ticket failed')[0]).toBeVisible();
  },
};
export const Empty: Story = { args: { api: fakeInquiriesApi({ state: 'empty' }) } };
export const Loading: Story = { args: { api: fakeInquiriesApi({ state: 'loading' }) } };
export const Failed: Story = { args: { api: fakeInquiriesApi({ state: 'error' }) } };
