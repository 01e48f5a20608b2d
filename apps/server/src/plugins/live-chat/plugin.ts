import { createHmac, randomUUID } from 'node:crypto';
import { AGENT_NAMESPACE } from '@ohmstead/contracts/live-chat';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Server } from 'socket.io';
import type { Auth } from '../../auth/auth';
import { type Config, persistentSecret } from '../../config';
import type { Database } from '../../db/database';
import type { PublicReadCache } from '../../http/public-read-cache';
import { replyHtml } from '../../http/reply-html';
import { activeChats } from './active-chats';
import { installAgentNamespace } from './agent-namespace';
import { aloneIsLocal } from './alone-is-local';
import { availabilityRoute } from './availability-route';
import { installCustomerNamespace } from './customer-namespace';
import type {
  AgentNamespace,
  ConversationLog,
  CustomerNamespace,
  LiveChatContext,
} from './live-chat-context';
import { presenceRepository } from './presence-repository';
import { createSocketServer } from './socket-server';
import { liveChatSweeper } from './sweeper';
import { underWay } from './under-way';

/** Connections the adapter keeps to PostgreSQL: one listens, the others publish. */
const ADAPTER_POOL_SIZE = 3;
/** The adapter's defaults, named: a node unheard of for the timeout is taken to be gone. */
const ADAPTER_HEARTBEAT = { heartbeatInterval: 5_000, heartbeatTimeout: 10_000 };

export interface LiveChatOptions {
  config: Config;
  db: Database;
  auth: Auth;
  conversationLog: ConversationLog;
  publicReads: PublicReadCache;
  countOwnedMedia: LiveChatContext['countOwnedMedia'];
  /** Alerts for agents with no console open; none when not given. */
  agentAlerts?: LiveChatContext['agentAlerts'];
}

const noAlerts: LiveChatContext['agentAlerts'] = {
  reachableAgents: async () => 0,
  availabilityChanged: () => {},
  requestAdded: () => {},
  customerMessage: () => {},
};

/**
 * The live-agent service (docs/product.md §3.4, §3.7): socket.io on the app's server, the customer and agent
 * namespaces, the agents' availability route, and the sweep. With PostgreSQL the processes sharing the
 * database are joined by the PostgreSQL adapter, so every emit to a room reaches sockets wherever they are
 * connected. The socket.io server is decorated as `app.io`: the device link's namespace shares it and its
 * adapter (plugins/devices/link).
 */
const liveChat: FastifyPluginAsync<LiveChatOptions> = async (app, options) => {
  const { config, db, auth, conversationLog, publicReads, countOwnedMedia } = options;
  const agentAlerts = options.agentAlerts ?? noAlerts;
  // The sign-in token key, which every process sharing the database shares, keys the address hashes.
  const addressSecret = persistentSecret(config.dataDir, 'auth', config.auth.tokenSecret);
  const io = createSocketServer(app, config);
  const nodeId = randomUUID();
  let adapterPool: { end(): Promise<void> } | undefined;
  if (db.kind === 'postgres' && config.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: ADAPTER_POOL_SIZE });
    pool.on('error', (error) => app.log.warn({ err: error }, 'live chat adapter connection lost'));
    io.adapter(
      aloneIsLocal(
        createAdapter(pool, {
          ...ADAPTER_HEARTBEAT,
          errorHandler: (error) => app.log.warn({ err: error }, 'live chat adapter error'),
        }),
        ADAPTER_HEARTBEAT.heartbeatTimeout,
      ),
    );
    adapterPool = pool;
  }
  const context: LiveChatContext = {
    io,
    customers: io.of('/') as CustomerNamespace,
    agents: io.of(AGENT_NAMESPACE) as AgentNamespace,
    db,
    auth,
    config,
    log: app.log.child({ plugin: 'live-chat' }),
    presence: presenceRepository(db, nodeId),
    conversationLog,
    countOwnedMedia,
    replies: replyHtml(config.siteUrl),
    addressKey: (address) =>
      createHmac('sha256', addressSecret).update(`live-chat-address:${address}`).digest('base64url'),
    closing: false,
    underWay: underWay(),
    availabilityChanged: () => {
      agentAlerts.availabilityChanged();
      return publicReads.invalidate('agents');
    },
    agentAlerts,
    activeChats: activeChats(),
  };
  // PGlite is one process: every socket row left from a previous run is gone with it.
  if (db.kind === 'pglite') await context.presence.clearAll();
  await context.presence.beat(config.liveChat.sweepIntervalMs * 3);
  const sweeper = liveChatSweeper(context);
  installCustomerNamespace(context);
  installAgentNamespace(context, () => sweeper.afterGrace());
  await app.register(availabilityRoute, { context, publicReads });
  sweeper.start();

  // Before the HTTP server closes: open websockets would keep it from closing. The connections are closed
  // under the sockets (engine.io), not disconnected by socket.io: a client told 'io server disconnect' stays
  // away, one whose transport closed reconnects by itself — through the proxy, to another node — and
  // resumes its chat from the last seq it saw.
  app.addHook('preClose', async () => {
    context.closing = true;
    await sweeper.stop();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    // What sockets started before the close ends with the adapters and the database still there.
    await context.underWay.settled();
    await Promise.allSettled(
      [context.customers, context.agents].map((namespace) => namespace.adapter.close()),
    );
    await context.presence.clearNode().catch(() => {});
    await adapterPool?.end();
  });
  app.decorate('io', io);
};

/**
 * Not encapsulated (fastify-plugin): the socket.io server it decorates, `app.io`, must be visible to the
 * device link, registered beside it, whose namespace lives on the same server and adapter.
 */
export const liveChatPlugin = fp(liveChat, { name: 'live-chat' });

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's socket.io server (live chat's namespaces, the device link's). */
    io: Server;
  }
}
