import { Link } from 'react-router-dom';
import { ANALYSIS_BOTS, type ChatOverview } from '@ohmstead/contracts/chat-analysis';
import { AdminCard } from '@/components/admin/AdminPage';
import { KpiTile } from '@/components/admin/charts/KpiTile';
import { TrendChart } from '@/components/admin/charts/TrendChart';
import { periodRange, type DashboardRange } from '@/lib/dashboard-range';
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
  return (
    <>
      <div className="chat-analysis__tiles">
        <KpiTile
          label={t.conversations.kpiConversations}
          value={totals.conversations}
          to={analysisLink('conversations', range)}
        />
        <KpiTile
          label={t.conversations.kpiQuestions}
          value={totals.questions}
          to={analysisLink('conversations', range)}
        />
        <KpiTile
          label={t.conversations.kpiUnanswered}
          value={totals.unanswered}
          to={analysisLink('conversations', range, { unanswered: 'true' })}
        />
        <KpiTile
          label={t.conversations.kpiHandoffs}
          value={totals.handoffs}
          to={analysisLink('handoffs', range)}
        />
        <KpiTile
          label={t.conversations.kpiAcknowledgements}
          value={totals.acknowledgements}
          to={analysisLink('acknowledgements', range)}
        />
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
        <table className="chat-analysis__table">
          <caption>{t.conversations.byBotCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.conversations.bot}</th>
              <th scope="col">{t.conversations.kpiConversations}</th>
              <th scope="col">{t.conversations.questions}</th>
              <th scope="col">{t.conversations.unanswered}</th>
            </tr>
          </thead>
          <tbody>
            {ANALYSIS_BOTS.map((bot) => {
              const figures = overview.byBot[bot];
              return (
                <tr key={bot}>
                  <th scope="row">{t.bots[bot]}</th>
                  <td>
                    <CountLink
                      value={figures.conversations}
                      to={analysisLink('conversations', range, { bot })}
                    />
                  </td>
                  <td>
                    <CountLink value={figures.questions} to={analysisLink('conversations', range, { bot })} />
                  </td>
                  <td>
                    <CountLink
                      value={figures.unanswered}
                      to={analysisLink('conversations', range, { bot, unanswered: 'true' })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </AdminCard>
      <AdminCard title={t.intents.title} intro={t.intents.intro}>
        <table className="chat-analysis__table">
          <caption className="visually-hidden">{t.intents.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.intents.intent}</th>
              <th scope="col">{t.intents.count}</th>
            </tr>
          </thead>
          <tbody>
            {overview.intents.map(({ intent, count }) => (
              <tr key={intent}>
                <th scope="row">{t.intents.labels[intent]}</th>
                <td>
                  <CountLink value={count} to={analysisLink('conversations', range, { intent })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminCard>
    </>
  );
}
