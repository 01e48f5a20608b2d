import type { AgentSnapshot } from './types';

/** Before the socket has said anything: no state, no requests, no chats. */
export const INITIAL_SNAPSHOT: AgentSnapshot = {
  connection: 'connecting',
  state: null,
  requests: [],
  chats: [],
  processing: false,
  unreadTotal: 0,
  error: null,
};
