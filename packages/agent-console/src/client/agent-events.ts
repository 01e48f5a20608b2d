/**
 * The client's events for UI reactions (a new request, a customer's message, an accepted chat) and the
 * notification sound that goes with the first two when the agent has it on.
 */
import type { LiveMessage } from '@ohmstead/contracts/live-chat';
import type { AgentClientEvent, AgentClientEventDetail } from './types';

type EventListener = (detail: AgentClientEventDetail) => void;

export interface AgentEvents {
  on(event: AgentClientEvent, listener: EventListener): () => void;
  fire(event: AgentClientEvent, detail: AgentClientEventDetail): void;
  /** The notification sound, only when the agent has sound on. */
  chime(): void;
  /** Of messages just shown in a chat, a customer's: the console's event and its chime. */
  customerWrote(chatId: string, added: LiveMessage[]): void;
  /** Forgets every listener (the client is closed). */
  clear(): void;
}

export function createAgentEvents(playSound: () => void, soundEnabled: () => boolean): AgentEvents {
  const listeners = new Map<AgentClientEvent, Set<EventListener>>();

  function fire(event: AgentClientEvent, detail: AgentClientEventDetail): void {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(detail);
  }

  const chime = () => {
    if (soundEnabled()) playSound();
  };

  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    fire,
    chime,
    customerWrote(chatId, added) {
      if (!added.some((message) => message.is_customer)) return;
      fire('customer-message', { chatId });
      chime();
    },
    clear: () => listeners.clear(),
  };
}
