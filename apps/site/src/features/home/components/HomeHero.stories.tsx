import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeHero } from './HomeHero';

const meta = {
  title: 'Site/Home/HomeHero',
  component: HomeHero,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeHero>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
