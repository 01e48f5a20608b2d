import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureLogos } from '@/lib/feeds/test-fixtures';
import { LogoMarquee } from './LogoMarquee';

const meta = {
  title: 'Site/News/LogoMarquee',
  component: LogoMarquee,
  args: { logos: [...fixtureLogos, ...fixtureLogos.map((logo) => ({ ...logo, id: logo.id + 10 }))] },
} satisfies Meta<typeof LogoMarquee>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {};
