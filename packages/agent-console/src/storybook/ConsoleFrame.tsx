import { useState } from 'react';
import type { AgentSnapshot } from '../client/agent-client';
import { AgentConsole } from '../console/AgentConsole';
import { createFakeAgentClient, type FakeAgentClientOptions } from '../testing/fake-agent-client';

export interface ConsoleFrameProps {
  /** The client's starting snapshot (anything left out: connected, empty). */
  snapshot: Partial<AgentSnapshot>;
  options?: FakeAgentClientOptions;
  /** The console view to open, e.g. '/history'. */
  initialPath?: string;
}

/** The console on a fake client of its own (one per story), navigating in memory. */
export function ConsoleFrame({ snapshot, options, initialPath = '/' }: ConsoleFrameProps) {
  const [client] = useState(() => createFakeAgentClient(snapshot, options));
  return (
    <main style={{ padding: '1rem', maxWidth: '72rem' }}>
      <AgentConsole client={client} memoryLocation initialPath={initialPath} />
    </main>
  );
}
