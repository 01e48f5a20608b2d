import type { ChatSatisfaction } from '@ohmstead/contracts/chat-analysis';
import type { Granularity } from '@ohmstead/contracts/dashboards';
import { AdminCard } from '@/components/admin/AdminPage';
import { KpiTile } from '@/components/admin/charts/KpiTile';
import { TrendChart } from '@/components/admin/charts/TrendChart';
import { FigureTable } from '@/components/admin/FigureTable';
import { chatAnalysisWords } from '../chat-analysis-words';

const t = chatAnalysisWords.satisfaction;

/**
 * The customers' ratings of their live chats (docs/decisions/0049-satisfaction-and-transcript.md): the
 * average and count, per agent, and over time.
 */
export function SatisfactionFigures({
  satisfaction,
  granularity,
}: {
  satisfaction: ChatSatisfaction;
  granularity: Granularity;
}) {
  const weekly = granularity === 'week';
  return (
    <AdminCard title={t.title} intro={t.intro}>
      <div className="chat-analysis__tiles">
        <KpiTile
          label={t.average}
          value={satisfaction.overall.average ?? 0}
          format={() => t.outOfFive(satisfaction.overall.average)}
        />
        <KpiTile label={t.ratings} value={satisfaction.overall.ratings} />
      </div>
      {satisfaction.perAgent.length === 0 ? (
        <p className="chat-analysis__empty">{t.none}</p>
      ) : (
        <>
          <FigureTable
            className="chat-analysis__table"
            caption={t.perAgentCaption}
            headers={[t.agent, t.average, t.ratings]}
            rows={satisfaction.perAgent}
            rowKey={(row) => row.agentName}
            cells={(row) => [row.agentName, t.outOfFive(row.average), row.ratings]}
          />
          <TrendChart
            title={weekly ? t.chartWeekly : t.chart}
            points={satisfaction.perPeriod}
            series={[
              { key: 'average', label: t.average },
              { key: 'ratings', label: t.ratings },
            ]}
            periodLabel={weekly ? chatAnalysisWords.weekOf : chatAnalysisWords.day}
          />
        </>
      )}
    </AdminCard>
  );
}
