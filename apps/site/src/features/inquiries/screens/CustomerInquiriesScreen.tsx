import { ENQUIRY_TOPICS } from '@ohmstead/contracts/enquiry-topics';
import { inquiryListQuerySchema, type InquiryRow } from '@ohmstead/contracts/inquiries';
import { createColumnHelper } from '@tanstack/react-table';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { channelColumn } from '@/components/admin/data-table/channel-column';
import { ChannelFilter } from '@/components/admin/data-table/ChannelFilter';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { dateTimeCell } from '@/components/admin/data-table/date-time-cell';
import {
  csvExportProps,
  labelledOptions,
  listFilterProps,
} from '@/components/admin/data-table/list-filter-props';
import { CsvExportButton, DateRangeFilter, SearchFilter } from '@/components/admin/data-table/ListFilters';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { useListQuery } from '@/lib/list-query';
import { useDetailSegment } from '@/lib/use-detail-segment';
import { useListPage } from '@/lib/use-list-page';
import { INQUIRIES_PATH, useInquiriesApi } from '../api/inquiries-api';
import { LegSummary } from '../components/LegSummary';
import { inquiriesWords as t, topicWords } from '../inquiries-words';
import { CUSTOMER_INQUIRIES_PATH, inquiryPath } from '../paths';
import { InquiryDetailView } from './InquiryDetailView';
import './inquiries.css';

const column = createColumnHelper<InquiryRow>();

/**
 * Customer Inquiries (/admin/customer-inquiries; SuperAdmin, Admin, Manager): every enquiry with the
 * outcome of its mail, ticket and lead, paged, sorted and filtered on the server with the view in the URL;
 * /admin/customer-inquiries/{id} is one enquiry, where a failed leg is tried again.
 */
export function CustomerInquiriesScreen() {
  const id = useDetailSegment(CUSTOMER_INQUIRIES_PATH, '\\d+');
  return id ? <InquiryDetailView id={Number(id)} /> : <InquiryList />;
}

/** An enquiry's name, opening it; the list's view goes along so Back returns to it. */
function NameLink({ row }: { row: InquiryRow }) {
  const { search } = useLocation();
  return (
    <Link to={inquiryPath(row.id)} state={{ listSearch: search }}>
      {row.name}
    </Link>
  );
}

/** Stable across renders: a cell that changed would remount and lose the keyboard focus. */
const columns = [
  column.accessor('name', {
    id: 'name',
    header: t.columns.name,
    meta: { rowHeader: true },
    cell: ({ row: { original } }) => <NameLink row={original} />,
  }),
  column.accessor('company', { id: 'company', header: t.columns.company }),
  column.accessor('email', { id: 'email', header: t.columns.email }),
  channelColumn<InquiryRow>(t.columns.channel),
  column.accessor('topic', {
    id: 'topic',
    header: t.columns.topic,
    enableSorting: false,
    cell: (info) => topicWords[info.getValue()],
  }),
  column.display({
    id: 'legs',
    header: t.columns.legs,
    cell: ({ row: { original } }) => <LegSummary row={original} />,
  }),
  column.accessor('receivedAt', {
    id: 'receivedAt',
    header: t.columns.receivedAt,
    cell: dateTimeCell,
  }),
];

function InquiryList() {
  const api = useInquiriesApi();
  const view = useListQuery(inquiryListQuerySchema);
  const { query, update } = view;
  const list = useListPage(api.list, view.apiQuery());
  const filter = listFilterProps(view);
  const failedId = useId();

  return (
    <AdminPage title={t.title} intro={t.intro}>
      <AdminCard>
        <DataTable<InquiryRow>
          caption={t.caption}
          columns={columns}
          {...pagedTableProps(list, query, update)}
          emptyText={t.empty}
          getRowId={(row) => String(row.id)}
          toolbar={
            <>
              <ChannelFilter {...filter.select('channel')} />
              <SelectFilter
                label={t.topic}
                anyLabel={t.allTopics}
                options={labelledOptions(ENQUIRY_TOPICS, topicWords)}
                {...filter.select('topic')}
              />
              <span className="list-filter list-filter--check">
                <input
                  id={failedId}
                  type="checkbox"
                  checked={query.legs === 'failed'}
                  onChange={(event) => update({ legs: event.target.checked ? 'failed' : undefined })}
                />
                <label htmlFor={failedId}>{t.failedOnly}</label>
              </span>
              <DateRangeFilter {...filter.dateRange} />
              <SearchFilter placeholder={t.searchPlaceholder} {...filter.search} />
              <CsvExportButton {...csvExportProps(view.apiQuery, INQUIRIES_PATH, 'customer-inquiries.csv')} />
            </>
          }
        />
      </AdminCard>
    </AdminPage>
  );
}
