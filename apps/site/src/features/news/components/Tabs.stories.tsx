import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs';

const meta = {
  title: 'Site/News/Tabs',
  component: Tabs,
  args: {
    label: 'News & Events',
    items: [
      { id: 'recent', label: 'Recent', render: () => <p>The featured news item.</p> },
      { id: 'social', label: 'Social Media', render: () => <p>The social media panel.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const MobileTabs: Story = {};
