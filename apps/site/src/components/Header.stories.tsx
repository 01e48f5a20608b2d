import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Header } from './Header';

const meta = {
  title: 'Site/Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const SolutionsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Solutions' }));
    await expect(canvas.getByRole('link', { name: 'Datacenters' })).toBeVisible();
  },
};

/** Below 1100px the menu moves into the side menu (see SideMenu's own story). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
