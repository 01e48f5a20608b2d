import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { renderWithApi } from '@/test/story-api';
import { type SavedRepliesAdminApi, SavedRepliesApiContext } from '../api/saved-replies-api';
import { fakeSavedRepliesApi } from '../saved-replies-fixtures';
import { savedRepliesWords as t } from '../saved-replies-words';
import { SavedRepliesScreen } from './SavedRepliesScreen';

/**
 * Saved Replies (/admin/saved-replies, docs/decisions/0045-saved-replies.md) on the shared admin table,
 * its calls answered from memory (saved-replies-fixtures).
 */
const meta = {
  title: 'Site/Admin/Saved replies/SavedRepliesScreen',
  component: SavedRepliesScreen,
  args: { api: fakeSavedRepliesApi() },
  render: renderWithApi(SavedRepliesApiContext, SavedRepliesScreen),
} satisfies Meta<{ api: SavedRepliesAdminApi }>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Three replies, two of them with the customer's and the agent's names as variables. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: t.caption })).toBeVisible();
    await expect(canvas.getByText(/Hello \{customer_name\}/)).toBeVisible();
  },
};

/** No replies yet. */
export const Empty: Story = {
  args: { api: fakeSavedRepliesApi([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.none)).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = { args: { api: fakeSavedRepliesApi(undefined, { pending: true }) } };
