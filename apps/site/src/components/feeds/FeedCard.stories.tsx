import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW, fixtureCaseStudies, fixtureFeed, fixtureFeeds } from '@/lib/feeds/test-fixtures';
import { FeedCard } from './FeedCard';

const withImage = fixtureFeed(5, {
  feedType: 'Article',
  heading: 'What a solid-state transformer does for a building',
  feedMedia: [{ id: 1, mediaType: 'Image', mediaUrladdress: '/images/about-hero.svg', isDefault: true }],
});

const meta = {
  title: 'Site/News/FeedCard',
  component: FeedCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { item: withImage, description: 'html', showTime: true, layout: 'row', now: FIXTURE_NOW },
} satisfies Meta<typeof FeedCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewsListRow: Story = {};
export const Placeholder: Story = { args: { item: fixtureFeeds[0]! } };
export const CaseStudyCard: Story = {
  args: { item: fixtureCaseStudies[0]!, description: 'summary', showTime: false, layout: 'column' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
