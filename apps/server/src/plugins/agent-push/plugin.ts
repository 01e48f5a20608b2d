import type { FastifyInstance } from 'fastify';
import type { PushService } from '../../adapters/push/web-push';
import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { type AgentPush, agentPushAlerts } from './agent-alerts';
import { agentPushRoutes } from './routes';
import { vapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Agents' Web Push: the live chat's alerts hook, and what waits for pushes under way. */
    agentPush: AgentPush;
  }
}

/**
 * Agents' Web Push (docs/decisions/0052-agent-web-push.md): the key pair, the routes under /api, the alerts
 * the live chat is handed (app.ts). The close waits for pushes under way.
 */
export async function installAgentPush(
  app: FastifyInstance,
  deps: { config: Config; db: Database; auth: Auth; push: PushService },
): Promise<AgentPush> {
  const { config, db, auth, push } = deps;
  const vapid = await vapidKeys(db, config.agentPush.vapid);
  const agentPush = agentPushAlerts({ db, push, vapid, log: app.log.child({ plugin: 'agent-push' }) });
  await app.register(agentPushRoutes, { db, auth, publicKey: vapid.publicKey, prefix: '/api' });
  app.addHook('onClose', () => agentPush.settled());
  app.decorate('agentPush', agentPush);
  return agentPush;
}
