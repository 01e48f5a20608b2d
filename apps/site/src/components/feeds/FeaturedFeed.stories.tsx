import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { FIXTURE_NOW, fixtureFeeds } from '@/lib/feeds/test-fixtures';
import { FeaturedFeed } from './FeaturedFeed';

const meta = {
  title: 'Site/News/FeaturedFeed',
  component: FeaturedFeed,
  args: {
    state: { status: 'ready', feeds: [fixtureFeeds[0]!], total: 3 },
    page: 1,
    onPageChange: () => {},
    itemName: 'news item',
    now: FIXTURE_NOW,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeaturedFeed>;
export default meta;

type Story = StoryObj<typeof meta>;

function FeaturedWithArrows(args: ComponentProps<typeof FeaturedFeed>) {
  const [page, setPage] = useState(1);
  return (
    <FeaturedFeed
      {...args}
      page={page}
      onPageChange={setPage}
      state={{ status: 'ready', feeds: [fixtureFeeds[page - 1]!], total: fixtureFeeds.length }}
    />
  );
}

/** The arrows move through the three fixture items. */
export const WithArrows: Story = { render: (args) => <FeaturedWithArrows {...args} /> };
export const SingleItem: Story = {
  args: { state: { status: 'ready', feeds: [fixtureFeeds[1]!], total: 1 } },
};
export const Loading: Story = { args: { state: { status: 'loading', feeds: [], total: 0 } } };
export const Empty: Story = { args: { state: { status: 'empty', feeds: [], total: 0 } } };
