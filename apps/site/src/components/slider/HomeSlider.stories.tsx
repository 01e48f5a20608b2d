import type { Meta, StoryObj } from '@storybook/react-vite';
import { video } from '@/lib/asset-paths';
import { HomeSlider } from './HomeSlider';

const meta = {
  title: 'Site/Components/HomeSlider',
  component: HomeSlider,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'The Ohmstead Difference',
    intro: 'One solid-state power router changes the economics of electrification.',
    items: [
      {
        title: 'Lower Risk',
        video: video.differenceLowerRisk,
        text: '<p>Galvanic isolation on every port keeps critical loads running.</p><ul><li>Cloud commissioning in <strong>less than 2 hours</strong></li></ul>',
      },
      {
        title: 'Lower Cost',
        video: video.differenceLowerCost,
        text: '<p>One compact power router replaces a line-up of equipment.</p><ul><li>Up to <strong>50% lower installation cost</strong></li></ul>',
      },
      {
        title: 'Lower Complexity',
        video: video.differenceLowerComplexity,
        text: '<p>A single software-defined platform.</p><ul><li>Up to <strong>10x less copper</strong></li></ul>',
      },
    ],
  },
} satisfies Meta<typeof HomeSlider>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Dark: Story = { args: { tone: 'dark' } };
export const Light: Story = { args: { tone: 'light' } };
