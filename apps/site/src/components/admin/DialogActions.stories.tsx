import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogActions } from './DialogActions';

/** The end of an admin dialog's form: the refusal, the submit button and Cancel. */
const meta = {
  title: 'Site/Admin/DialogActions',
  component: DialogActions,
  args: { failure: null, sending: false, submitLabel: 'Save', onCancel: fn() },
  render: (args) => (
    <form className="admin-form" onSubmit={(event) => event.preventDefault()}>
      <DialogActions {...args} />
    </form>
  ),
} satisfies Meta<typeof DialogActions>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
export const Sending: Story = { args: { sending: true } };
export const Refused: Story = { args: { failure: 'No such device.' } };
export const Danger: Story = { args: { tone: 'danger', submitLabel: 'Decommission' } };
