import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavigationPopup } from './NavigationPopup';

/** The progress bar and 'Navigating to {page}...' shown while a navigation under /admin is under way. */
const meta = {
  title: 'Site/Admin/NavigationPopup',
  component: NavigationPopup,
  parameters: { layout: 'fullscreen' },
  args: { page: 'Quote Request Summary' },
} satisfies Meta<typeof NavigationPopup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Navigating: Story = {};

/** A page name with one of the spec's acronyms, as pageNameFromPath('/admin/crm-chat-bot') gives it. */
export const WithAcronym: Story = { args: { page: 'CRM Chat Bot' } };

/** No navigation under way: nothing is shown. */
export const Idle: Story = { args: { page: null } };
