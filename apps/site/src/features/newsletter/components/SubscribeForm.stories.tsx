import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubscribeForm } from './SubscribeForm';

/** The footer's form on the footer's navy. Submitting posts to /api/Email/Subscribe. */
const meta = {
  title: 'Site/Newsletter/SubscribeForm',
  component: SubscribeForm,
  decorators: [
    (Story) => (
      <div
        style={{
          padding: 32,
          maxWidth: 520,
          background: 'var(--color-navy-900)',
          color: 'rgb(255 255 255 / 0.85)',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscribeForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
