/**
 * Each chat's delivery state (contracts live-delivery.ts: the outbox and the seq it holds through), from
 * its first message on this page; shared by what sends (outbox.ts) and what receives (catch-up.ts).
 */
import type { LiveMessage } from '@ohmstead/contracts/live-chat';
import { type ChatDelivery, createChatDelivery } from '@ohmstead/contracts/live-delivery';
import type { PendingMessage } from './types';

export type AgentChatDelivery = ChatDelivery<PendingMessage, LiveMessage>;

export interface ChatDeliveries {
  of(chatId: string): AgentChatDelivery;
  /** The connection dropped: every chat's unacknowledged messages are due again on the next one. */
  connectionLost(): void;
}

export function createChatDeliveries(): ChatDeliveries {
  const deliveries = new Map<string, AgentChatDelivery>();
  return {
    of(chatId) {
      let delivery = deliveries.get(chatId);
      if (!delivery) deliveries.set(chatId, (delivery = createChatDelivery()));
      return delivery;
    },
    connectionLost() {
      for (const delivery of deliveries.values()) delivery.connectionLost();
    },
  };
}
