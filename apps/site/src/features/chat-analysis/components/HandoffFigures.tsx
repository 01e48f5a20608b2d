import { type ChatHandoffs, HANDOFF_OUTCOMES } from '@ohmstead/contracts/chat-analysis';
import { AdminCard } from '@/components/admin/AdminPage';
import { KpiTile } from '@/components/admin/charts/KpiTile';
import { TrendChart } from '@/components/admin/charts/TrendChart';
import { FigureTable } from '@/components/admin/FigureTable';
import { type DashboardRange, periodRange } from '@/lib/dashboard-range';
import { chatAnalysisWords, formatSeconds } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { CountLink } from './ConversationFigures';

const t = chatAnalysisWords.handoffs;

/** Hand-offs by outcome (a table and a chart per period) and how fast agents took and answered them. */
export function HandoffFigures({ handoffs, range }: { handoffs: ChatHandoffs; range: DashboardRange }) {
  const weekly = handoffs.granularity === 'week';
  const answered = analysisLink('handoffs', range, { outcome: 'answered', sort: 'firstResponse' });
  return (
    <AdminCard title={t.title} intro={t.intro}>
      <div className="chat-analysis__tiles">
        <KpiTile
          label={`${t.firstResponseMedian} (${t.overChats(handoffs.firstResponse.chats)})`}
          value={handoffs.firstResponse.medianSeconds ?? 0}
          format={() => formatSeconds(handoffs.firstResponse.medianSeconds)}
          to={answered}
        />
        <KpiTile
          label={t.firstResponseP90}
          value={handoffs.firstResponse.p90Seconds ?? 0}
          format={() => formatSeconds(handoffs.firstResponse.p90Seconds)}
          to={answered}
        />
        <KpiTile
          label={`${t.acceptMedian} (${t.overChats(handoffs.acceptWait.chats)})`}
          value={handoffs.acceptWait.medianSeconds ?? 0}
          format={() => formatSeconds(handoffs.acceptWait.medianSeconds)}
          to={answered}
        />
        <KpiTile
          label={`${t.resolutionMedian} (${t.overChats(handoffs.resolution.chats)})`}
          value={handoffs.resolution.medianSeconds ?? 0}
          format={() => formatSeconds(handoffs.resolution.medianSeconds)}
          to={answered}
        />
      </div>
      <FigureTable
        className="chat-analysis__table"
        caption={t.outcomesCaption}
        headers={[t.outcome, t.count]}
        rows={HANDOFF_OUTCOMES}
        rowKey={(outcome) => outcome}
        cells={(outcome) => [
          t.outcomes[outcome],
          <CountLink value={handoffs.outcomes[outcome]} to={analysisLink('handoffs', range, { outcome })} />,
        ]}
      />
      <TrendChart
        title={weekly ? t.chartWeekly : t.chart}
        points={handoffs.perPeriod}
        series={HANDOFF_OUTCOMES.map((outcome) => ({ key: outcome, label: t.outcomes[outcome] }))}
        kind="bar"
        stacked
        periodLabel={weekly ? chatAnalysisWords.weekOf : chatAnalysisWords.day}
        linkFor={(period, outcome) =>
          analysisLink('handoffs', periodRange(period, handoffs.granularity), { outcome })
        }
      />
    </AdminCard>
  );
}
