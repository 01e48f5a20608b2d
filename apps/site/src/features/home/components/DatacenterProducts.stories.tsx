import type { Meta, StoryObj } from '@storybook/react-vite';
import { DatacenterProducts } from './DatacenterProducts';

const meta = {
  title: 'Site/Home/DatacenterProducts',
  component: DatacenterProducts,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DatacenterProducts>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
