import { lazy } from 'react';

/** The console's code loads when the agent page or the mini-screen first shows it. */
export const LazyAgentConsole = lazy(async () => ({
  default: (await import('@ohmstead/agent-console/console')).AgentConsole,
}));
