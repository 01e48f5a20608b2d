import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildingBlocks, buildingBlocksIntro } from '../content/building-electrification';
import { BlockSection } from './BlockSection';

const meta = {
  title: 'Site/Products/BlockSection',
  component: BlockSection,
  parameters: { layout: 'fullscreen' },
  args: { id: 'story-blocks-title', ...buildingBlocksIntro, blocks: buildingBlocks },
} satisfies Meta<typeof BlockSection>;
export default meta;

export const Building: StoryObj<typeof meta> = {};
