import { LIVE_CHAT_SOCKET_PATH, SOCKET_RECONNECTION } from '@ohmstead/contracts/live-chat';
import { io } from 'socket.io-client';
import type { OpenLiveSocket } from '../services/live-socket';

/**
 * docs/product.md §3.7, §3.9: websocket only, at /socket.io/ on the agent service's origin, the customer namespace,
 * reconnection 1 s … 5 s, 5 attempts, automatic connect. The handshake is read on every (re)connect, so a
 * sign-in between two connections is sent.
 */
export const openCustomerSocket: OpenLiveSocket = (agentBase, auth) =>
  io(new URL(agentBase).origin, {
    path: LIVE_CHAT_SOCKET_PATH,
    transports: ['websocket'],
    ...SOCKET_RECONNECTION,
    autoConnect: true,
    auth: (callback) => callback({ ...auth() }),
  });
