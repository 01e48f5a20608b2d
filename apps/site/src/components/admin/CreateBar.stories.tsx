import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreateBar } from './CreateBar';

/** The add button above an admin table (Users, Saved replies, Devices, Feeds, OTA catalogues). */
const meta = {
  title: 'Site/Admin/CreateBar',
  component: CreateBar,
  args: { label: 'Create user', onClick: fn() },
} satisfies Meta<typeof CreateBar>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create user' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
