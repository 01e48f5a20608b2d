import { type AgentPushPayload, agentPushTexts, PUSH_BODY_MAX } from '@ohmstead/contracts/agent-push';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PushService } from '../../adapters/push/web-push';
import type { Database } from '../../db/database';
import { MESSAGE_PUSH_CHATS_MAX, MESSAGE_PUSH_EVERY_MS, REACHABLE_COUNT_KEPT_MS } from './constants';
import { type StoredSubscription, subscriptionRepository } from './subscription-repository';
import type { VapidKeys } from './vapid-keys';

/** A chat an alert is about (the live chat's AlertedChat, by shape: neither plugin imports the other). */
interface Chat {
  chatId: string;
  customerName: string;
  agentUserId: number | null;
}

const named = (name: string) => (name.trim() || agentPushTexts.someone).slice(0, PUSH_BODY_MAX / 2);

/**
 * Pushes to agents with no console open (docs/decisions/0052-agent-web-push.md): a new request to every
 * agent reached by push (available, console closed within REACHABLE_AFTER_CONSOLE_MS), a customer's message
 * to the chat's agent. Each alert goes out in the background, so the
 * live chat never waits for a push service. A subscription its push service calls gone is deleted; any other
 * failure is logged and not tried again: the next alert is the next try.
 */
export function agentPushAlerts(deps: {
  db: Database;
  push: PushService;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
}) {
  const { push, vapid, log } = deps;
  const subscriptions = subscriptionRepository(deps.db);
  const inFlight = new Set<Promise<void>>();
  const lastMessagePush = new LRUCache<string, true>({
    max: MESSAGE_PUSH_CHATS_MAX,
    ttl: MESSAGE_PUSH_EVERY_MS,
  });

  async function deliver(targets: StoredSubscription[], payload: AgentPushPayload): Promise<void> {
    const body = JSON.stringify(payload);
    await Promise.all(
      targets.map(async (target) => {
        const outcome = await push.send(target, body, vapid);
        if (outcome.kind === 'gone') await subscriptions.removeGone(target.endpoint);
        // Never the endpoint: it is the subscription's secret address.
        else if (outcome.kind === 'failed')
          log.warn({ userId: target.userId, reason: outcome.reason }, 'agent push failed; not retried');
      }),
    );
  }

  // One count for every customer who connects meanwhile; a change of availability here reads it again.
  let reachable: { count: Promise<number>; until: number } | undefined;
  function reachableCount(): Promise<number> {
    if (!reachable || reachable.until <= Date.now()) {
      const count = subscriptions.reachableCount();
      reachable = { count, until: Date.now() + REACHABLE_COUNT_KEPT_MS };
      // A failed read is not kept.
      count.catch(() => {
        if (reachable?.count === count) reachable = undefined;
      });
    }
    return reachable.count;
  }

  function inBackground(work: () => Promise<void>): void {
    const run: Promise<void> = work()
      .catch((error: unknown) => log.warn({ err: error }, 'agent push failed; not retried'))
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  }

  return {
    /** The live chat's hook (LiveChatContext.agentAlerts). */
    alerts: {
      /** Available agents with no console open who are reached by push: they count as available too. */
      reachableAgents: reachableCount,
      availabilityChanged(): void {
        reachable = undefined;
      },
      requestAdded(chat: Chat): void {
        inBackground(async () =>
          deliver(await subscriptions.ofReachable(), {
            title: agentPushTexts.requestTitle,
            body: agentPushTexts.requestBody(named(chat.customerName)),
            tag: `chat-request:${chat.chatId}`,
          }),
        );
      },
      customerMessage(chat: Chat): void {
        const agent = chat.agentUserId;
        if (agent === null || lastMessagePush.has(chat.chatId)) return;
        inBackground(async () => {
          const targets = await subscriptions.ofAgentWithoutConsole(agent);
          if (targets.length === 0) return;
          lastMessagePush.set(chat.chatId, true);
          await deliver(targets, {
            title: agentPushTexts.messageTitle,
            body: agentPushTexts.messageBody(named(chat.customerName)),
            tag: `chat-message:${chat.chatId}`,
          });
        });
      },
    },
    /** Resolves once every push under way has finished (the close waits; tests read the outcome). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type AgentPush = ReturnType<typeof agentPushAlerts>;
