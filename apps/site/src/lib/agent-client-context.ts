import type { AgentClient } from '@ohmstead/agent-console/client';
import { createContext, useContext } from 'react';

/** The signed-in agent's one connection, shared by the agent layer and the agent page; null until made. */
export const AgentClientContext = createContext<AgentClient | null>(null);

export const useAgentClient = (): AgentClient | null => useContext(AgentClientContext);
