import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SmallButton } from './SmallButton';

/** A small admin button, as a table row's action: named after its row, secondary or danger. */
const meta = {
  title: 'Site/Admin/SmallButton',
  component: SmallButton,
  args: { children: 'Edit', 'aria-label': 'Edit PR-200', onClick: fn() },
} satisfies Meta<typeof SmallButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Secondary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit PR-200' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = { args: { tone: 'danger', children: 'Delete', 'aria-label': 'Delete PR-200' } };

export const Busy: Story = { args: { disabled: true, 'aria-busy': true, children: 'Downloading…' } };
