import { can } from '@ohmstead/contracts/roles';
import { useCallback } from 'react';
import { useDashboardRange } from '@/lib/dashboard-range';
import { useSession } from '@/lib/session';
import { useLoad } from '@/lib/use-load';
import { getExecutiveDashboard } from '../api/dashboards-api';
import { ExecutiveDashboardView } from '../components/ExecutiveDashboardView';

/**
 * The Executive Dashboard (/admin/executive-dashboard; SuperAdmin, Admin, Manager, who land here after
 * signing in): the key figures of the range in the URL, the last 30 days by default.
 */
export function ExecutiveDashboardScreen() {
  const { range, update, apiQuery } = useDashboardRange();
  const load = useCallback(() => getExecutiveDashboard(apiQuery), [apiQuery]);
  const { data, error, reload } = useLoad(load);
  const user = useSession();
  return (
    <ExecutiveDashboardView
      range={range}
      onRangeChange={update}
      dashboard={data}
      error={error}
      onRetry={reload}
      canOpenTicketList={!!user && can(user.roles, 'supportTickets')}
    />
  );
}
