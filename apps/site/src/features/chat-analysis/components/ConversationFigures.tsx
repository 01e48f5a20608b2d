import { ANALYSIS_BOTS, type ChatOverview } from '@ohmstead/contracts/chat-analysis';
import { Link } from 'react-router-dom';
import { AdminCard } from '@/components/admin/AdminPage';
import { KpiTile, type KpiTileProps } from '@/components/admin/charts/KpiTile';
import { TrendChart } from '@/components/admin/charts/TrendChart';
import { FigureTable } from '@/components/admin/FigureTable';
import { type DashboardRange, periodRange } from '@/lib/dashboard-range';
import { chatAnalysisCount, chatAnalysisWords } from '../chat-analysis-words';
import { analysisLink } from '../paths';

const t = chatAnalysisWords;

/** A count that opens what is behind it; zero has nothing behind it. */
export function CountLink({ value, to }: { value: number; to: string }) {
  return value > 0 ? <Link to={to}>{chatAnalysisCount(value)}</Link> : <>{chatAnalysisCount(value)}</>;
}

/** The key figures, conversations per period and bot, the per-bot table and the intents. */
export function ConversationFigures({ overview, range }: { overview: ChatOverview; range: DashboardRange }) {
  const { totals } = overview;
  const weekly = overview.granularity === 'week';
  const c = t.conversations;
  const tiles: KpiTileProps[] = [
    { label: c.kpiConversations, value: totals.conversations, to: analysisLink('conversations', range) },
    { label: c.kpiQuestions, value: totals.questions, to: analysisLink('conversations', range) },
    {
      label: c.kpiUnanswered,
      value: totals.unanswered,
      to: analysisLink('conversations', range, { unanswered: 'true' }),
    },
    { label: c.kpiHandoffs, value: totals.handoffs, to: analysisLink('handoffs', range) },
    {
      label: c.kpiAcknowledgements,
      value: totals.acknowledgements,
      to: analysisLink('acknowledgements', range),
    },
  ];
  return (
    <>
      <div className="chat-analysis__tiles">
        {tiles.map((tile) => (
          <KpiTile key={tile.label} {...tile} />
        ))}
      </div>
      <AdminCard title={t.conversations.title} intro={t.conversations.intro}>
        <TrendChart
          title={weekly ? t.conversations.chartWeekly : t.conversations.chart}
          points={overview.conversationsPerPeriod}
          series={ANALYSIS_BOTS.map((bot) => ({ key: bot, label: t.bots[bot] }))}
          kind="bar"
          stacked
          periodLabel={weekly ? t.weekOf : t.day}
          linkFor={(period, bot) =>
            analysisLink('conversations', periodRange(period, overview.granularity), { bot })
          }
        />
        <FigureTable
          className="chat-analysis__table"
          caption={t.conversations.byBotCaption}
          headers={[
            t.conversations.bot,
            t.conversations.kpiConversations,
            t.conversations.questions,
            t.conversations.unanswered,
          ]}
          rows={ANALYSIS_BOTS}
          rowKey={(bot) => bot}
          cells={(bot) => [
            t.bots[bot],
            <CountLink
              value={overview.byBot[bot].conversations}
              to={analysisLink('conversations', range, { bot })}
            />,
            <CountLink
              value={overview.byBot[bot].questions}
              to={analysisLink('conversations', range, { bot })}
            />,
            <CountLink
              value={overview.byBot[bot].unanswered}
              to={analysisLink('conversations', range, { bot, unanswered: 'true' })}
            />,
          ]}
        />
      </AdminCard>
      <AdminCard title={t.intents.title} intro={t.intents.intro}>
        <FigureTable
          className="chat-analysis__table"
          caption={t.intents.caption}
          hideCaption
          headers={[t.intents.intent, t.intents.count]}
          rows={overview.intents}
          rowKey={({ intent }) => intent}
          cells={({ intent, count }) => [
            t.intents.labels[intent],
            <CountLink value={count} to={analysisLink('conversations', range, { intent })} />,
          ]}
        />
      </AdminCard>
    </>
  );
}
