import type { Meta, StoryObj } from '@storybook/react-vite';
import { image, video } from '@/lib/asset-paths';
import { DeviceSlider } from './DeviceSlider';

const meta = {
  title: 'Site/Components/DeviceSlider',
  component: DeviceSlider,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeviceSlider>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Resize the canvas across 991px to see the images switch between their desktop and mobile cuts. */
export const ImageSlider: Story = {
  args: {
    content: {
      title: 'Reliability Built In',
      description:
        'Redundant power modules, a field-ready thermal design and hot-swappable service keep vehicles charging.',
      fixedBgImageClass: 'glow',
      slides: true,
      images: image.reliability.map((paths, position) => {
        const caption =
          [
            'N+1 redundant power modules',
            'Thermal design built for the field',
            'Field-serviceable by design',
            'IP65-rated outdoor enclosure',
          ][position] ?? '';
        return { ...paths, caption, alt: caption };
      }),
    },
  },
};

export const Video: Story = {
  args: {
    content: {
      title: 'Programmable Ports, Limitless Scalability',
      description: 'Reassign a port in software, or connect Power Routers in parallel as demand grows.',
      fixedBgImageClass: 'grid',
      slides: false,
      contentSrc: video.techProgrammablePorts,
      videoLabel: 'Animation of Power Router ports being reassigned',
    },
  },
};
