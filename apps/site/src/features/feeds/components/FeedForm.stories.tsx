import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFakeApi } from '@/test/story-api';
import { FeedsApiContext } from '../api/feeds-api';
import { fakeFeedsApi, sampleFeeds } from '../feeds-fixtures';
import { FeedEditView } from './FeedEditView';

/** Create or edit a feed, with its images and PDFs. Calls are answered from memory. */
const meta = {
  title: 'Site/Admin/Feeds/FeedForm',
  component: FeedEditView,
  args: { feed: null, onBack: fn() },
  decorators: [withFakeApi(FeedsApiContext, fakeFeedsApi)],
} satisfies Meta<typeof FeedEditView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new feed: the media panel waits for the first save. */
export const Create: Story = {};

/** Save with empty fields: the messages under each field. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please choose a feed type.')).toBeVisible();
    await expect(canvas.getByText('A heading is required')).toBeVisible();
    await expect(canvas.getByText('A description is required')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Description/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** An existing feed with a default image and a PDF. */
export const Edit: Story = { args: { feed: sampleFeeds()[1] ?? null } };
