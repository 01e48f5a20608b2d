import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

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

export const CLIENT_GONE_MESSAGE = 'The connection closed before the request could be answered.';

/**
 * The address a request's limits count against. A client that reset its connection has none left (Node
 * forgets a destroyed socket's address): its call is refused with a 400, which nobody reads, instead of
 * being counted under no key or crashing the limiter.
 */
export function requestAddress(request: FastifyRequest): string {
  const address = request.ip;
  if (!address) throw new HttpError(400, CLIENT_GONE_MESSAGE);
  return address;
}
