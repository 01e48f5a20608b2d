import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FigureTable } from './FigureTable';

const rows = [
  { component: 'Inverter', version: '2.5.0' },
  { component: 'Battery management', version: '1.9.3' },
];

/** A small table of figures, each row named by its header cell. */
const meta = {
  title: 'Site/Admin/FigureTable',
  component: FigureTable<(typeof rows)[number]>,
  args: {
    className: 'device-detail__table',
    caption: 'Firmware',
    headers: ['Component', 'Version'],
    rows,
    rowKey: (row) => row.component,
    cells: (row) => [row.component, row.version],
  },
} satisfies Meta<typeof FigureTable<(typeof rows)[number]>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CaptionShown: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Firmware' });
    await expect(within(table).getByRole('rowheader', { name: 'Inverter' })).toBeTruthy();
  },
};

export const CaptionHidden: Story = { args: { hideCaption: true } };
