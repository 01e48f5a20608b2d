import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Modal, type ModalProps } from './Modal';

type DemoProps = Pick<ModalProps, 'size' | 'static' | 'busy'>;

/** The shared modal with the button that opens it: focus goes to the first control and back. */
function ModalDemo(props: DemoProps) {
  const [open, setOpen] = useState(true);
  const openerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={openerRef} type="button" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      {open && (
        <Modal {...props} title="Rename the device" onClose={() => setOpen(false)} returnFocusTo={openerRef}>
          <label htmlFor="modal-demo-name">Name</label>
          <input id="modal-demo-name" defaultValue="Garage charger" />
          <p>Everything behind the dialog is inert until it closes.</p>
        </Modal>
      )}
    </>
  );
}

const meta = {
  title: 'Site/Shell/Modal',
  component: ModalDemo,
  parameters: { layout: 'fullscreen' },
  args: { size: 'md' },
} satisfies Meta<typeof ModalDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(body.getByRole('button', { name: 'Open the dialog' })).toHaveFocus();
  },
};

/** A form that would lose what was typed: the backdrop does not close it. */
export const Static: Story = { args: { static: true } };

/** While sending: the close icon is disabled and Escape does nothing. */
export const Busy: Story = { args: { static: true, busy: true } };
