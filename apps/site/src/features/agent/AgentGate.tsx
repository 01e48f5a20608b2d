import type { AgentClient } from '@ohmstead/agent-console/client';
import { lazy, Suspense } from 'react';
import type { StoredUser } from '@/lib/session';
import { isAgent } from './is-agent';

/** The agent layer's code loads only for a signed-in agent. */
const AgentLayer = lazy(async () => ({ default: (await import('./AgentLayer')).AgentLayer }));

export interface AgentGateProps {
  user: StoredUser;
  onClient: (client: AgentClient | null) => void;
}

/**
 * Loaded for a signed-in user only, it checks the role table (kept out of public pages' first load) and
 * mounts the agent layer for an agent.
 */
export function AgentGate({ user, onClient }: AgentGateProps) {
  if (!isAgent(user.roles)) return null;
  return (
    <Suspense fallback={null}>
      {/* A new user or token is a new session: the old connection closes, a new one opens. */}
      <AgentLayer key={`${user.userId}:${user.token}`} token={user.token} onClient={onClient} />
    </Suspense>
  );
}
