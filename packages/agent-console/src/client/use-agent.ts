import { useSyncExternalStore } from 'react';
import type { AgentClient, AgentSnapshot } from './agent-client';

/** The client's current snapshot; re-renders only when it changes (the snapshot is referentially stable). */
export function useAgentSnapshot(client: AgentClient): AgentSnapshot {
  return useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
}
