import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW, fixtureLinkedIn, fixtureYoutube } from '@/lib/feeds/test-fixtures';
import { SocialPanelView } from './SocialPanel';

const meta = {
  title: 'Site/News/SocialPanel',
  component: SocialPanelView,
  args: {
    youtube: { status: 'done', items: fixtureYoutube },
    linkedIn: { status: 'done', items: fixtureLinkedIn },
    now: FIXTURE_NOW,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialPanelView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { youtube: { status: 'loading' }, linkedIn: { status: 'loading' } } };
export const Empty: Story = {
  args: { youtube: { status: 'done', items: [] }, linkedIn: { status: 'done', items: [] } },
};
