import type { Meta, StoryObj } from '@storybook/react-vite';
import { image, video } from '@/lib/asset-paths';
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
    block: {
      title: 'Dynamic Power Sharing',
      text:
        'Charging capacity moves between ports in real time according to each vehicle’s state of charge and ' +
        'departure time, so the whole fleet is ready without oversizing the service.',
      class: 'media-left',
      imagePath: image.block('dynamic-power-sharing'),
      imageAlt: 'Diagram of power shared between eight charging vehicles',
      fixedText: 'Up to 8 vehicles charged at once, depending on configuration',
    },
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
