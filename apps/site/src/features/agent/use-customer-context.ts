import { customerContextFromApi, type CustomerContextSource } from '@ohmstead/agent-console/customer-context';
import { useMemo } from 'react';
import { API_BASE } from '@/lib/api';

/**
 * The console's customer context beside each chat (docs/decisions/0048-customer-context.md), read from the
 * site API with the agent's token, for the agent page and the mini-screen alike; none without a token.
 */
export function useCustomerContext(token: string | undefined): CustomerContextSource | null {
  return useMemo(() => (token ? customerContextFromApi(API_BASE, token) : null), [token]);
}
