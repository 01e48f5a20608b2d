import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormAlert, type FormAlertProps } from './FormAlert';

function ClosableAlert(props: FormAlertProps) {
  const [open, setOpen] = useState(true);
  return open ? (
    <FormAlert {...props} onClose={() => setOpen(false)} />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Show the alert again
    </button>
  );
}

const meta = {
  title: 'Site/Form/FormAlert',
  component: FormAlert,
  args: { tone: 'success', children: 'Thank you for your interest in Ohmstead Power!' },
} satisfies Meta<typeof FormAlert>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: {
    children:
      'Thank you for your interest in Ohmstead Power! We will keep you updated with our latest news and updates.',
  },
};

export const Failure: Story = {
  args: { tone: 'error', children: 'Something went wrong. Please try again later.' },
};

/** The close button removes the alert; the story shows a way to bring it back. */
export const Closable: Story = {
  render: (args) => <ClosableAlert {...args} />,
};
