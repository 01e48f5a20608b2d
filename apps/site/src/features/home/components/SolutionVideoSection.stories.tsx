import type { Meta, StoryObj } from '@storybook/react-vite';
import { solutionSections } from '../content/home-content';
import { SolutionVideoSection } from './SolutionVideoSection';

const [vehicle, building] = solutionSections;
if (!vehicle || !building) throw new Error('Home content lists two solution sections');

const meta = {
  title: 'Site/Home/SolutionVideoSection',
  component: SolutionVideoSection,
  parameters: { layout: 'fullscreen' },
  args: { section: vehicle },
} satisfies Meta<typeof SolutionVideoSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Vehicle: Story = {};
export const BuildingReversed: Story = { args: { section: building, reversed: true } };
