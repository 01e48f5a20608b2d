import type { Meta, StoryObj } from '@storybook/react-vite';
import { documents } from '@/lib/asset-paths';
import { DocumentLinks } from './DocumentLinks';

const meta = {
  title: 'Site/Components/DocumentLinks',
  component: DocumentLinks,
  args: {
    documents: [
      { title: 'Vehicle Electrification Brochure', path: documents.vehicleBrochure },
      { title: 'Vehicle Electrification Spec Sheet', path: documents.vehicleSpecSheet },
    ],
  },
} satisfies Meta<typeof DocumentLinks>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnLight: Story = {};
export const OnDark: Story = {
  args: { tone: 'light' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-navy-900)', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};
