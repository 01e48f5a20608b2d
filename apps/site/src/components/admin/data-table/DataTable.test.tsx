import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './DataTable';
import { sampleColumns, type SampleRow, sampleRows } from './sample-rows';

afterEach(cleanup);

const renderTable = (props: Partial<DataTableProps<SampleRow>> = {}) => {
  const handlers = { onSortChange: vi.fn(), onPageChange: vi.fn(), onPageSizeChange: vi.fn() };
  render(
    <DataTable<SampleRow>
      caption="Sample enquiries"
      columns={sampleColumns}
      rows={sampleRows}
      total={42}
      page={1}
      pageSize={10}
      sort="receivedAt"
      dir="desc"
      emptyText="No enquiries yet."
      getRowId={(row) => String(row.id)}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
};

describe('the admin table', () => {
  it('shows one page, says which rows of how many, and announces the sort', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Sample enquiries' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('status').textContent).toBe('Showing 1–10 of 42');
    expect(screen.getByRole('columnheader', { name: /Received/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();
  });

  it('sorts by a header button, the other way round when already sorted by it', async () => {
    const { onSortChange } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: /Received/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('receivedAt', 'asc');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'desc');
    // A column the server cannot sort by has no button.
    expect(screen.queryByRole('button', { name: /Email/ })).toBeNull();
  });

  it('pages and changes the page size from the keyboard', async () => {
    const { onPageChange, onPageSizeChange } = renderTable({ page: 2 });
    await userEvent.tab();
    screen.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(onPageSizeChange).toHaveBeenLastCalledWith(50);
  });

  it('cannot page before the first or after the last page', () => {
    renderTable({ page: 5 });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderTable({ page: 1 });
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when there is nothing to show', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByRole('cell', { name: 'No enquiries yet.' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No rows');
  });

  it('says it is loading before the first answer, and why it failed, with a retry', async () => {
    const onRetry = vi.fn();
    renderTable({ rows: null, error: 'The server is down.', onRetry });
    expect(screen.getByText(/The server is down\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
