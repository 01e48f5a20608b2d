import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DataTable, type DataTableProps } from './DataTable';
import { CsvExportButton, DateRangeFilter, SearchFilter } from './ListFilters';
import { sampleColumns, type SampleRow, sampleRows } from './sample-rows';

const Table = (props: DataTableProps<SampleRow>) => <DataTable<SampleRow> {...props} />;

const meta = {
  title: 'Site/Admin/Data table',
  component: Table,
  args: {
    caption: 'Sample enquiries',
    columns: sampleColumns,
    rows: sampleRows,
    total: 42,
    page: 1,
    pageSize: 10,
    sort: 'receivedAt',
    dir: 'desc',
    emptyText: 'No enquiries yet.',
    getRowId: (row: SampleRow) => String(row.id),
    onSortChange: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof Table>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: {
    toolbar: (
      <>
        <SearchFilter value="" onSearch={fn()} placeholder="Name or email" />
        <DateRangeFilter from={undefined} to={undefined} onChange={fn()} />
        <CsvExportButton path="Example/List?format=csv" fileName="enquiries.csv" />
      </>
    ),
  },
};
export const Loading: Story = { args: { rows: null } };
export const LoadingNextPage: Story = { args: { loading: true, page: 2 } };
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Failed: Story = { args: { rows: null, error: 'The server could not be reached.' } };
