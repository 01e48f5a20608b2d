import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpcomingPage } from './UpcomingPage';

const meta = {
  title: 'Site/Shell/UpcomingPage',
  component: UpcomingPage,
  parameters: { layout: 'fullscreen' },
  args: { area: 'News & Events' },
} satisfies Meta<typeof UpcomingPage>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
