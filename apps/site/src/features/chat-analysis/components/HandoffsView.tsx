import { HANDOFF_OUTCOMES, type HandoffListQuery, type HandoffRow } from '@ohmstead/contracts/chat-analysis';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { dateTimeCell } from '@/components/admin/data-table/date-time-cell';
import { labelledOptions, listFilterProps } from '@/components/admin/data-table/list-filter-props';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { formatDateTime } from '@/lib/date-time';
import { chatAnalysisWords, formatSeconds } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { DrillDownList, type DrillDownViewProps } from './DrillDownList';

const t = chatAnalysisWords.handoffList;
const column = createColumnHelper<HandoffRow>();

export type HandoffsViewProps = DrillDownViewProps<HandoffListQuery, HandoffRow>;

/** The transcript of a hand-off: its conversation, else the live chat's own record of it. */
const transcriptOf = (row: HandoffRow) =>
  row.conversationId
    ? analysisLink('transcript', {}, { conversation: row.conversationId })
    : row.liveChatId
      ? analysisLink('transcript', {}, { liveChat: row.liveChatId })
      : undefined;

/** Every request for a live agent behind a figure of the analysis, in the shared admin table. */
export function HandoffsView({ here, ...view }: HandoffsViewProps) {
  const filter = listFilterProps(view);
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
      cell: dateTimeCell,
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
            aria-label={t.openLabel(row.customer, formatDateTime(row.requestedAt))}
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
    <DrillDownList
      words={t}
      columns={columns}
      csvFileName="chat-handoffs.csv"
      {...view}
      filters={
        <SelectFilter
          label={t.outcome}
          anyLabel={t.anyOutcome}
          options={labelledOptions(HANDOFF_OUTCOMES, chatAnalysisWords.handoffs.outcomes)}
          {...filter.select('outcome')}
        />
      }
    />
  );
}
