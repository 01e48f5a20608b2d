import { AdminPage, LoadState } from '@/components/admin/AdminPage';
import { DateRangeFilter } from '@/components/admin/data-table/ListFilters';
import type { DashboardRange } from '@/lib/dashboard-range';
import type { ChatAnalysisData } from '../api/chat-analysis-api';
import { chatAnalysisWords as t } from '../chat-analysis-words';
import { ConversationFigures } from './ConversationFigures';
import { HandoffFigures } from './HandoffFigures';
import { QuestionFigures } from './QuestionFigures';
import { SafetyFigures } from './SafetyFigures';
import { SatisfactionFigures } from './SatisfactionFigures';
import './ChatAnalysis.css';

export interface ChatAnalysisViewProps {
  range: DashboardRange;
  onRangeChange: (range: { from: string | undefined; to: string | undefined }) => void;
  /** Null while loading or when it failed. */
  data: ChatAnalysisData | null;
  error: string | null;
  onRetry: () => void;
}

/** The analysis for one range: its period above, every figure below, each opening what is behind it. */
export function ChatAnalysisView({ range, onRangeChange, data, error, onRetry }: ChatAnalysisViewProps) {
  return (
    <AdminPage title={t.title} intro={t.intro}>
      <div className="chat-analysis__range">
        <DateRangeFilter from={range.from} to={range.to} onChange={onRangeChange} />
      </div>
      {data === null ? (
        <LoadState error={error} onRetry={onRetry} />
      ) : (
        <>
          <ConversationFigures overview={data.overview} range={range} />
          <QuestionFigures questions={data.questions} range={range} />
          <HandoffFigures handoffs={data.handoffs} range={range} />
          <SatisfactionFigures
            satisfaction={data.handoffs.satisfaction}
            granularity={data.handoffs.granularity}
          />
          <SafetyFigures safety={data.safety} range={range} />
        </>
      )}
    </AdminPage>
  );
}
