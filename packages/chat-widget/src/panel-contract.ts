import type { BotKind } from '@ohmstead/contracts/chat';
import type { WidgetConfig } from './config/widget-config';
import type { ChatWidgetEventName, ChatWidgetEvents, ChatWidgetUser } from './public-api';

/**
 * What the loader hands the lazily loaded panel, and what the panel hands back. Types only: the loader
 * stays free of the panel's code.
 */
export interface PanelHost {
  config: WidgetConfig;
  shadowRoot: ShadowRoot;
  /** The element the panel renders into (inside the shadow root). */
  container: HTMLElement;
  user: ChatWidgetUser | null;
  /** The bot asked for before the panel loaded (`setBot`), if any. */
  requestedBot: BotKind | null;
  emit<K extends ChatWidgetEventName>(event: K, payload: ChatWidgetEvents[K]): void;
  /** The panel's minimise button: the loader hides the panel and gives focus back to the launcher. */
  requestClose(): void;
}

export interface PanelHandle {
  /** Shows the panel (the loader has made it visible) and moves focus into it. */
  opened(): void;
  closed(): void;
  setUser(user: ChatWidgetUser | null): void;
  setBot(bot: BotKind): void;
  destroy(): void;
}

export interface PanelModule {
  mountPanel(host: PanelHost): PanelHandle;
}
