import { EXECUTIVE_KPIS, type ExecutiveDashboard } from '@ohmstead/contracts/dashboards';
import { Link } from 'react-router-dom';
import { AdminPage, LoadState } from '@/components/admin/AdminPage';
import { KpiTile } from '@/components/admin/charts/KpiTile';
import { TrendChart } from '@/components/admin/charts/TrendChart';
import { DateRangeFilter } from '@/components/admin/data-table/ListFilters';
import type { DashboardRange } from '@/lib/dashboard-range';
import { dashboardWords as t } from '../dashboard-words';
import { KPI_SCREENS, SATISFACTION_SCREEN, TICKET_LIST_PATH, withRange } from '../paths';
import './ExecutiveDashboard.css';

export interface ExecutiveDashboardViewProps {
  range: DashboardRange;
  onRangeChange: (range: { from: string | undefined; to: string | undefined }) => void;
  /** Null while loading or when it failed. */
  dashboard: ExecutiveDashboard | null;
  error: string | null;
  onRetry: () => void;
  /** Whether the viewer may open the support ticket list (Customer, Manager). */
  canOpenTicketList: boolean;
}

/** Each key figure of the range against the period before, its trend, and the screen it comes from. */
export function ExecutiveDashboardView(props: ExecutiveDashboardViewProps) {
  const { range, dashboard } = props;
  const weekly = dashboard?.granularity === 'week';
  return (
    <AdminPage title={t.title} intro={t.intro}>
      <div className="executive-dashboard__range">
        <DateRangeFilter from={range.from} to={range.to} onChange={props.onRangeChange} />
      </div>
      {dashboard === null ? (
        <LoadState error={props.error} onRetry={props.onRetry} />
      ) : (
        <div className="executive-dashboard__grid">
          {EXECUTIVE_KPIS.map((kpi) => {
            const screen = KPI_SCREENS[kpi];
            const { value, previous } = dashboard.kpis[kpi];
            return (
              <section key={kpi} className="executive-dashboard__kpi" aria-label={t.kpis[kpi]}>
                <KpiTile
                  label={t.kpis[kpi]}
                  value={value}
                  previous={previous}
                  {...(screen ? { to: withRange(screen, range) } : {})}
                />
                <TrendChart
                  title={t.trend(t.kpis[kpi], weekly)}
                  points={dashboard.series.map((point) => ({
                    period: point.period,
                    values: { [kpi]: point.values[kpi] ?? 0 },
                  }))}
                  series={[{ key: kpi, label: t.kpis[kpi] }]}
                  periodLabel={weekly ? t.weekOf : t.day}
                />
                {kpi === 'tickets' && props.canOpenTicketList && (
                  <Link to={withRange(TICKET_LIST_PATH, range)}>{t.ticketList}</Link>
                )}
                {!screen && <p className="executive-dashboard__note">{t.noScreen}</p>}
              </section>
            );
          })}
          <SatisfactionTile dashboard={dashboard} range={range} />
        </div>
      )}
    </AdminPage>
  );
}

/** The customers' average rating of live chats against the period before (docs/decisions/0049-satisfaction-and-transcript.md). */
function SatisfactionTile({ dashboard, range }: { dashboard: ExecutiveDashboard; range: DashboardRange }) {
  const { value, previous } = dashboard.satisfaction;
  return (
    <section className="executive-dashboard__kpi" aria-label={t.satisfaction}>
      <KpiTile
        label={`${t.satisfaction} (${t.overRatings(value.ratings)})`}
        value={value.average ?? 0}
        {...(previous.average === null ? {} : { previous: previous.average })}
        format={(average) => (value.ratings === 0 && average === 0 ? '–' : t.outOfFive(average))}
        to={withRange(SATISFACTION_SCREEN, range)}
      />
      {value.ratings === 0 && <p className="executive-dashboard__note">{t.noRatings}</p>}
    </section>
  );
}
