import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CancelButton } from './CancelButton';

/** An admin form's Cancel (DialogActions' stories click it). */
const meta = {
  title: 'Site/Admin/CancelButton',
  component: CancelButton,
  args: { onClick: fn() },
} satisfies Meta<typeof CancelButton>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
