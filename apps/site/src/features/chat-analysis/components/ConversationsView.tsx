import {
  ANALYSIS_BOTS,
  BOT_INTENTS,
  type ConversationListQuery,
  type ConversationRow,
} from '@ohmstead/contracts/chat-analysis';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { dateTimeCell } from '@/components/admin/data-table/date-time-cell';
import { labelledOptions, listFilterProps } from '@/components/admin/data-table/list-filter-props';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { SmallButton } from '@/components/admin/SmallButton';
import { formatDateTime } from '@/lib/date-time';
import { chatAnalysisWords } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { DrillDownList, type DrillDownViewProps } from './DrillDownList';

const t = chatAnalysisWords.conversationList;
const column = createColumnHelper<ConversationRow>();

export type ConversationsViewProps = DrillDownViewProps<ConversationListQuery, ConversationRow>;

/** The conversations behind a figure of the analysis, in the shared admin table, the view in the URL. */
export function ConversationsView({ here, ...view }: ConversationsViewProps) {
  const { query, update } = view;
  const filter = listFilterProps(view);
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
          aria-label={t.open(row.customer, formatDateTime(row.lastQuestionAt))}
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
      cell: dateTimeCell,
    }),
    column.accessor('lastQuestionAt', {
      id: 'lastQuestion',
      header: t.columns.lastQuestion,
      cell: dateTimeCell,
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
    <DrillDownList
      words={t}
      columns={columns}
      csvFileName="chat-conversations.csv"
      {...view}
      filters={
        <>
          <SelectFilter
            label={t.bot}
            anyLabel={t.allBots}
            options={labelledOptions(ANALYSIS_BOTS, chatAnalysisWords.bots)}
            {...filter.select('bot')}
          />
          <SelectFilter
            label={t.intent}
            anyLabel={t.anyIntent}
            options={labelledOptions(BOT_INTENTS, chatAnalysisWords.intents.labels)}
            {...filter.select('intent')}
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
        </>
      }
    />
  );
}
