import type { ChatWidgetEventName, ChatWidgetEvents, ChatWidgetHandler } from '../public-api';

/** The `on` / `emit` pair of the public API. A throwing handler is the host's bug: it is reported, not fatal. */
export function createEmitter() {
  const handlers = new Map<ChatWidgetEventName, Set<(payload: never) => void>>();
  return {
    on<K extends ChatWidgetEventName>(event: K, handler: ChatWidgetHandler<K>): () => void {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler as (payload: never) => void);
      return () => set.delete(handler as (payload: never) => void);
    },
    emit<K extends ChatWidgetEventName>(event: K, payload: ChatWidgetEvents[K]): void {
      handlers.get(event)?.forEach((handler) => {
        try {
          (handler as ChatWidgetHandler<K>)(payload);
        } catch (error) {
          console.error(`ChatWidget: a "${event}" handler failed`, error);
        }
      });
    },
    clear() {
      handlers.clear();
    },
  };
}
