import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { HANDOFF_OUTCOMES, type HandoffListQuery, type HandoffRow } from '@ohmstead/contracts/chat-analysis';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { CsvExportButton, DateRangeFilter, SearchFilter } from '@/components/admin/data-table/ListFilters';
import { chatAnalysisWords, formatSeconds } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { BackToAnalysis } from './BackToAnalysis';
import type { ListPageState } from '@/lib/use-list-page';
import { formatInstant } from './instants';
import './ChatAnalysis.css';

const t = chatAnalysisWords.handoffList;
const column = createColumnHelper<HandoffRow>();

export interface HandoffsViewProps {
  query: HandoffListQuery;
  update: (changes: Record<string, string | number | undefined>) => void;
  list: ListPageState<HandoffRow>;
  csvPath: string;
  here: string;
}

/** The transcript of a hand-off: its conversation, else the live chat's own record of it. */
const transcriptOf = (row: HandoffRow) =>
  row.conversationId
    ? analysisLink('transcript', {}, { conversation: row.conversationId })
    : row.liveChatId
      ? analysisLink('transcript', {}, { liveChat: row.liveChatId })
      : undefined;

/** Every request for a live agent behind a figure of the analysis, in the shared admin table. */
export function HandoffsView({ query, update, list, csvPath, here }: HandoffsViewProps) {
  const columns = [
    column.accessor('customer', {
      id: 'customer',
      header: t.columns.customer,
      enableSorting: false,
      meta: { rowHeader: true },
    }),
    column.accessor('requestedAt', {
      id: 'requested',
      header: t.columns.requested,
      cell: (info) => <time dateTime={info.getValue()}>{formatInstant(info.getValue())}</time>,
    }),
    column.accessor('bot', {
      id: 'bot',
      header: t.columns.bot,
      enableSorting: false,
      cell: (info) => chatAnalysisWords.botShort[info.getValue()],
    }),
    column.accessor('outcome', {
      id: 'outcome',
      header: t.columns.outcome,
      cell: (info) => chatAnalysisWords.handoffs.outcomes[info.getValue()],
    }),
    column.accessor('agentName', {
      id: 'agent',
      header: t.columns.agent,
      enableSorting: false,
      cell: (info) => info.getValue() ?? '–',
    }),
    column.accessor('acceptSeconds', {
      id: 'accept',
      header: t.columns.accept,
      enableSorting: false,
      cell: (info) => formatSeconds(info.getValue()),
    }),
    column.accessor('firstResponseSeconds', {
      id: 'firstResponse',
      header: t.columns.firstResponse,
      cell: (info) => formatSeconds(info.getValue()),
    }),
    column.accessor('messages', { id: 'messages', header: t.columns.messages, enableSorting: false }),
    column.display({
      id: 'transcript',
      header: t.columns.transcript,
      cell: ({ row: { original: row } }) => {
        const to = transcriptOf(row);
        return to ? (
          <Link
            to={to}
            state={{ back: here }}
            aria-label={t.openLabel(row.customer, formatInstant(row.requestedAt))}
          >
            {t.open}
          </Link>
        ) : (
          t.gone
        );
      },
    }),
  ];
  return (
    <AdminPage title={t.title} intro={t.intro}>
      <BackToAnalysis from={query.from?.toISOString()} to={query.to?.toISOString()} />
      <AdminCard>
        <DataTable<HandoffRow>
          caption={t.caption}
          columns={columns}
          {...pagedTableProps(list, query, update)}
          emptyText={t.none}
          getRowId={(row) => row.id}
          toolbar={
            <>
              <DateRangeFilter
                from={query.from?.toISOString()}
                to={query.to?.toISOString()}
                onChange={(range) => update(range)}
              />
              <SelectFilter
                label={t.outcome}
                value={query.outcome}
                anyLabel={t.anyOutcome}
                options={HANDOFF_OUTCOMES.map((outcome) => ({
                  value: outcome,
                  label: chatAnalysisWords.handoffs.outcomes[outcome],
                }))}
                onChange={(value) => update({ outcome: value })}
              />
              <SearchFilter
                value={query.search ?? ''}
                placeholder={t.searchPlaceholder}
                onSearch={(search) => update({ search })}
              />
              <CsvExportButton path={csvPath} fileName="chat-handoffs.csv" />
            </>
          }
        />
      </AdminCard>
    </AdminPage>
  );
}
