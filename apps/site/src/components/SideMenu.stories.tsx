import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SideMenu } from './SideMenu';

/** The side menu with the button that opens it, as the header uses them. */
function SideMenuDemo() {
  const [open, setOpen] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={buttonRef} type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <SideMenu open={open} onClose={() => setOpen(false)} returnFocusTo={buttonRef} />
    </>
  );
}

const meta = {
  title: 'Site/Shell/SideMenu',
  component: SideMenuDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideMenuDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const ClosesOnEscape: Story = {
  play: async () => {
    const body = within(document.body);
    await expect(body.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    // Focus moves to the close button in the same effect that shows the dialog (and so lets Escape close it).
    await waitFor(() => expect(body.getByRole('button', { name: 'Close menu' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(body.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};
