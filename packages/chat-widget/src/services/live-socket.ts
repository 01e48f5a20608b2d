import type { CustomerHandshake } from '@ohmstead/contracts/live-chat';

/**
 * The part of a socket.io client socket the live session uses. socket.io-client itself is imported only
 * by open-customer-socket.ts, inside the live chunk; tests hand the session a fake.
 */
export interface LiveSocket {
  readonly connected: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- socket.io's own listener type
  on(event: string, listener: (...args: any[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
  /** The manager: 'reconnect_failed' after the last reconnection attempt. */
  io: { on(event: 'reconnect_failed', listener: () => void): unknown };
}

/** Opens (and connects) the customer's socket; `auth` is read again on every reconnection. */
export type OpenLiveSocket = (agentBase: string, auth: () => CustomerHandshake) => LiveSocket;
