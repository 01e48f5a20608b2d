import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Site/Admin/Breadcrumbs',
  component: Breadcrumbs,
  args: { page: 'User Management' },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const UserManagement: Story = {};

export const UpdateHomeConfiguration: Story = { args: { page: 'Update Home Configuration' } };
