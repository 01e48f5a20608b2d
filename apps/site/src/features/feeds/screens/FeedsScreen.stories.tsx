import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { renderWithApi } from '@/test/story-api';
import { type FeedsAdminApi, FeedsApiContext } from '../api/feeds-api';
import { fakeFeedsApi } from '../feeds-fixtures';
import { FeedsScreen } from './FeedsScreen';

/**
 * News & Events (/admin/all-feeds). The stories answer the screen's calls from memory (feeds-fixtures),
 * so they never reach a server.
 */
const meta = {
  title: 'Site/Admin/Feeds/FeedsScreen',
  component: FeedsScreen,
  args: { api: fakeFeedsApi() },
  render: renderWithApi(FeedsApiContext, FeedsScreen),
} satisfies Meta<{ api: FeedsAdminApi }>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A scheduled press release (Publish now), a published news item (View) and a case study. */
export const List: Story = {
  args: { api: fakeFeedsApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.getByText('Scheduled')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Publish now/ })).toBeVisible();
  },
};

/** No feed yet. */
export const Empty: Story = { args: { api: fakeFeedsApi([]) } };

/** The list could not be loaded: the reason and a retry. */
export const Failed: Story = {
  args: { api: fakeFeedsApi(undefined, { failList: 'The server could not be reached.' }) },
};

/** While the list loads. */
export const Loading: Story = { args: { api: fakeFeedsApi(undefined, { delayMs: 60_000 }) } };

/** 'Delete this feed?' names the feed; Cancel has the focus. */
export const DeleteConfirmation: Story = {
  args: { api: fakeFeedsApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete Bidirectional chargers reach 500 sites' }),
    );
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Delete this feed?',
    });
    await expect(dialog).toHaveTextContent('"Bidirectional chargers reach 500 sites"');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Create feed with nothing filled in, then Save: every field says what it needs. */
export const FormWithErrors: Story = {
  args: { api: fakeFeedsApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create feed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please choose a feed type.')).toBeVisible();
    await expect(canvas.getByText('A heading is required')).toBeVisible();
    await expect(canvas.getByText('A description is required')).toBeVisible();
  },
};

/** The server refuses the save: its message above the buttons. */
export const FormServerError: Story = {
  args: {
    api: fakeFeedsApi(undefined, { failSave: 'The description has no text once unsafe markup is removed' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Bidirectional chargers reach 500 sites' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('The description has no text once unsafe markup is removed'),
    ).toBeVisible();
  },
};
