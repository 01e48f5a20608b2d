import type { AgentClient } from '@ohmstead/agent-console/client';
import { savedRepliesFromApi, type SavedRepliesSource } from '@ohmstead/agent-console/saved-replies';
import { useMemo } from 'react';
import { API_BASE } from '@/lib/api';

/**
 * The console's saved replies (docs/decisions/0045-saved-replies.md), read from the site API with the
 * agent's token, for the agent page and the mini-screen alike; none until both are there.
 */
export function useSavedReplies(
  client: AgentClient | null,
  token: string | undefined,
): SavedRepliesSource | null {
  return useMemo(
    () =>
      client && token
        ? {
            load: savedRepliesFromApi(API_BASE, token),
            agentName: () => client.getSnapshot().state?.agent_name ?? '',
          }
        : null,
    [client, token],
  );
}
