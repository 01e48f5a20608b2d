import { defaultConfig, type WidgetConfig } from './config/widget-config';
import { createWidget } from './loader/widget';
import type { PanelModule } from './panel-contract';
import type { ChatWidgetApi } from './public-api';

/**
 * The ESM entry, for hosts that bundle the widget: `createChatWidget({ apiBase: … })`. Every address
 * defaults to the page's own origin.
 */
export function createChatWidget(options: Partial<WidgetConfig> = {}): ChatWidgetApi {
  const config = { ...defaultConfig(location.origin, ''), ...options };
  return createWidget(config, () => import('./panel/mount') as Promise<PanelModule>);
}

export type {
  ChatWidgetApi,
  ChatWidgetEventName,
  ChatWidgetEvents,
  ChatWidgetHandler,
  ChatWidgetMessage,
  ChatWidgetUser,
} from './public-api';
export type { WidgetConfig } from './config/widget-config';
