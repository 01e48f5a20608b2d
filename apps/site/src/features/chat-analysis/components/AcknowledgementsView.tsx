import type { AcknowledgementListQuery, AcknowledgementRow } from '@ohmstead/contracts/chat-analysis';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { dateTimeCell } from '@/components/admin/data-table/date-time-cell';
import { SmallButton } from '@/components/admin/SmallButton';
import { chatAnalysisWords } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { DrillDownList, type DrillDownViewProps } from './DrillDownList';

const t = chatAnalysisWords.acknowledgementList;
const column = createColumnHelper<AcknowledgementRow>();

export type AcknowledgementsViewProps = DrillDownViewProps<AcknowledgementListQuery, AcknowledgementRow>;

/** Who acknowledged the safety instructions, behind a figure of the analysis. */
export function AcknowledgementsView({ here, ...view }: AcknowledgementsViewProps) {
  const { query, update } = view;
  const columns = [
    column.accessor('userName', { id: 'userName', header: t.columns.userName, meta: { rowHeader: true } }),
    column.accessor('name', { id: 'name', header: t.columns.name, enableSorting: false }),
    column.accessor('version', { id: 'version', header: t.columns.version }),
    column.accessor('acknowledgedAt', {
      id: 'acknowledged',
      header: t.columns.acknowledged,
      cell: dateTimeCell,
    }),
    column.display({
      id: 'conversation',
      header: t.columns.conversation,
      cell: ({ row: { original: row } }) =>
        row.conversationId ? (
          <Link
            to={analysisLink('transcript', {}, { conversation: row.conversationId })}
            state={{ back: here }}
            aria-label={t.openLabel(row.userName)}
          >
            {t.open}
          </Link>
        ) : (
          '–'
        ),
    }),
  ];
  return (
    <DrillDownList
      words={t}
      columns={columns}
      csvFileName="safety-acknowledgements.csv"
      {...view}
      filters={
        query.version && (
          <span className="chat-analysis__chip">
            {`${t.version}: ${query.version}`}
            <SmallButton onClick={() => update({ version: undefined })}>{t.anyVersion}</SmallButton>
          </span>
        )
      }
    />
  );
}
