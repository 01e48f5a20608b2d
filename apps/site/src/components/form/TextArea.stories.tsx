import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'Site/Form/TextArea',
  component: TextArea,
  args: { label: 'How can we help?', name: 'message' },
} satisfies Meta<typeof TextArea>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: 'We are planning a 40-vehicle depot and would like a sizing proposal.' },
};

export const Invalid: Story = {
  args: { defaultValue: 'x'.repeat(120), error: 'Message cannot exceed 4000 characters' },
};
