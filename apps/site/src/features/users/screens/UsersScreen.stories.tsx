import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { renderWithApi } from '@/test/story-api';
import { type UsersAdminApi, UsersApiContext } from '../api/users-api';
import { fakeUsersApi } from '../users-fixtures';
import { usersWords } from '../users-words';
import { UsersScreen } from './UsersScreen';

const t = usersWords;

/**
 * User Management (/admin/user-management/users) on the shared admin table. The stories answer the
 * screen's calls from memory (users-fixtures), so they never reach a server.
 */
const meta = {
  title: 'Site/Admin/Users/UsersScreen',
  component: UsersScreen,
  args: { api: fakeUsersApi() },
  render: renderWithApi(UsersApiContext, UsersScreen),
} satisfies Meta<{ api: UsersAdminApi }>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Six accounts, one of them inactive, with the role and status filters, search, dates and export. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: t.caption })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'superadmin' })).toBeVisible();
  },
};

/** Filtered to the Manager role: one account holds it beside NewsEditor. */
export const FilteredByRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: t.caption });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.roleFilter }), 'Manager');
    await expect(await canvas.findByRole('rowheader', { name: 'newseditor' })).toBeVisible();
  },
};

/** Nothing matches the filters. */
export const Empty: Story = { args: { api: fakeUsersApi([]) } };

/** While the first page loads. */
export const Loading: Story = { args: { api: fakeUsersApi(undefined, { pending: true }) } };

/** The list could not be loaded: the reason and a retry. */
export const Failed: Story = {
  args: { api: fakeUsersApi(undefined, { failList: 'The server could not be reached.' }) },
};
