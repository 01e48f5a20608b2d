import { h, render } from 'preact';
import type { WidgetConfig } from '../src/config/widget-config';
import { HOST_CSS } from '../src/loader/host-css';
import { loadLive } from '../src/panel/chunks';
import { Panel } from '../src/panel/Panel';
import { PANEL_CSS } from '../src/panel/panel.css';
import { PanelErrorBoundary } from '../src/panel/PanelErrorBoundary';
import type { BotKind, ChatWidgetUser } from '../src/public-api';
import type { OpenLiveSocket } from '../src/services/live-socket';
import { createChatStore } from '../src/state/chat-store';
import type { ChatStore } from '../src/state/types';
import { PanelContext } from '../src/ui/panel-context';
import { adoptStyles } from '../src/ui/styles';

/** The state a story shows: who is signed in, and what the store holds. */
export interface PanelScene {
  config: WidgetConfig;
  user: ChatWidgetUser | null;
  /** The bot asked for (a signed-in user gets the IA bot otherwise). */
  bot?: BotKind;
  /**
   * Puts the store in the story's state, with its signals and its own actions (the panel and its lazily
   * loaded chunks react to them as they do in the page).
   */
  setup?: (store: ChatStore) => void;
  /** Runs the session's one-second inactivity check (the expiry countdown), off by default. */
  startTimers?: boolean;
  fetch: typeof fetch;
  onMinimise: () => void;
  /** The live chat's socket (a scripted fake agent service in stories). */
  openLiveSocket?: OpenLiveSocket;
}

/**
 * What mountPanel (src/panel/mount.tsx) does for the loader, with the store's services replaced: the
 * widget's host and panel styles in an open shadow root, a store with no storage and fake services, and the
 * real Panel rendered with Preact. The panel's chunks (dialogs, safety, forms) add their own styles to the
 * shadow root when they load. Returns the function that unmounts it.
 */
export function mountPanel(host: HTMLElement, scene: PanelScene): () => void {
  const shadowRoot = host.attachShadow({ mode: 'open' });
  adoptStyles(shadowRoot, HOST_CSS);
  adoptStyles(shadowRoot, PANEL_CSS);
  const root = document.createElement('div');
  root.className = 'cw-root';
  const container = document.createElement('div');
  root.append(container);
  shadowRoot.append(root);

  const store = createChatStore({
    config: scene.config,
    user: scene.user,
    requestedBot: scene.bot ?? null,
    emit: () => {},
    storage: null,
    fetch: scene.fetch,
    startTimers: scene.startTimers ?? false,
    openLiveSocket: scene.openLiveSocket,
    loadLive,
  });
  if (scene.bot) store.bot.value = scene.bot;
  // As if the panel had been opened a while ago: starter buttons answer at once (docs/product.md §3.4: 300 ms).
  store.isOpen.value = true;
  store.openedAt.value = Date.now() - 1_000;
  scene.setup?.(store);

  render(
    h(
      PanelContext.Provider,
      { value: { store, root: shadowRoot } },
      h(PanelErrorBoundary, {
        onRestart: () => store.restart(),
        children: h(Panel, { onMinimise: scene.onMinimise }),
      }),
    ),
    container,
  );
  return () => {
    render(null, container);
    store.dispose();
  };
}
