import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Site/Form/Checkbox',
  component: Checkbox,
  args: {
    label: 'I authorize the use of my provided contact information for communication purposes.',
    name: 'emailConsent',
    required: true,
  },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Invalid: Story = { args: { error: 'You must consent to the use of your contact information' } };
