import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type InquiriesApi, InquiriesApiContext } from '../api/inquiries-api';
import { fakeInquiriesApi } from '../inquiries-fixtures';
import { inquiriesWords } from '../inquiries-words';
import { InquiryDetailView } from './InquiryDetailView';

/** One enquiry (/admin/customer-inquiries/{id}), its legs and their retry. */
const meta = {
  title: 'Site/Admin/Inquiries/InquiryDetailView',
  component: InquiryDetailView,
  args: { id: 11, api: fakeInquiriesApi() },
  render: ({ api, id }: { api: InquiriesApi; id: number }) => (
    <InquiriesApiContext value={api}>
      <InquiryDetailView id={id} />
    </InquiriesApiContext>
  ),
} satisfies Meta<{ api: InquiriesApi; id: number }>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The mail and the ticket failed, the lead never came: each offers a retry. */
export const FailedLegs: Story = {};

/** The ticket retried: it is created, its retry gone. */
export const TicketRetried: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: inquiriesWords.detail.retry('ticket') }));
    await expect(await canvas.findByText(inquiriesWords.detail.retried('ticket'))).toBeVisible();
    await expect(canvas.getByText('Created: SUP-49')).toBeVisible();
  },
};

/** A chat images form: one leg, a serial number and a photo. */
export const ChatImagesForm: Story = { args: { id: 10 } };
export const Loading: Story = { args: { api: fakeInquiriesApi({ state: 'loading' }) } };
export const Failed: Story = { args: { api: fakeInquiriesApi({ state: 'error' }) } };
