import {
  QUOTE_STATUSES,
  quoteListQuerySchema,
  type QuoteRow,
  type QuoteStatus,
} from '@ohmstead/contracts/inquiries';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { AttachmentList } from '@/components/admin/AttachmentList';
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
import { ScreenNotice } from '@/components/admin/ScreenNotice';
import { formatDateTime } from '@/lib/date-time';
import { useListQuery } from '@/lib/list-query';
import type { Outcome } from '@/lib/outcome';
import { useListPage } from '@/lib/use-list-page';
import { QUOTES_PATH, useInquiriesApi } from '../api/inquiries-api';
import { inquiriesWords, quoteStatusWords, quotesWords as t } from '../inquiries-words';
import { inquiryPath } from '../paths';
import './inquiries.css';

const column = createColumnHelper<QuoteRow>();

/** Sets a request's status from its row; given by the screen to the rows' status controls. */
const SetStatusContext = createContext<(row: QuoteRow, status: QuoteStatus) => Promise<void>>(async () => {});

/** A request's status, set from the list: who set it and when show under it. */
function StatusControl({ row }: { row: QuoteRow }) {
  const onSet = useContext(SetStatusContext);
  const id = useId();
  const [saving, setSaving] = useState(false);
  return (
    <div className="quote-requests__status">
      <label htmlFor={id} className="visually-hidden">
        {t.statusOf(row.name)}
      </label>
      <select
        id={id}
        value={row.status}
        disabled={saving}
        aria-busy={saving || undefined}
        onChange={(event) => {
          setSaving(true);
          void onSet(row, event.target.value as QuoteStatus).finally(() => setSaving(false));
        }}
      >
        {QUOTE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {quoteStatusWords[status]}
          </option>
        ))}
      </select>
      {row.statusSetBy && row.statusSetAt && (
        <p className="quote-requests__set-by">{t.setBy(row.statusSetBy, formatDateTime(row.statusSetAt))}</p>
      )}
    </div>
  );
}

/** A request's files, each a download with the signed-in user's token. */
function QuoteFiles({ row }: { row: QuoteRow }) {
  const api = useInquiriesApi();
  const d = inquiriesWords.detail;
  return (
    <AttachmentList
      attachments={row.attachments}
      download={(file) => api.attachment(file.id)}
      words={{ none: t.noFiles, download: d.download, downloadFailed: d.downloadFailed }}
    />
  );
}

/** Stable across renders: a cell that changed would remount its controls and lose the keyboard focus. */
const columns = [
  column.accessor('name', {
    id: 'name',
    header: t.columns.name,
    meta: { rowHeader: true },
    cell: ({ row: { original } }) => <Link to={inquiryPath(original.id)}>{original.name}</Link>,
  }),
  column.accessor('company', { id: 'company', header: t.columns.company }),
  channelColumn<QuoteRow>(t.columns.channel),
  column.display({
    id: 'request',
    header: t.columns.request,
    cell: ({ row: { original } }) => (
      <div className="quote-requests__request">
        {original.serialNumber && <p className="quote-requests__serial">{t.serial(original.serialNumber)}</p>}
        <p className="quote-requests__message">{original.message || '–'}</p>
      </div>
    ),
  }),
  column.display({
    id: 'files',
    header: t.columns.files,
    cell: ({ row: { original } }) => <QuoteFiles row={original} />,
  }),
  column.accessor('status', {
    id: 'status',
    header: t.columns.status,
    cell: ({ row: { original } }) => <StatusControl row={original} />,
  }),
  column.accessor('receivedAt', {
    id: 'receivedAt',
    header: t.columns.receivedAt,
    cell: dateTimeCell,
  }),
];

/**
 * Quote Request Summary (/admin/quote-request-summary; SuperAdmin, Admin, Manager): enquiries whose topic
 * asks for a quote and every equipment-images form from the chat, with their files; staff set the status
 * (new, quoted, closed) in the row, and who set it and when is kept.
 */
export function QuoteRequestsScreen() {
  const api = useInquiriesApi();
  const view = useListQuery(quoteListQuerySchema);
  const { query, update } = view;
  const list = useListPage(api.quotes, view.apiQuery());
  const filter = listFilterProps(view);
  const [notice, setNotice] = useState<Outcome>(null);
  const setStatus = async (row: QuoteRow, status: QuoteStatus) => {
    setNotice(null);
    const result = await api.setQuoteStatus(row.id, status);
    if (!result.ok) return setNotice({ tone: 'error', message: t.saveFailed(result.message) });
    const { statusSetBy, statusSetAt } = result.data;
    list.setPage((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.id === row.id ? { ...item, status: result.data.status, statusSetBy, statusSetAt } : item,
      ),
    }));
    setNotice({ tone: 'success', message: t.saved(row.name, quoteStatusWords[result.data.status]) });
  };

  return (
    <AdminPage title={t.title} intro={t.intro}>
      <AdminCard>
        <SetStatusContext value={setStatus}>
          {notice && <ScreenNotice notice={notice} onClose={() => setNotice(null)} />}
          <DataTable<QuoteRow>
            caption={t.caption}
            columns={columns}
            {...pagedTableProps(list, query, update)}
            emptyText={t.empty}
            getRowId={(row) => String(row.id)}
            toolbar={
              <>
                <SelectFilter
                  label={t.status}
                  anyLabel={t.allStatuses}
                  options={labelledOptions(QUOTE_STATUSES, quoteStatusWords)}
                  {...filter.select('status')}
                />
                <ChannelFilter {...filter.select('channel')} />
                <DateRangeFilter {...filter.dateRange} />
                <SearchFilter placeholder={t.searchPlaceholder} {...filter.search} />
                <CsvExportButton {...csvExportProps(view.apiQuery, QUOTES_PATH, 'quote-requests.csv')} />
              </>
            }
          />
        </SetStatusContext>
      </AdminCard>
    </AdminPage>
  );
}
