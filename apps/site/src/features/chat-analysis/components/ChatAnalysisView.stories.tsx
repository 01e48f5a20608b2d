import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatAnalysisView } from './ChatAnalysisView';
import { analysisData } from './fixtures';

/** CRM Chat Bot Analysis (/admin/chatbot-analysis) in each of its states, on made-up figures. */
const meta = {
  title: 'Site/Admin/Chat analysis/Analysis',
  component: ChatAnalysisView,
  args: {
    range: { from: '2026-11-11T00:00:00.000Z', to: '2026-11-24T23:59:59.999Z' },
    onRangeChange: fn(),
    onRetry: fn(),
    data: analysisData(),
    error: null,
  },
} satisfies Meta<typeof ChatAnalysisView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { data: null } };
export const Empty: Story = { args: { data: analysisData(true) } };
export const Failed: Story = { args: { data: null, error: 'The server could not be reached.' } };
