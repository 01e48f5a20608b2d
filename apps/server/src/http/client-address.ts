import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies to believe about the client's address (TRUST_PROXY_HOPS): a number of hops, never all,
 * so that a client cannot choose the address its limits count against. Fastify's `trustProxy` and the
 * socket server use this one rule.
 */
export const trustedProxyHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The client's address for a raw request (a websocket handshake), as Fastify's `request.ip` finds it. */
export function clientAddress(request: IncomingMessage, hops: number): string {
  if (hops === 0) return request.socket.remoteAddress ?? '';
  return proxyAddr(request, trustedProxyHops(hops));
}
