import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { AcknowledgementListQuery, AcknowledgementRow } from '@ohmstead/contracts/chat-analysis';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { CsvExportButton, DateRangeFilter, SearchFilter } from '@/components/admin/data-table/ListFilters';
import { chatAnalysisWords } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { BackToAnalysis } from './BackToAnalysis';
import type { ListPageState } from '@/lib/use-list-page';
import { formatInstant } from './instants';
import './ChatAnalysis.css';
import { SmallButton } from '@/components/admin/SmallButton';

const t = chatAnalysisWords.acknowledgementList;
const column = createColumnHelper<AcknowledgementRow>();

export interface AcknowledgementsViewProps {
  query: AcknowledgementListQuery;
  update: (changes: Record<string, string | number | undefined>) => void;
  list: ListPageState<AcknowledgementRow>;
  csvPath: string;
  here: string;
}

/** Who acknowledged the safety instructions, behind a figure of the analysis. */
export function AcknowledgementsView({ query, update, list, csvPath, here }: AcknowledgementsViewProps) {
  const columns = [
    column.accessor('userName', { id: 'userName', header: t.columns.userName, meta: { rowHeader: true } }),
    column.accessor('name', { id: 'name', header: t.columns.name, enableSorting: false }),
    column.accessor('version', { id: 'version', header: t.columns.version }),
    column.accessor('acknowledgedAt', {
      id: 'acknowledged',
      header: t.columns.acknowledged,
      cell: (info) => <time dateTime={info.getValue()}>{formatInstant(info.getValue())}</time>,
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
    <AdminPage title={t.title} intro={t.intro}>
      <BackToAnalysis from={query.from?.toISOString()} to={query.to?.toISOString()} />
      <AdminCard>
        <DataTable<AcknowledgementRow>
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
              {query.version && (
                <span className="chat-analysis__chip">
                  {`${t.version}: ${query.version}`}
                  <SmallButton onClick={() => update({ version: undefined })}>{t.anyVersion}</SmallButton>
                </span>
              )}
              <SearchFilter
                value={query.search ?? ''}
                placeholder={t.searchPlaceholder}
                onSearch={(search) => update({ search })}
              />
              <CsvExportButton path={csvPath} fileName="safety-acknowledgements.csv" />
            </>
          }
        />
      </AdminCard>
    </AdminPage>
  );
}
