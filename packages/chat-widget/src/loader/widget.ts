import type { BotKind } from '@ohmstead/contracts/chat';
import type { WidgetConfig } from '../config/widget-config';
import type { PanelHandle, PanelModule } from '../panel-contract';
import type { ChatWidgetApi, ChatWidgetUser } from '../public-api';
import { createEmitter } from './emitter';
import { checkedBot, checkedUser, guardPublicCall } from './public-call';
import { whenPageSettled } from './when-page-settled';
import { createWidgetDom, hidePanel, setBlur, showLoadError, showPanel } from './widget-dom';

export const WIDGET_VERSION = '0.1.0';

/**
 * The part of the widget every page loads: the host element, its shadow root and the launcher. The panel
 * (Preact, the formatter, the bot client) is fetched on first open through `loadPanel`.
 */
export function createWidget(config: WidgetConfig, loadPanel: () => Promise<PanelModule>): ChatWidgetApi {
  const emitter = createEmitter();
  const [host, shadowRoot, root, launcher, panelContainer] = createWidgetDom();
  let user: ChatWidgetUser | null = null;
  let requestedBot: BotKind | null = null;
  let isOpen = false;
  let destroyed = false;
  let panel: PanelHandle | null = null;
  let panelLoading: Promise<PanelHandle | null> | null = null;
  let attached = false;

  /** Puts the launcher on the page: once the page has settled, or at once when the host opens the chat. */
  function attach() {
    if (attached || destroyed) return;
    attached = true;
    (document.body ?? document.documentElement).appendChild(host);
  }

  /** The panel, mounted on first open and kept: its promise stays resolved, unless the download failed. */
  function ensurePanel(): Promise<PanelHandle | null> {
    panelLoading ??= loadPanel()
      .then((module) => {
        if (destroyed) return null;
        panel = module.mountPanel({
          config,
          shadowRoot,
          container: panelContainer,
          user,
          requestedBot,
          emit: emitter.emit,
          requestClose: () => api.close(),
        });
        root.querySelector('.cw-load-error')?.remove();
        emitter.emit('ready', undefined);
        return panel;
      })
      .catch((error: unknown) => {
        // A failed download must leave the launcher usable: the next click tries again.
        panelLoading = null;
        isOpen = false;
        showLoadError(root, launcher, emitter.emit, error);
        return null;
      });
    return panelLoading;
  }

  const guard = <A extends unknown[]>(name: string, run: (...args: A) => void) =>
    guardPublicCall(name, () => destroyed, run);

  const api: ChatWidgetApi = {
    version: WIDGET_VERSION,
    open: guard('open', () => {
      if (isOpen) return;
      attach();
      isOpen = true;
      launcher.setAttribute('aria-expanded', 'true');
      void ensurePanel().then((handle) => {
        if (handle && isOpen) showPanel(root, panelContainer, handle, config.blurPage, emitter.emit);
      });
    }),
    close: guard('close', () => {
      if (!isOpen) return;
      isOpen = false;
      hidePanel(root, launcher, panelContainer, panel, emitter.emit);
    }),
    toggle: guard('toggle', () => (isOpen ? api.close() : api.open())),
    identify: guard('identify', (next: ChatWidgetUser) => {
      user = checkedUser(next);
      panel?.setUser(user);
    }),
    logout: guard('logout', () => {
      user = null;
      panel?.setUser(null);
    }),
    setBot: guard('setBot', (bot: BotKind) => {
      requestedBot = checkedBot(bot);
      panel?.setBot(bot);
    }),
    hide: guard('hide', () => {
      api.close();
      host.hidden = true;
    }),
    show: guard('show', () => {
      host.hidden = false;
    }),
    on: (event, handler) => (destroyed ? () => {} : emitter.on(event, handler)),
    destroy: guard('destroy', () => {
      panel?.destroy();
      setBlur(root, false);
      host.remove();
      emitter.clear();
      destroyed = true;
    }),
  };

  launcher.addEventListener('click', () => api.open());
  whenPageSettled(attach);
  return api;
}
