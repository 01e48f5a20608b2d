import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubmitButton } from './SubmitButton';

const meta = {
  title: 'Site/Form/SubmitButton',
  component: SubmitButton,
  args: { children: 'Submit' },
} satisfies Meta<typeof SubmitButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };
