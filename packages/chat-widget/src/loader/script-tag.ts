import { configFromScript } from '../config/widget-config';
import type { PanelModule } from '../panel-contract';
import type { ChatWidgetApi, ChatWidgetQueue } from '../public-api';
import { PANEL_FILE_NAME } from './panel-file-name';
import { createWidget } from './widget';

/**
 * The script-tag entry (`chat-widget.js`, an IIFE): reads the tag's data attributes, draws the launcher,
 * replaces the embed snippet's queue with the real API and runs the calls queued before it loaded.
 */
declare global {
  interface Window {
    ChatWidget?: (ChatWidgetApi & ChatWidgetQueue) | ChatWidgetQueue;
  }
}

function start() {
  const script = document.currentScript as HTMLScriptElement | null;
  const config = configFromScript(script, location.href);
  const existing = window.ChatWidget;
  if (existing && 'version' in existing) return; // loaded twice: the first one stays
  // A non-literal specifier: Rollup leaves it alone and the browser fetches the ESM panel of this release,
  // named by its content hash, from the module base (the `esm/` folder beside this script by default).
  const panelUrl = `${config.moduleBase}${PANEL_FILE_NAME}`;
  const api = createWidget(config, () => import(/* @vite-ignore */ panelUrl) as Promise<PanelModule>);
  window.ChatWidget = api;
  for (const [method, args] of existing?.q ?? []) {
    const call = (api as unknown as Record<string, unknown>)[method];
    if (typeof call === 'function') call(...args);
    else console.error(`ChatWidget: unknown queued call "${method}"`);
  }
}

try {
  start();
} catch (error) {
  // Whatever happens, the host page goes on working.
  console.error('ChatWidget failed to start', error);
}
