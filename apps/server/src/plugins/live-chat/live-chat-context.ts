import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server } from 'socket.io';
import type {
  AgentToServer,
  CustomerToServer,
  ServerToAgent,
  ServerToCustomer,
} from '@ohmstead/contracts/live-chat';
import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { presenceRepository } from './presence-repository';

export type CustomerNamespace = Namespace<CustomerToServer, ServerToCustomer>;
export type AgentNamespace = Namespace<AgentToServer, ServerToAgent>;

/** What every part of the live-chat service shares in one process. */
export interface LiveChatContext {
  io: Server;
  customers: CustomerNamespace;
  agents: AgentNamespace;
  db: Database;
  auth: Auth;
  config: Config;
  log: FastifyBaseLogger;
  presence: ReturnType<typeof presenceRepository>;
  /** Set while the server shuts down: disconnects then are no absences. */
  closing: boolean;
}

export const customerRoom = (key: string) => `customer:${key}`;
export const agentRoom = (userId: number) => `agent:${userId}`;
export const AGENTS_ROOM = 'agents';
