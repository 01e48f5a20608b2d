import { type Product, productListQuerySchema, productRequestSchema } from '@ohmstead/contracts/ota';
import { createColumnHelper } from '@tanstack/react-table';
import { csvExportProps, listFilterProps } from '@/components/admin/data-table/list-filter-props';
import { CsvExportButton, SearchFilter } from '@/components/admin/data-table/ListFilters';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { SelectField } from '@/components/form/SelectField';
import { TextArea } from '@/components/form/TextArea';
import { TextField } from '@/components/form/TextField';
import { useListQuery } from '@/lib/list-query';
import { useListPage } from '@/lib/use-list-page';
import { PRODUCTS_LIST_PATH, useOtaApi } from '../api/ota-api';
import { CatalogList } from '../components/CatalogList';
import { otaWords, productKindOptions } from '../ota-words';
import './ota.css';

const t = otaWords.products;
const column = createColumnHelper<Product>();
const kindLabel = (kind: Product['kind']) =>
  productKindOptions.find((option) => option.value === kind)?.label ?? kind;
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
];

/** OTA → Products (/admin/ota/products; SuperAdmin, Admin, Manager): the models, paged on the server; add, edit, delete. */
export function ProductsScreen() {
  const api = useOtaApi();
  const view = useListQuery(productListQuerySchema);
  const { query, params, update } = view;
  const list = useListPage(api.products, view.apiQuery());
  const filter = listFilterProps(view);
  return (
    <CatalogList
      words={t}
      rowName={(product) => product.code}
      columns={columns}
      list={list}
      query={query}
      update={update}
      emptyText={params.kind || params.search ? 'No products match these filters.' : t.none}
      toolbar={
        <>
          <SelectFilter
            label={t.kindFilter}
            anyLabel={t.allKinds}
            options={productKindOptions}
            {...filter.select('kind')}
          />
          <SearchFilter placeholder="Code, name" {...filter.search} />
          <CsvExportButton {...csvExportProps(view.apiQuery, PRODUCTS_LIST_PATH, 'products.csv')} />
        </>
      }
      schema={productRequestSchema}
      initial={(editing) => ({
        code: editing?.code ?? '',
        name: editing?.name ?? '',
        kind: editing?.kind ?? 'power-router',
        ratedPowerKw: editing ? String(editing.ratedPowerKw) : '',
        description: editing?.description ?? '',
      })}
      save={(body, id) => api.saveProduct(body, id)}
      remove={(product) => api.deleteProduct(product.id)}
      fields={(field) => (
        <>
          <TextField label={t.code} required {...field.bind('code')} />
          <TextField label={t.name} required {...field.bind('name')} />
          <SelectField label={t.kind} required options={productKindOptions} {...field.bind('kind')} />
          <TextField label={t.power} required inputMode="decimal" {...field.bind('ratedPowerKw')} />
          <TextArea label={t.description} {...field.bind('description')} />
        </>
      )}
    />
  );
}
