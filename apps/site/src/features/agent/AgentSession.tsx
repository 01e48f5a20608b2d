import type { AgentClient } from '@ohmstead/agent-console/client';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { AgentClientContext } from '@/lib/agent-client-context';
import { notOnTheServer } from '@/lib/not-on-the-server';
import { useSession } from '@/lib/session';

/** Public pages load none of this: the gate (and the role table it reads) loads once someone signs in. */
const AgentGate = lazy(async () => ({
  default: (await (import.meta.env.SSR ? notOnTheServer() : import('./AgentGate'))).AgentGate,
}));

/**
 * Around every page: for a signed-in agent, the agent layer makes the session's one connection and
 * hands it back here, so the agent page below shares it.
 */
export function AgentSession({ children }: { children: ReactNode }) {
  const user = useSession();
  const [client, setClient] = useState<AgentClient | null>(null);

  return (
    <AgentClientContext value={user ? client : null}>
      {children}
      {user && (
        <Suspense fallback={null}>
          <AgentGate user={user} onClient={setClient} />
        </Suspense>
      )}
    </AgentClientContext>
  );
}
