import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import {
  ANALYSIS_BOTS,
  BOT_INTENTS,
  type ConversationListQuery,
  type ConversationRow,
} from '@ohmstead/contracts/chat-analysis';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { CsvExportButton, DateRangeFilter, SearchFilter } from '@/components/admin/data-table/ListFilters';
import { chatAnalysisWords } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { BackToAnalysis } from './BackToAnalysis';
import type { ListPageState } from '@/lib/use-list-page';
import { formatInstant } from './instants';
import './ChatAnalysis.css';
import { SmallButton } from '@/components/admin/SmallButton';

const t = chatAnalysisWords.conversationList;
const column = createColumnHelper<ConversationRow>();

export interface ConversationsViewProps {
  query: ConversationListQuery;
  update: (changes: Record<string, string | number | undefined>) => void;
  list: ListPageState<ConversationRow>;
  /** The list call with format=csv for the export. */
  csvPath: string;
  /** Where this view is, so a transcript can lead back to it. */
  here: string;
}

/** The conversations behind a figure of the analysis, in the shared admin table, the view in the URL. */
export function ConversationsView({ query, update, list, csvPath, here }: ConversationsViewProps) {
  const columns = [
    column.accessor('customer', {
      id: 'customer',
      header: t.columns.customer,
      enableSorting: false,
      meta: { rowHeader: true },
      cell: ({ row: { original: row } }) => (
        <Link
          to={analysisLink('transcript', {}, { conversation: row.id })}
          state={{ back: here }}
          aria-label={t.open(row.customer, formatInstant(row.lastQuestionAt))}
        >
          {row.customer}
        </Link>
      ),
    }),
    column.accessor('bot', {
      id: 'bot',
      header: t.columns.bot,
      enableSorting: false,
      cell: (info) => chatAnalysisWords.botShort[info.getValue()],
    }),
    column.accessor('startedAt', {
      id: 'started',
      header: t.columns.started,
      cell: (info) => <time dateTime={info.getValue()}>{formatInstant(info.getValue())}</time>,
    }),
    column.accessor('lastQuestionAt', {
      id: 'lastQuestion',
      header: t.columns.lastQuestion,
      cell: (info) => <time dateTime={info.getValue()}>{formatInstant(info.getValue())}</time>,
    }),
    column.accessor('questionsInRange', { id: 'questions', header: t.columns.questions }),
    column.accessor('questions', { id: 'total', header: t.columns.total, enableSorting: false }),
    column.accessor('unanswered', { id: 'unanswered', header: t.columns.unanswered, enableSorting: false }),
    column.accessor('handoffs', { id: 'handoffs', header: t.columns.handoffs, enableSorting: false }),
    column.accessor('firstQuestion', {
      id: 'firstQuestion',
      header: t.columns.firstQuestion,
      enableSorting: false,
    }),
  ];
  return (
    <AdminPage title={t.title} intro={t.intro}>
      <BackToAnalysis from={query.from?.toISOString()} to={query.to?.toISOString()} />
      <AdminCard>
        <DataTable<ConversationRow>
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
                label={t.bot}
                value={query.bot}
                anyLabel={t.allBots}
                options={ANALYSIS_BOTS.map((bot) => ({ value: bot, label: chatAnalysisWords.bots[bot] }))}
                onChange={(value) => update({ bot: value })}
              />
              <SelectFilter
                label={t.intent}
                value={query.intent}
                anyLabel={t.anyIntent}
                options={BOT_INTENTS.map((intent) => ({
                  value: intent,
                  label: chatAnalysisWords.intents.labels[intent],
                }))}
                onChange={(value) => update({ intent: value })}
              />
              <label className="chat-analysis__check">
                <input
                  type="checkbox"
                  checked={query.unanswered === 'true'}
                  onChange={(event) => update({ unanswered: event.target.checked ? 'true' : undefined })}
                />
                {t.unansweredOnly}
              </label>
              {query.question && (
                <span className="chat-analysis__chip">
                  {t.question(query.question)}
                  <SmallButton onClick={() => update({ question: undefined })}>{t.clearQuestion}</SmallButton>
                </span>
              )}
              <SearchFilter
                value={query.search ?? ''}
                placeholder={t.searchPlaceholder}
                onSearch={(search) => update({ search })}
              />
              <CsvExportButton path={csvPath} fileName="chat-conversations.csv" />
            </>
          }
        />
      </AdminCard>
    </AdminPage>
  );
}
