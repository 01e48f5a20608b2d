import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureSlider } from './FeatureSlider';

const meta = {
  title: 'Site/Products/FeatureSlider',
  component: FeatureSlider,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FeatureSlider>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
