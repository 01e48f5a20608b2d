import { createColumnHelper } from '@tanstack/react-table';

/** Rows for the table's stories and tests: an enquiry-like list, no real person. */
export interface SampleRow {
  id: number;
  name: string;
  email: string;
  receivedAt: string;
}

export const sampleRows: SampleRow[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson', 'Hedy Lamarr', 'Radia Perlman'][index % 5]!,
  email: `person${index + 1}@example.com`,
  receivedAt: new Date(Date.UTC(2026, 10, 20 - index, 9, 30)).toISOString(),
}));

const column = createColumnHelper<SampleRow>();
export const sampleColumns = [
  column.accessor('name', { id: 'name', header: 'Name', meta: { rowHeader: true } }),
  column.accessor('email', { id: 'email', header: 'Email', enableSorting: false }),
  column.accessor('receivedAt', {
    id: 'receivedAt',
    header: 'Received',
    cell: (info) => new Date(info.getValue()).toLocaleDateString('en-US', { dateStyle: 'medium' }),
  }),
];
