import { executiveDashboardSchema } from '@ohmstead/contracts/dashboards';
import { authorizedRequest } from '@/lib/authorized-api';

/** GET Dashboards/GetExecutiveDashboard for the range and time zone of `apiQuery`. */
export const getExecutiveDashboard = (apiQuery: string) =>
  authorizedRequest(`Dashboards/GetExecutiveDashboard?${apiQuery}`, executiveDashboardSchema);
