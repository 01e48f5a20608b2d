import { ENQUIRY_CHANNELS } from '@ohmstead/contracts/inquiries';
import {
  TICKET_STATUSES,
  type TicketDashboard,
  ticketDashboardQuerySchema,
} from '@ohmstead/contracts/tickets-admin';
import { useCallback } from 'react';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { KpiTile } from '@/components/admin/charts/KpiTile';
import { TrendChart } from '@/components/admin/charts/TrendChart';
import { DateRangeFilter } from '@/components/admin/data-table/ListFilters';
import { enquiryChannelWords } from '@/components/admin/enquiry-channel-words';
import { formatDateTime } from '@/lib/date-time';
import { useListQuery } from '@/lib/list-query';
import { useLoad } from '@/lib/use-load';
import { type DashboardSlice, useTicketsApi } from '../api/tickets-api';
import { dashboardWords as t, formatMinutes, statusWords } from '../tickets-words';
import './tickets.css';

const CHANNEL_SERIES = ENQUIRY_CHANNELS.map((channel) => ({
  key: channel,
  label: enquiryChannelWords[channel],
}));

/**
 * The Support Dashboard (/admin/jira/st-jira-dashboard) and the MPR Jira Dashboard
 * (/admin/jira/mpr-jira-dashboard), SuperAdmin, Admin and Manager: tickets by status, channel and week
 * (weeks in the viewer's time zone), the times to first answer and to resolution, and the open backlog
 * week by week. The period is in the URL (the last 90 days when none is chosen). Loaded on demand with
 * Recharts (app/admin-screens.tsx).
 */
export function TicketDashboardScreen({ slice }: { slice: DashboardSlice }) {
  const api = useTicketsApi();
  const { query, update, apiQuery } = useListQuery(ticketDashboardQuerySchema);
  const search = apiQuery();
  const load = useCallback(() => api.dashboard(slice, search), [api, slice, search]);
  const { data, error, reload } = useLoad(load);
  const words = t[slice];

  return (
    <AdminPage title={words.title} intro={words.intro}>
      <div className="ticket-dashboard__toolbar">
        <DateRangeFilter from={query.from?.toISOString()} to={query.to?.toISOString()} onChange={update} />
        <p className="ticket-dashboard__note" role="status">
          {data ? `${formatDateTime(data.from)} – ${formatDateTime(data.to)}` : t.loading}
          {!query.from && !query.to && ` (${t.defaultRange})`}
        </p>
      </div>
      {data ? <Figures figures={data} /> : <LoadState error={error} onRetry={reload} />}
    </AdminPage>
  );
}

function Figures({ figures }: { figures: TicketDashboard }) {
  const byStatus = TICKET_STATUSES.map((status) => ({
    period: statusWords[status],
    values: { count: figures.byStatus[status] ?? 0 },
  }));
  const byChannel = ENQUIRY_CHANNELS.map((channel) => ({
    period: enquiryChannelWords[channel],
    values: { count: figures.byChannel[channel] ?? 0 },
  }));
  return (
    <>
      <div className="ticket-dashboard__kpis">
        <KpiTile label={t.kpi.created} value={figures.created} previous={figures.createdBefore} />
        <KpiTile label={t.kpi.openNow} value={figures.openNow} />
        <div>
          <KpiTile
            label={t.kpi.firstResponse}
            value={figures.firstResponse.medianMinutes ?? 0}
            format={() => formatMinutes(figures.firstResponse.medianMinutes)}
          />
          <p className="ticket-dashboard__kpi-note">{t.answered(figures.firstResponse.count)}</p>
        </div>
        <div>
          <KpiTile
            label={t.kpi.resolution}
            value={figures.resolution.medianMinutes ?? 0}
            format={() => formatMinutes(figures.resolution.medianMinutes)}
          />
          <p className="ticket-dashboard__kpi-note">{t.resolved(figures.resolution.count)}</p>
        </div>
      </div>
      <div className="ticket-dashboard__charts">
        <AdminCard>
          <TrendChart
            title={t.perWeek}
            points={figures.perWeek}
            series={CHANNEL_SERIES}
            kind="bar"
            stacked
            periodLabel={t.weekOf}
          />
        </AdminCard>
        <AdminCard>
          <TrendChart
            title={t.backlog}
            points={figures.backlog}
            series={[{ key: 'open', label: t.backlogSeries }]}
            periodLabel={t.weekOf}
          />
        </AdminCard>
        <AdminCard>
          <TrendChart
            title={t.byStatus}
            points={byStatus}
            series={[{ key: 'count', label: t.count }]}
            kind="bar"
            periodLabel={t.statusColumn}
          />
        </AdminCard>
        <AdminCard>
          <TrendChart
            title={t.byChannel}
            points={byChannel}
            series={[{ key: 'count', label: t.count }]}
            kind="bar"
            periodLabel={t.channelColumn}
          />
        </AdminCard>
      </div>
    </>
  );
}
