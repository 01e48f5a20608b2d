import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { transcript } from './fixtures';
import { TranscriptView } from './TranscriptView';

/** A conversation's transcript: the customer's, the bot's and the live agent's turns told apart. */
const meta = {
  title: 'Site/Admin/Chat analysis/Transcript',
  component: TranscriptView,
  args: { transcript, error: null, onRetry: fn(), back: '/admin/chatbot-analysis/conversations' },
} satisfies Meta<typeof TranscriptView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { transcript: null } };
export const Failed: Story = {
  args: { transcript: null, error: 'No such conversation: it may have been deleted by the customer.' },
};
export const Empty: Story = { args: { transcript: { ...transcript, turns: [], total: 0 } } };
/** The customer deleted the conversation: the live chat's own record of it stands in. */
export const FromTheLiveChatRecord: Story = {
  args: { transcript: { ...transcript, conversationId: null, total: 600 } },
};
