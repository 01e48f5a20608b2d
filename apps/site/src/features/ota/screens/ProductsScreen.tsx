import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { productListQuerySchema, productRequestSchema, type Product } from '@ohmstead/contracts/ota';
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
import { PRODUCTS_LIST_PATH, useOtaApi } from '../api/ota-api';
import { EditDialog } from '../components/EditDialog';
import { otaWords, productKindOptions } from '../ota-words';
import './ota.css';
import { SmallButton } from '@/components/admin/SmallButton';

const t = otaWords.products;
const column = createColumnHelper<Product>();
const kindLabel = (kind: Product['kind']) =>
  productKindOptions.find((option) => option.value === kind)?.label ?? kind;
type Dialog =
  { kind: 'create' } | { kind: 'edit'; product: Product } | { kind: 'delete'; product: Product } | null;

/** OTA → Products (/admin/ota/products; SuperAdmin, Admin, Manager): the models, paged on the server; add, edit, delete. */
export function ProductsScreen() {
  const api = useOtaApi();
  const { query, params, update, apiQuery } = useListQuery(productListQuerySchema);
  const list = useListPage(api.products, apiQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
    list.retry();
  };
  const columns = [
    column.accessor('code', { id: 'code', header: t.columns.code, meta: { rowHeader: true } }),
    column.accessor('name', { id: 'name', header: t.columns.name }),
    column.accessor('kind', {
      id: 'kind',
      header: t.columns.kind,
      cell: (info) => kindLabel(info.getValue()),
    }),
    column.accessor('ratedPowerKw', {
      id: 'power',
      header: t.columns.power,
      enableSorting: false,
      cell: (info) => `${info.getValue()} kW`,
    }),
    column.accessor('components', { id: 'components', header: t.columns.components, enableSorting: false }),
    column.accessor('devices', { id: 'devices', header: t.columns.devices }),
    column.display({
      id: 'actions',
      header: t.columns.actions,
      cell: ({ row: { original: product } }) => (
        <span className="ota__actions">
          <SmallButton
            aria-label={`Edit ${product.code}`}
            onClick={() => setDialog({ kind: 'edit', product })}
          >
            Edit
          </SmallButton>
          <SmallButton
            tone="danger"
            aria-label={`Delete ${product.code}`}
            onClick={() => setDialog({ kind: 'delete', product })}
          >
            Delete
          </SmallButton>
        </span>
      ),
    }),
  ];
  const filtered = Boolean(params.kind || params.search);
  const editing = dialog?.kind === 'edit' ? dialog.product : undefined;
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
        <DataTable<Product>
          caption={t.caption}
          columns={columns}
          {...pagedTableProps(list, query, update)}
          emptyText={filtered ? 'No products match these filters.' : t.none}
          getRowId={(product) => String(product.id)}
          toolbar={
            <>
              <SelectFilter
                label={t.kindFilter}
                value={query.kind}
                anyLabel={t.allKinds}
                options={productKindOptions}
                onChange={(kind) => update({ kind })}
              />
              <SearchFilter
                value={query.search ?? ''}
                placeholder="Code, name"
                onSearch={(search) => update({ search })}
              />
              <CsvExportButton
                path={`${PRODUCTS_LIST_PATH}?${apiQuery({ format: 'csv' })}`}
                fileName="products.csv"
              />
            </>
          }
        />
      </AdminCard>
      {(dialog?.kind === 'create' || editing) && (
        <EditDialog
          title={editing ? t.editTitle(editing.code) : t.createTitle}
          schema={productRequestSchema}
          initial={{
            code: editing?.code ?? '',
            name: editing?.name ?? '',
            kind: editing?.kind ?? 'power-router',
            ratedPowerKw: editing ? String(editing.ratedPowerKw) : '',
            description: editing?.description ?? '',
          }}
          save={(body) => api.saveProduct(body, editing?.id)}
          onClose={() => setDialog(null)}
          onSaved={(saved) => done(saved.message)}
          submitLabel={editing ? 'Save' : t.create}
        >
          {(field) => (
            <>
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
              <SelectField
                label={t.kind}
                required
                options={productKindOptions}
                value={field.value('kind')}
                onChange={(e) => field.set('kind', e.target.value)}
              />
              <TextField
                label={t.power}
                required
                inputMode="decimal"
                value={field.value('ratedPowerKw')}
                error={field.error('ratedPowerKw')}
                onChange={(e) => field.set('ratedPowerKw', e.target.value)}
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
          title={t.deleteTitle(dialog.product.code)}
          text={t.deleteText}
          deleteLabel="Delete"
          remove={() => api.deleteProduct(dialog.product.id)}
          onClose={() => setDialog(null)}
          onDeleted={done}
        />
      )}
    </AdminPage>
  );
}
