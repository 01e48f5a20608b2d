import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { WelcomePopup, type WelcomePopupProps } from './WelcomePopup';

/** The popup with a button that brings it back after it closes. */
function WelcomeDemo(props: WelcomePopupProps) {
  const [open, setOpen] = useState(true);
  return open ? (
    <WelcomePopup {...props} onClose={() => setOpen(false)} />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Show the welcome popup again
    </button>
  );
}

const meta = {
  title: 'Site/Auth/WelcomePopup',
  component: WelcomeDemo,
  parameters: { layout: 'fullscreen' },
  // The dismissal call is replaced: tick 'Don't show again' and close to see it recorded under Actions.
  args: { firstName: 'Alex', userId: 2, onClose: fn(), dismiss: fn(async () => {}) },
} satisfies Meta<typeof WelcomeDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};
