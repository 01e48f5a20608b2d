import type { Meta, StoryObj } from '@storybook/react-vite';
import { TeaserSection } from './TeaserSection';

/** Press the video button to open the full-screen teaser; Escape or the close icon closes it. */
const meta = {
  title: 'Site/About/TeaserSection',
  component: TeaserSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TeaserSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
