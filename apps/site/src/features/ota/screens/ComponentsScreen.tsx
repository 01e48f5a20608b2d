import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { componentListQuerySchema, componentRequestSchema, type Component } from '@ohmstead/contracts/ota';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { ConfirmDeleteDialog } from '@/components/admin/ConfirmDeleteDialog';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { CsvExportButton, SearchFilter } from '@/components/admin/data-table/ListFilters';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField } from '@/components/form/SelectField';
import { TextArea } from '@/components/form/TextArea';
import { TextField } from '@/components/form/TextField';
import { useListQuery } from '@/lib/list-query';
import { useListPage } from '@/lib/use-list-page';
import { useLoad } from '@/lib/use-load';
import { COMPONENTS_LIST_PATH, useOtaApi } from '../api/ota-api';
import { EditDialog } from '../components/EditDialog';
import { otaWords } from '../ota-words';
import './ota.css';
import { SmallButton } from '@/components/admin/SmallButton';

const t = otaWords.components;
const column = createColumnHelper<Component>();
type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; component: Component }
  | { kind: 'delete'; component: Component }
  | null;

/**
 * OTA → Product Components (/admin/ota/product-components): the modules of each product that run firmware,
 * with their latest release; add, edit, delete (refused while releases exist).
 */
export function ComponentsScreen() {
  const api = useOtaApi();
  const { query, params, update, apiQuery } = useListQuery(componentListQuerySchema);
  const list = useListPage(api.components, apiQuery());
  const products = useLoad(useCallback(() => api.products('pageSize=100&sort=name&dir=asc'), [api]));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const productOptions = (products.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
    list.retry();
  };
  const columns = [
    column.accessor('productName', { id: 'product', header: t.columns.product }),
    column.accessor('code', { id: 'code', header: t.columns.code, meta: { rowHeader: true } }),
    column.accessor('name', { id: 'name', header: t.columns.name }),
    column.accessor('latestVersion', {
      id: 'latest',
      header: t.columns.latest,
      enableSorting: false,
      cell: (info) => info.getValue() ?? '–',
    }),
    column.accessor('releases', { id: 'releases', header: t.columns.releases, enableSorting: false }),
    column.display({
      id: 'actions',
      header: t.columns.actions,
      cell: ({ row: { original: component } }) => (
        <span className="ota__actions">
          <SmallButton
            aria-label={`Edit ${component.productName} ${component.code}`}
            onClick={() => setDialog({ kind: 'edit', component })}
          >
            Edit
          </SmallButton>
          <SmallButton
            tone="danger"
            aria-label={`Delete ${component.productName} ${component.code}`}
            onClick={() => setDialog({ kind: 'delete', component })}
          >
            Delete
          </SmallButton>
        </span>
      ),
    }),
  ];
  const editing = dialog?.kind === 'edit' ? dialog.component : undefined;
  return (
    <AdminPage title={t.title} intro={t.intro}>
      {notice && (
        <FormAlert tone="success" onClose={() => setNotice(null)}>
          {notice}
        </FormAlert>
      )}
      <AdminCard>
        <div className="ota__toolbar">
          <button type="button" className="admin-button" onClick={() => setDialog({ kind: 'create' })}>
            {t.create}
          </button>
        </div>
        <DataTable<Component>
          caption={t.caption}
          columns={columns}
          {...pagedTableProps(list, query, update)}
          emptyText={params.product || params.search ? 'No components match these filters.' : t.none}
          getRowId={(component) => String(component.id)}
          toolbar={
            <>
              <SelectFilter
                label={t.productFilter}
                value={query.product?.toString()}
                anyLabel={t.allProducts}
                options={productOptions}
                onChange={(product) => update({ product })}
              />
              <SearchFilter
                value={query.search ?? ''}
                placeholder="Code, name"
                onSearch={(search) => update({ search })}
              />
              <CsvExportButton
                path={`${COMPONENTS_LIST_PATH}?${apiQuery({ format: 'csv' })}`}
                fileName="product-components.csv"
              />
            </>
          }
        />
      </AdminCard>
      {(dialog?.kind === 'create' || editing) && (
        <EditDialog
          title={editing ? t.editTitle(editing.code) : t.createTitle}
          schema={componentRequestSchema}
          initial={{
            productId: editing
              ? String(editing.productId)
              : (query.product?.toString() ?? productOptions[0]?.value ?? ''),
            code: editing?.code ?? '',
            name: editing?.name ?? '',
            description: editing?.description ?? '',
          }}
          save={(body) => api.saveComponent(body, editing?.id)}
          onClose={() => setDialog(null)}
          onSaved={(saved) => done(saved.message)}
          submitLabel={editing ? 'Save' : t.create}
        >
          {(field) => (
            <>
              <SelectField
                label={t.product}
                required
                options={productOptions}
                value={field.value('productId')}
                error={field.error('productId')}
                onChange={(e) => field.set('productId', e.target.value)}
              />
              <TextField
                label={t.code}
                required
                value={field.value('code')}
                error={field.error('code')}
                onChange={(e) => field.set('code', e.target.value)}
              />
              <TextField
                label={t.name}
                required
                value={field.value('name')}
                error={field.error('name')}
                onChange={(e) => field.set('name', e.target.value)}
              />
              <TextArea
                label={t.description}
                value={field.value('description')}
                error={field.error('description')}
                onChange={(e) => field.set('description', e.target.value)}
              />
            </>
          )}
        </EditDialog>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={t.deleteTitle(dialog.component.code)}
          text={t.deleteText}
          deleteLabel="Delete"
          remove={() => api.deleteComponent(dialog.component.id)}
          onClose={() => setDialog(null)}
          onDeleted={done}
        />
      )}
    </AdminPage>
  );
}
