import type { Meta, StoryObj } from '@storybook/react-vite';
import { KpiTile } from './KpiTile';
import { TrendChart } from './TrendChart';

const days = Array.from({ length: 14 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 10, 10 + index)).toISOString().slice(0, 10);
  return { period: day, values: { crm: 20 + ((index * 7) % 11), ia: 5 + ((index * 3) % 6) } };
});

const meta = {
  title: 'Site/Admin/Charts',
  component: TrendChart,
  args: {
    title: 'Conversations per day',
    points: days,
    series: [
      { key: 'crm', label: 'AI Assistant' },
      { key: 'ia', label: 'Installation Assistant' },
    ],
    periodLabel: 'Day',
  },
} satisfies Meta<typeof TrendChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Lines: Story = {};
export const StackedBars: Story = { args: { kind: 'bar', stacked: true } };
export const NoData: Story = { args: { points: [] } };
export const KeyFigures: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }}
    >
      <KpiTile label="Enquiries" value={128} previous={102} />
      <KpiTile label="Chats handed to agents" value={37} previous={41} />
      <KpiTile label="Median first response" value={74} format={(n) => `${n} s`} />
    </div>
  ),
};
