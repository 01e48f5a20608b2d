import { createColumnHelper } from '@tanstack/react-table';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ENQUIRY_CHANNELS } from '@ohmstead/contracts/inquiries';
import {
  isTicketStaff,
  TICKET_STATUSES,
  ticketListQuerySchema,
  type TicketRow,
} from '@ohmstead/contracts/tickets-admin';
import { AdminCard, AdminPage } from '../../../components/admin/AdminPage';
import { DataTable } from '../../../components/admin/data-table/DataTable';
import {
  CsvExportButton,
  DateRangeFilter,
  SearchFilter,
} from '../../../components/admin/data-table/ListFilters';
import { formatDateTime } from '../../../lib/date-time';
import { useListQuery } from '../../../lib/list-query';
import { useSession } from '../../../lib/session';
import { useListPage } from '../../../lib/use-list-page';
import { TICKETS_PATH, useTicketsApi } from '../api/tickets-api';
import { StatusBadge } from '../components/StatusBadge';
import { SUPPORT_TICKETS_PATH, ticketPath } from '../paths';
import { channelWords, statusWords, ticketsWords as t } from '../tickets-words';
import { TicketDetailView } from './TicketDetailView';
import './tickets.css';

const column = createColumnHelper<TicketRow>();

/**
 * Support Tickets (/admin/jira/st-ticket-list; Customer and Manager, spec/03 §6): a Manager sees every
 * ticket the website made, a Customer their own (the server decides); paged, sorted and filtered on the
 * server with the view in the URL. /admin/jira/st-ticket-list/{key} is one ticket.
 */
export function SupportTicketsScreen() {
  const { pathname } = useLocation();
  const detail = new RegExp(`^${SUPPORT_TICKETS_PATH}/([A-Z][A-Z0-9_]*-\\d+)$`).exec(
    pathname.replace(/\/+$/, ''),
  );
  return detail ? <TicketDetailView ticketKey={detail[1]!} /> : <TicketList />;
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
  column.accessor('channel', {
    id: 'channel',
    header: t.columns.channel,
    enableSorting: false,
    cell: (info) => channelWords[info.getValue()],
  }),
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
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
  }),
  column.accessor('updatedAt', {
    id: 'updatedAt',
    header: t.columns.updatedAt,
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
  }),
];

function TicketList() {
  const api = useTicketsApi();
  const user = useSession();
  const staff = isTicketStaff(user?.roles ?? []);
  const { query, update, apiQuery } = useListQuery(ticketListQuerySchema);
  const list = useListPage(api.list, apiQuery());
  const statusId = useId();
  const channelId = useId();
  const assigneeId = useId();

  return (
    <AdminPage title={t.title} intro={staff ? t.introStaff : t.introCustomer}>
      <AdminCard>
        <DataTable<TicketRow>
          caption={t.caption}
          columns={columns}
          rows={list.page?.items ?? null}
          total={list.page?.total ?? 0}
          page={query.page}
          pageSize={query.pageSize}
          sort={query.sort}
          dir={query.dir}
          loading={list.loading}
          error={list.error}
          onRetry={list.retry}
          onSortChange={(sort, dir) => update({ sort, dir })}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pageSize) => update({ pageSize })}
          emptyText={staff ? t.empty : t.emptyCustomer}
          getRowId={(row) => row.key}
          toolbar={
            <>
              <span className="list-filter">
                <label htmlFor={statusId}>{t.status}</label>
                <select
                  id={statusId}
                  value={query.status ?? ''}
                  onChange={(event) => update({ status: event.target.value })}
                >
                  <option value="">{t.allStatuses}</option>
                  {TICKET_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {statusWords[status]}
                    </option>
                  ))}
                </select>
              </span>
              <span className="list-filter">
                <label htmlFor={channelId}>{t.channel}</label>
                <select
                  id={channelId}
                  value={query.channel ?? ''}
                  onChange={(event) => update({ channel: event.target.value })}
                >
                  <option value="">{t.allChannels}</option>
                  {ENQUIRY_CHANNELS.map((channel) => (
                    <option key={channel} value={channel}>
                      {channelWords[channel]}
                    </option>
                  ))}
                </select>
              </span>
              {staff && (
                <span className="list-filter">
                  <label htmlFor={assigneeId}>{t.assignee}</label>
                  <select
                    id={assigneeId}
                    value={query.assignee ?? ''}
                    onChange={(event) => update({ assignee: event.target.value })}
                  >
                    <option value="">{t.anyone}</option>
                    <option value="me">{t.me}</option>
                    <option value="none">{t.nobody}</option>
                  </select>
                </span>
              )}
              <DateRangeFilter
                from={query.from?.toISOString()}
                to={query.to?.toISOString()}
                onChange={update}
              />
              <SearchFilter
                value={query.search ?? ''}
                placeholder={t.searchPlaceholder}
                onSearch={(text) => update({ search: text })}
              />
              <CsvExportButton
                path={`${TICKETS_PATH}?${apiQuery({ format: 'csv' })}`}
                fileName="support-tickets.csv"
              />
            </>
          }
        />
      </AdminCard>
    </AdminPage>
  );
}
