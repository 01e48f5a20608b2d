import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SelectFilter } from './SelectFilter';

/** A list's filter with a fixed set of values; the first option, "any", is the empty value. */
const meta = {
  title: 'Site/Admin/Data table/SelectFilter',
  component: SelectFilter,
  args: {
    label: 'Status',
    anyLabel: 'Active and inactive',
    options: [
      { value: 'true', label: 'Active' },
      { value: 'false', label: 'Inactive' },
    ],
    value: undefined,
    onChange: fn(),
  },
} satisfies Meta<typeof SelectFilter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Any: Story = {};
export const Chosen: Story = { args: { value: 'false' } };
