import type { SortDirection } from '@ohmstead/contracts/admin-lists';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { ConfirmDeleteDialog } from '@/components/admin/ConfirmDeleteDialog';
import { CreateBar } from '@/components/admin/CreateBar';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { ScreenNotice } from '@/components/admin/ScreenNotice';
import { SmallButton } from '@/components/admin/SmallButton';
import type { ApiResult } from '@/lib/api';
import type { ListPageState } from '@/lib/use-list-page';
import { EditDialog, type EditFields } from './EditDialog';

/** The words of one catalogue list (ota-words.ts `products`, `components`). */
interface CatalogWords {
  title: string;
  intro: string;
  caption: string;
  none: string;
  create: string;
  createTitle: string;
  editTitle: (code: string) => string;
  deleteTitle: (code: string) => string;
  deleteText: string;
  columns: { actions: string };
}

type Dialog<Row> = { kind: 'create' } | { kind: 'edit'; row: Row } | { kind: 'delete'; row: Row } | null;

interface CatalogListProps<Row extends { id: number; code: string }, S extends z.ZodType> {
  words: CatalogWords;
  /** What a row's Edit and Delete buttons name it by. */
  rowName: (row: Row) => string;
  /** The row's columns before its actions. */
  // TanStack's documented type for columns of mixed value types (see DataTable's `columns`).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  list: ListPageState<Row>;
  query: { page: number; pageSize: number; sort: string; dir: SortDirection };
  update: (changes: Record<string, string | number | undefined>) => void;
  emptyText: string;
  /** The filters, search and export above the table. */
  toolbar: ReactNode;
  schema: S;
  /** The form's first values: the row's when it is edited, else a new one's. */
  initial: (editing: Row | undefined) => Record<string, string>;
  /** Creates (no `id`) or updates the row. */
  save: (body: z.output<S>, id: number | undefined) => Promise<ApiResult<{ message: string }>>;
  remove: (row: Row) => Promise<ApiResult<{ message: string }>>;
  fields: (field: EditFields) => ReactNode;
}

/**
 * One of OTA's catalogue lists (Products, Product Components): the rows in the shared admin table, each
 * with Edit and Delete; Add, Edit (EditDialog) and Delete (after a confirmation) show the server's message
 * above the table and load the list again.
 */
export function CatalogList<Row extends { id: number; code: string }, S extends z.ZodType>({
  words: t,
  rowName,
  columns,
  list,
  query,
  update,
  emptyText,
  toolbar,
  schema,
  initial,
  save,
  remove,
  fields,
}: CatalogListProps<Row, S>) {
  const [dialog, setDialog] = useState<Dialog<Row>>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
    list.retry();
  };
  const actions: ColumnDef<Row> = {
    id: 'actions',
    header: t.columns.actions,
    cell: ({ row: { original: row } }) => (
      <span className="ota__actions">
        <SmallButton aria-label={`Edit ${rowName(row)}`} onClick={() => setDialog({ kind: 'edit', row })}>
          Edit
        </SmallButton>
        <SmallButton
          tone="danger"
          aria-label={`Delete ${rowName(row)}`}
          onClick={() => setDialog({ kind: 'delete', row })}
        >
          Delete
        </SmallButton>
      </span>
    ),
  };
  const editing = dialog?.kind === 'edit' ? dialog.row : undefined;
  return (
    <AdminPage title={t.title} intro={t.intro}>
      {notice && <ScreenNotice notice={notice} onClose={() => setNotice(null)} />}
      <AdminCard>
        <CreateBar label={t.create} onClick={() => setDialog({ kind: 'create' })} />
        <DataTable<Row>
          caption={t.caption}
          columns={[...columns, actions]}
          {...pagedTableProps(list, query, update)}
          emptyText={emptyText}
          getRowId={(row) => String(row.id)}
          toolbar={toolbar}
        />
      </AdminCard>
      {(dialog?.kind === 'create' || editing) && (
        <EditDialog
          title={editing ? t.editTitle(editing.code) : t.createTitle}
          schema={schema}
          initial={initial(editing)}
          save={(body) => save(body, editing?.id)}
          onClose={() => setDialog(null)}
          onSaved={(saved) => done(saved.message)}
          submitLabel={editing ? 'Save' : t.create}
        >
          {fields}
        </EditDialog>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={t.deleteTitle(dialog.row.code)}
          text={t.deleteText}
          deleteLabel="Delete"
          remove={() => remove(dialog.row)}
          onClose={() => setDialog(null)}
          onDeleted={done}
        />
      )}
    </AdminPage>
  );
}
