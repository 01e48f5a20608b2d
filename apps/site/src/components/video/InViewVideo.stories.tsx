import type { Meta, StoryObj } from '@storybook/react-vite';
import { video } from '@/lib/asset-paths';
import { InViewVideo } from './InViewVideo';
import { ResponsiveVideo } from './ResponsiveVideo';

const meta = {
  title: 'Site/Components/InViewVideo',
  component: InViewVideo,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, aspectRatio: '16 / 9' }}>
        <Story />
      </div>
    ),
  ],
  args: { name: video.vehicleSolutions, label: 'Power flowing from the grid and solar to charging vehicles' },
} satisfies Meta<typeof InViewVideo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Plays while 70 % of it is in view; scroll the canvas to see it pause. */
export const Default: Story = {};

/** The desktop and the mobile cut, switched at 991px. */
export const Responsive: Story = {
  render: (args) => (
    <ResponsiveVideo desktop={video.homeHeroDesktop} mobile={video.homeHeroMobile} label={args.label} />
  ),
};
