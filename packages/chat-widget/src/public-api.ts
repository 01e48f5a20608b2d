/** docs/product.md §3.9: the general (CRM) and the installation (IA) bot. Spelled out so the published types stand alone. */
export type BotKind = 'CRM' | 'IA';

/**
 * The signed-in user a host hands to `identify` (docs/product.md §3.3 "Stored user data"): the site passes its
 * stored login answer. The token authorises the Installation Assistant and the safety acknowledgement.
 */
export interface ChatWidgetUser {
  token: string;
  userName: string;
  firstName: string;
  lastName: string;
  contact: string;
  userId: number;
  /** True while the user has not acknowledged the safety instructions. */
  isSafetyCheck: boolean;
  roles?: string[];
}

/** A message as the host sees it in the `message` event. */
export interface ChatWidgetMessage {
  id: string;
  type: 'message-user' | 'message-system' | 'message-notification';
  text: string;
  timestamp: number;
}

/** Events a host can listen to with `ChatWidget.on(name, handler)`. */
export interface ChatWidgetEvents {
  ready: undefined;
  open: undefined;
  close: undefined;
  message: ChatWidgetMessage;
  'bot-change': { bot: BotKind };
  /** The user acknowledged the safety instructions: a host keeping user data sets isSafetyCheck false. */
  'safety-acknowledged': { userId: number; contentVersion: string };
  'session-expired': undefined;
  error: { message: string };
}
export type ChatWidgetEventName = keyof ChatWidgetEvents;
export type ChatWidgetHandler<K extends ChatWidgetEventName> = (payload: ChatWidgetEvents[K]) => void;

/** `window.ChatWidget` once the script has loaded. */
export interface ChatWidgetApi {
  open(): void;
  close(): void;
  toggle(): void;
  identify(user: ChatWidgetUser): void;
  logout(): void;
  setBot(bot: BotKind): void;
  /** Hides the launcher and the panel (e.g. on a sign-up page) until `show()`. */
  hide(): void;
  show(): void;
  on<K extends ChatWidgetEventName>(event: K, handler: ChatWidgetHandler<K>): () => void;
  destroy(): void;
  readonly version: string;
}

/** The stub of the embed snippet: calls made before the script loads wait in `q`. */
export interface ChatWidgetQueue {
  q?: [string, unknown[]][];
}
