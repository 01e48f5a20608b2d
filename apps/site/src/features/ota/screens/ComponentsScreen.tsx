import { type Component, componentListQuerySchema, componentRequestSchema } from '@ohmstead/contracts/ota';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback } from 'react';
import { csvExportProps, listFilterProps } from '@/components/admin/data-table/list-filter-props';
import { CsvExportButton, SearchFilter } from '@/components/admin/data-table/ListFilters';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { SelectField } from '@/components/form/SelectField';
import { TextArea } from '@/components/form/TextArea';
import { TextField } from '@/components/form/TextField';
import { useListQuery } from '@/lib/list-query';
import { useListPage } from '@/lib/use-list-page';
import { useLoad } from '@/lib/use-load';
import { COMPONENTS_LIST_PATH, useOtaApi } from '../api/ota-api';
import { CatalogList } from '../components/CatalogList';
import { otaWords } from '../ota-words';
import './ota.css';

const t = otaWords.components;
const column = createColumnHelper<Component>();
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
];

/**
 * OTA → Product Components (/admin/ota/product-components): the modules of each product that run firmware,
 * with their latest release; add, edit, delete (refused while releases exist).
 */
export function ComponentsScreen() {
  const api = useOtaApi();
  const view = useListQuery(componentListQuerySchema);
  const { query, params, update } = view;
  const list = useListPage(api.components, view.apiQuery());
  const filter = listFilterProps(view);
  const products = useLoad(useCallback(() => api.products('pageSize=100&sort=name&dir=asc'), [api]));
  const productOptions = (products.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <CatalogList
      words={t}
      rowName={(component) => `${component.productName} ${component.code}`}
      columns={columns}
      list={list}
      query={query}
      update={update}
      emptyText={params.product || params.search ? 'No components match these filters.' : t.none}
      toolbar={
        <>
          <SelectFilter
            label={t.productFilter}
            anyLabel={t.allProducts}
            options={productOptions}
            {...filter.select('product')}
          />
          <SearchFilter placeholder="Code, name" {...filter.search} />
          <CsvExportButton
            {...csvExportProps(view.apiQuery, COMPONENTS_LIST_PATH, 'product-components.csv')}
          />
        </>
      }
      schema={componentRequestSchema}
      initial={(editing) => ({
        productId: editing
          ? String(editing.productId)
          : (query.product?.toString() ?? productOptions[0]?.value ?? ''),
        code: editing?.code ?? '',
        name: editing?.name ?? '',
        description: editing?.description ?? '',
      })}
      save={(body, id) => api.saveComponent(body, id)}
      remove={(component) => api.deleteComponent(component.id)}
      fields={(field) => (
        <>
          <SelectField label={t.product} required options={productOptions} {...field.bind('productId')} />
          <TextField label={t.code} required {...field.bind('code')} />
          <TextField label={t.name} required {...field.bind('name')} />
          <TextArea label={t.description} {...field.bind('description')} />
        </>
      )}
    />
  );
}
