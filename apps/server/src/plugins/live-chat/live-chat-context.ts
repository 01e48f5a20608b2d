import type {
  AgentToServer,
  CustomerToServer,
  HistoryLine,
  ServerToAgent,
  ServerToCustomer,
} from '@ohmstead/contracts/live-chat';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server } from 'socket.io';
import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { ReplyHtml } from '../../http/reply-html';
import type { ActiveChats } from './active-chats';
import { presenceRepository } from './presence-repository';
import type { UnderWay } from './under-way';

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
  /** The server's own record of a customer's conversation with a bot (handed over by the bot plugin). */
  conversationLog: ConversationLog;
  /**
   * How many of `urls` were uploaded by `ownerKey` through CDN/UploadBotImage (the cdn plugin owns the
   * uploads; app.ts hands this over): a live message may carry only its sender's own files.
   */
  countOwnedMedia: (ownerKey: string, urls: string[]) => Promise<number>;
  /** Agents' messages and the bot's lines as the HTML the clients show (reply-html.ts). */
  replies: ReplyHtml;
  /** A keyed hash of a client address: what the queue's per-address cap counts, never the address. */
  addressKey: (address: string) => string;
  /** Set while the server shuts down: disconnects then are no absences. */
  closing: boolean;
  /** Socket work under way, which the close waits for. */
  underWay: UnderWay;
  /** Drops the cached availability answers (every process): agents came, went or changed availability. */
  availabilityChanged: () => Promise<void>;
  /** Both sides of each active chat, as this process last saw it (what typing relays by). */
  activeChats: ActiveChats;
  /** Told of what agents with no console open should hear of (the agent-push plugin; app.ts hands it over). */
  agentAlerts: AgentAlerts;
}

/** A chat an alert is about. Each call returns at once: the alert goes out on its own. */
export interface AlertedChat {
  chatId: string;
  customerName: string;
  agentUserId: number | null;
}
export interface AgentAlerts {
  /** Available agents with no console open whom a push reaches: visitors count them as available. */
  reachableAgents(): Promise<number>;
  /** Agents came, went or changed availability (on this process). */
  availabilityChanged(): void;
  requestAdded(chat: AlertedChat): void;
  customerMessage(chat: AlertedChat): void;
}

/** The last lines of what a customer (`customer_key`) and a bot said, oldest first. */
export type ConversationLog = (bot: 'CRM' | 'IA', customerKey: string) => Promise<HistoryLine[]>;

export const customerRoom = (key: string) => `customer:${key}`;
export const agentRoom = (userId: number) => `agent:${userId}`;
export const AGENTS_ROOM = 'agents';
