import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiResult } from '@/lib/api';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

/** The server's answer to a delete, as the dialog's `remove` resolves it. */
const answering = (answer: ApiResult<{ message: string }>) => fn(async () => answer);

/** An admin list's delete confirmation: Cancel has the focus; a refusal keeps it open with the reason. */
const meta = {
  title: 'Site/Admin/ConfirmDeleteDialog',
  component: ConfirmDeleteDialog,
  args: {
    title: 'Delete this feed?',
    text: '"Ohmstead opens its Cary test lab" will be deleted for good.',
    deleteLabel: 'Delete',
    remove: answering({ ok: true, data: { message: 'Feed deleted.' } }),
    onClose: fn(),
    onDeleted: fn(),
  },
} satisfies Meta<typeof ConfirmDeleteDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Refused: Story = {
  args: {
    remove: answering({ ok: false, status: 404, message: 'No such feed.' }),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Delete' }));
    await expect(await body.findByText('No such feed.')).toBeTruthy();
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};
