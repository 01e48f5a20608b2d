import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Site/Form/TextField',
  component: TextField,
  args: { label: 'Company', name: 'company', required: true },
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'Ohmstead Power, Inc.' } };

export const WithHint: Story = {
  args: { label: 'Phone', name: 'phone', type: 'tel', hint: 'Ten digits, no spaces.' },
};

export const Invalid: Story = { args: { error: 'Company name is required' } };

export const InvalidWithValue: Story = {
  args: {
    label: 'Phone',
    name: 'phone',
    type: 'tel',
    defaultValue: '919-555',
    error: 'Please enter a valid 10-digit phone number',
  },
};

export const Optional: Story = { args: { label: 'Last Name', name: 'last_name', required: false } };
