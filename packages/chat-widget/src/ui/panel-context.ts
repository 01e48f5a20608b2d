import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { ChatStore } from '../state/types';

/** What every panel component needs: the store and the shadow root (focus, styles of lazy chunks). */
export interface PanelContextValue {
  store: ChatStore;
  root: ShadowRoot | null;
}

export const PanelContext = createContext<PanelContextValue | null>(null);

export function usePanel(): PanelContextValue {
  const value = useContext(PanelContext);
  if (!value) throw new Error('usePanel outside the chat panel');
  return value;
}
