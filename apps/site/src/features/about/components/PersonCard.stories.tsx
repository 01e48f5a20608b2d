import type { Meta, StoryObj } from '@storybook/react-vite';
import { boardOfAdvisors, executiveTeam } from '../content/people';
import { PersonCard } from './PersonCard';

const meta = {
  title: 'Site/About/PersonCard',
  component: PersonCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
  args: { person: executiveTeam[0]! },
} satisfies Meta<typeof PersonCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Executive: Story = {};

export const Advisor: Story = { args: { person: boardOfAdvisors[0]! } };
