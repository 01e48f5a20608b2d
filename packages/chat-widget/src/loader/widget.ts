import { isBotKind, type BotKind } from '@ohmstead/contracts/chat';
import type { WidgetConfig } from '../config/widget-config';
import type { PanelHandle, PanelModule } from '../panel-contract';
import type { ChatWidgetApi, ChatWidgetUser } from '../public-api';
import { adoptStyles } from '../ui/styles';
import { HOST_CSS } from './host-css';
import { createEmitter } from './emitter';
import { ROBOT_ICON } from './robot-icon';
import { whenPageSettled } from './when-page-settled';

export const WIDGET_VERSION = '0.1.0';
const HOST_TAG = 'ohmstead-chat-widget';

/**
 * The part of the widget every page loads: the host element, its shadow root and the launcher. The panel
 * (Preact, the formatter, the bot client) is fetched on first open through `loadPanel`.
 */
export function createWidget(config: WidgetConfig, loadPanel: () => Promise<PanelModule>): ChatWidgetApi {
  const emitter = createEmitter();
  const host = document.createElement(HOST_TAG);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  adoptStyles(shadowRoot, HOST_CSS);
  const root = document.createElement('div');
  root.className = 'cw-root';
  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.className = 'cw-launcher';
  launcher.setAttribute('aria-label', 'Open chat assistant');
  launcher.setAttribute('aria-expanded', 'false');
  launcher.innerHTML = ROBOT_ICON;
  const panelContainer = document.createElement('div');
  panelContainer.hidden = true;
  root.append(launcher, panelContainer);
  shadowRoot.appendChild(root);

  let user: ChatWidgetUser | null = null;
  let requestedBot: BotKind | null = null;
  let isOpen = false;
  let destroyed = false;
  let panel: PanelHandle | null = null;
  let panelLoading: Promise<PanelHandle | null> | null = null;
  let backdrop: HTMLElement | null = null;
  let loadError: HTMLElement | null = null;
  let attached = false;

  /** Puts the launcher on the page: once the page has settled, or at once when the host opens the chat. */
  function attach() {
    if (attached || destroyed) return;
    attached = true;
    (document.body ?? document.documentElement).appendChild(host);
  }

  function showLoadError() {
    if (!loadError) {
      loadError = document.createElement('p');
      loadError.className = 'cw-load-error';
      loadError.setAttribute('role', 'alert');
      loadError.textContent = 'The chat could not be loaded. Please try again.';
      root.appendChild(loadError);
    }
  }

  function ensurePanel(): Promise<PanelHandle | null> {
    if (panel) return Promise.resolve(panel);
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
        loadError?.remove();
        loadError = null;
        emitter.emit('ready', undefined);
        return panel;
      })
      .catch((error: unknown) => {
        // A failed download must leave the launcher usable: the next click tries again.
        console.error('ChatWidget: the chat panel could not be loaded', error);
        panelLoading = null;
        isOpen = false;
        launcher.setAttribute('aria-expanded', 'false');
        showLoadError();
        emitter.emit('error', { message: 'The chat panel could not be loaded.' });
        return null;
      });
    return panelLoading;
  }

  function setBlur(on: boolean) {
    if (on && config.blurPage && !backdrop) {
      backdrop = document.createElement('div');
      backdrop.className = 'cw-backdrop';
      root.insertBefore(backdrop, root.firstChild);
    } else if (!on && backdrop) {
      backdrop.remove();
      backdrop = null;
    }
  }

  /** Public calls never throw into the host page. */
  const guard =
    <A extends unknown[]>(name: string, run: (...args: A) => void) =>
    (...args: A) => {
      if (destroyed) return;
      try {
        run(...args);
      } catch (error) {
        console.error(`ChatWidget.${name} failed`, error);
      }
    };

  const api: ChatWidgetApi = {
    version: WIDGET_VERSION,
    open: guard('open', () => {
      if (isOpen) return;
      attach();
      isOpen = true;
      launcher.setAttribute('aria-expanded', 'true');
      void ensurePanel().then((handle) => {
        if (!handle || !isOpen) return;
        panelContainer.hidden = false;
        setBlur(true);
        handle.opened();
        emitter.emit('open', undefined);
      });
    }),
    close: guard('close', () => {
      if (!isOpen) return;
      isOpen = false;
      panelContainer.hidden = true;
      setBlur(false);
      launcher.setAttribute('aria-expanded', 'false');
      panel?.closed();
      launcher.focus();
      emitter.emit('close', undefined);
    }),
    toggle: guard('toggle', () => (isOpen ? api.close() : api.open())),
    identify: guard('identify', (next: ChatWidgetUser) => {
      if (!next || typeof next.token !== 'string' || typeof next.userName !== 'string') {
        throw new TypeError('identify(user) needs at least token and userName');
      }
      user = next;
      panel?.setUser(user);
    }),
    logout: guard('logout', () => {
      user = null;
      panel?.setUser(null);
    }),
    setBot: guard('setBot', (bot: BotKind) => {
      if (!isBotKind(bot)) throw new TypeError(`setBot takes 'CRM' or 'IA', not ${String(bot)}`);
      requestedBot = bot;
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
      setBlur(false);
      host.remove();
      emitter.clear();
      destroyed = true;
    }),
  };

  launcher.addEventListener('click', () => api.open());
  whenPageSettled(attach);
  return api;
}
