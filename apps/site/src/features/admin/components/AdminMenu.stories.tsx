import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminMenu } from './AdminMenu';

/** The signed-in menu for a given set of roles (docs/product.md §3.6), on the admin sidebar's background. */
const meta = {
  title: 'Site/Admin/AdminMenu',
  component: AdminMenu,
  decorators: [
    (Story) => (
      <div style={{ width: 272, padding: 16, background: 'var(--color-navy-900)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Admin: Story = { args: { roles: ['Admin'] } };

export const Customer: Story = { args: { roles: ['Customer'] } };

export const NewsEditor: Story = { args: { roles: ['NewsEditor'] } };
