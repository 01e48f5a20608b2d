import {
  isTicketStaff,
  TICKET_STATUSES,
  ticketListQuerySchema,
  type TicketRow,
} from '@ohmstead/contracts/tickets-admin';
import { createColumnHelper } from '@tanstack/react-table';
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
import { useSession } from '@/lib/session';
import { useDetailSegment } from '@/lib/use-detail-segment';
import { useListPage } from '@/lib/use-list-page';
import { TICKETS_PATH, useTicketsApi } from '../api/tickets-api';
import { StatusBadge } from '../components/StatusBadge';
import { SUPPORT_TICKETS_PATH, ticketPath } from '../paths';
import { statusWords, ticketsWords as t } from '../tickets-words';
import { TicketDetailView } from './TicketDetailView';
import './tickets.css';

const column = createColumnHelper<TicketRow>();

/**
 * Support Tickets (/admin/jira/st-ticket-list; Customer and Manager, docs/product.md §3.6): a Manager sees every
 * ticket the website made, a Customer their own (the server decides); paged, sorted and filtered on the
 * server with the view in the URL. /admin/jira/st-ticket-list/{key} is one ticket.
 */
export function SupportTicketsScreen() {
  const key = useDetailSegment(SUPPORT_TICKETS_PATH, '[A-Z][A-Z0-9_]*-\\d+');
  return key ? <TicketDetailView ticketKey={key} /> : <TicketList />;
}

/** A ticket's key, opening it (the list's view goes along), and its summary. */
function KeyLink({ row }: { row: TicketRow }) {
  const { search } = useLocation();
  return (
    <span className="ticket-list__key">
      <Link to={ticketPath(row.key)} state={{ listSearch: search }}>
        {row.key}
      </Link>
      <span className="ticket-list__summary">{row.summary}</span>
    </span>
  );
}

/** Stable across renders: a cell that changed would remount and lose the keyboard focus. */
const columns = [
  column.accessor('key', {
    id: 'key',
    header: t.columns.key,
    meta: { rowHeader: true },
    cell: ({ row: { original } }) => <KeyLink row={original} />,
  }),
  column.accessor('reporterName', {
    id: 'reporter',
    header: t.columns.reporter,
    cell: ({ row: { original } }) => (
      <span className="ticket-list__reporter">
        {original.reporterName || '–'}
        <span className="ticket-list__email">{original.reporterEmail}</span>
      </span>
    ),
  }),
  channelColumn<TicketRow>(t.columns.channel),
  column.accessor('status', {
    id: 'status',
    header: t.columns.status,
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  column.accessor('assignee', {
    id: 'assignee',
    header: t.columns.assignee,
    enableSorting: false,
    cell: (info) => info.getValue()?.name ?? t.unassigned,
  }),
  column.accessor('createdAt', {
    id: 'createdAt',
    header: t.columns.createdAt,
    cell: dateTimeCell,
  }),
  column.accessor('updatedAt', {
    id: 'updatedAt',
    header: t.columns.updatedAt,
    cell: dateTimeCell,
  }),
];

function TicketList() {
  const api = useTicketsApi();
  const user = useSession();
  const staff = isTicketStaff(user?.roles ?? []);
  const view = useListQuery(ticketListQuerySchema);
  const { query, update } = view;
  const list = useListPage(api.list, view.apiQuery());
  const filter = listFilterProps(view);

  return (
    <AdminPage title={t.title} intro={staff ? t.introStaff : t.introCustomer}>
      <AdminCard>
        <DataTable<TicketRow>
          caption={t.caption}
          columns={columns}
          {...pagedTableProps(list, query, update)}
          emptyText={staff ? t.empty : t.emptyCustomer}
          getRowId={(row) => row.key}
          toolbar={
            <>
              <SelectFilter
                label={t.status}
                anyLabel={t.allStatuses}
                options={labelledOptions(TICKET_STATUSES, statusWords)}
                {...filter.select('status')}
              />
              <ChannelFilter {...filter.select('channel')} />
              {staff && (
                <SelectFilter
                  label={t.assignee}
                  anyLabel={t.anyone}
                  options={[
                    { value: 'me', label: t.me },
                    { value: 'none', label: t.nobody },
                  ]}
                  {...filter.select('assignee')}
                />
              )}
              <DateRangeFilter {...filter.dateRange} />
              <SearchFilter placeholder={t.searchPlaceholder} {...filter.search} />
              <CsvExportButton {...csvExportProps(view.apiQuery, TICKETS_PATH, 'support-tickets.csv')} />
            </>
          }
        />
      </AdminCard>
    </AdminPage>
  );
}
