/**
 * The real transport over a fake socket, online at once, for the tests of the client's parts (never used by
 * product code): the test plays the server with `socket`, and `connections` records the hooks' reports.
 */
import type { AgentState } from '@ohmstead/contracts/live-chat';
import { type AgentTransport, createAgentTransport } from '../src/client/transport';
import { createViewState } from '../src/client/view-state';
import { connectingTo, createFakeAgentSocket, type FakeAgentSocket } from './fake-agent-socket';
import { agentState, CHAT_ADA, chatWith } from './sample-data';

export interface TransportOnFakeSocket {
  socket: FakeAgentSocket;
  transport: AgentTransport;
  connections: string[];
}

export function transportOnFakeSocket(): TransportOnFakeSocket {
  const socket = createFakeAgentSocket();
  const connections: string[] = [];
  const transport = createAgentTransport(
    {
      url: 'https://service.test/agent',
      token: 'token-1',
      connect: connectingTo(socket),
    },
    {
      connected: () => connections.push('connected'),
      dropped: (connection) => connections.push(connection),
      changed: (connection) => connections.push(connection),
    },
  );
  transport.open();
  socket.goOnline();
  return { socket, transport, connections };
}

/** The transport on a fake socket and the view an agent_state has filled (`state`; by default Ada's chat). */
export function viewOnFakeSocket(state: Partial<AgentState> = { chats: [chatWith(CHAT_ADA, 'Ada', [])] }) {
  const { socket, transport } = transportOnFakeSocket();
  const view = createViewState();
  view.applyAgentState(agentState(state));
  return { socket, transport, view };
}

/** Flushes promise chains (acknowledgements answered at once). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
