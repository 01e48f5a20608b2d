import type { Meta, StoryObj } from '@storybook/react-vite';
import { technologyHero } from '@/features/products/content/power-router-technology';
import { vehicleHero } from '@/features/products/content/vehicle-electrification';
import { Hero } from './Hero';

const meta = {
  title: 'Site/Components/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The stories show the product pages' own heroes. */
export const WithImageAndDocuments: Story = { args: { content: vehicleHero } };

export const WithSlider: Story = { args: { content: technologyHero } };
