import { pushAlertsFromApi, type PushAlertsSource } from '@ohmstead/agent-console/push-alerts';
import { useMemo } from 'react';
import { API_BASE } from '@/lib/api';

/**
 * The server's side of the console's "Push alerts" switch (docs/decisions/0052-agent-web-push.md), on the
 * site API with the agent's token, for the agent page and the mini-screen alike; none until signed in.
 */
export function usePushAlerts(token: string | undefined): PushAlertsSource | null {
  return useMemo(() => (token ? pushAlertsFromApi(API_BASE, token) : null), [token]);
}
