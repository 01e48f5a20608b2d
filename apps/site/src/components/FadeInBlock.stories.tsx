import type { Meta, StoryObj } from '@storybook/react-vite';
import { vehicleBlocks } from '@/features/products/content/vehicle-electrification';
import { video } from '@/lib/asset-paths';
import { FadeInBlock } from './FadeInBlock';

const meta = {
  title: 'Site/Components/FadeInBlock',
  component: FadeInBlock,
  decorators: [
    (Story) => (
      <div className="container">
        <Story />
      </div>
    ),
  ],
  args: {
    // Dynamic Power Sharing, from the Vehicle Electrification page.
    block: vehicleBlocks[2],
  },
} satisfies Meta<typeof FadeInBlock>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ImageOnTheLeft: Story = {};
export const VideoOnTheRight: Story = {
  args: {
    block: {
      title: 'Secure Your Energy Future',
      text: 'When the grid goes down, the Power Router forms its own and keeps critical circuits running.',
      class: 'media-right',
      video: video.buildingSecureFuture,
    },
  },
};
