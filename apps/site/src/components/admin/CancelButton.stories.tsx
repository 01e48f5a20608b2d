import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CancelButton } from './CancelButton';

/** An admin form's Cancel. */
const meta = {
  title: 'Site/Admin/CancelButton',
  component: CancelButton,
  args: { onClick: fn() },
} satisfies Meta<typeof CancelButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
