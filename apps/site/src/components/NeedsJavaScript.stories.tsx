import type { Meta, StoryObj } from '@storybook/react-vite';
import { NeedsJavaScriptNotice } from './NeedsJavaScript';

const meta = {
  title: 'Site/Components/NeedsJavaScript',
  component: NeedsJavaScriptNotice,
  args: { what: 'This form' },
} satisfies Meta<typeof NeedsJavaScriptNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What a visitor with scripts turned off sees where a form would be. */
export const Form: Story = {};
export const Subscribing: Story = { args: { what: 'Subscribing' } };
