import type { Meta, StoryObj } from '@storybook/react-vite';
import { documents, image } from '@/lib/asset-paths';
import { Hero } from './Hero';

const meta = {
  title: 'Site/Components/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithImageAndDocuments: Story = {
  args: {
    content: {
      beforeTitle: 'Vehicle Electrification',
      title: 'Charge More Vehicles from the Power You Already Have',
      text: 'The Power Router turns one electrical service into a flexible charging hub.',
      image: image.powerRouterUniversal,
      imageAlt: 'The Power Router Universal, a cabinet with four AC and four DC ports',
      bgClass: 'teal',
      slider: 'false',
      btns: [{ title: 'Plan Your Depot', class: 'primary', action: '/contact-us' }],
      documents: [
        { title: 'Vehicle Electrification Brochure', path: documents.vehicleBrochure },
        { title: 'Vehicle Electrification Spec Sheet', path: documents.vehicleSpecSheet },
      ],
    },
  },
};

export const WithSlider: Story = {
  args: {
    content: {
      beforeTitle: 'Power Router Technology',
      title: "The World's First Multi-port Solid-State Transformer",
      text: 'Each port can connect the grid, solar, batteries, chargers or loads, AC or DC.',
      bgClass: 'navy',
      slider: 'true',
      sliderClass: 'beside',
      btns: [{ title: 'Talk to an Engineer', class: 'primary', action: '/contact-us' }],
      slides: [
        {
          title: 'Power Router DC',
          text: 'For DC-coupled systems: solar, storage, DC fast charging and datacenter DC buses.',
          imagePath: image.powerRouterDc,
          imageAlt: 'The Power Router DC',
        },
        {
          title: 'Power Router Universal',
          text: 'For mixed AC and DC sites, with every port configurable in software.',
          imagePath: image.powerRouterUniversal,
          imageAlt: 'The Power Router Universal',
        },
      ],
    },
  },
};
