import { render } from 'preact';
import type { PanelHandle, PanelHost } from '../panel-contract';
import { createChatStore } from '../state/chat-store';
import { PanelContext } from '../ui/panel-context';
import { adoptStyles } from '../ui/styles';
import { loadLive } from './chunks';
import { Panel } from './Panel';
import { PANEL_CSS } from './panel.css';
import { PanelErrorBoundary } from './PanelErrorBoundary';

/** The panel chunk's entry: the loader calls it on first open. */
export function mountPanel(host: PanelHost): PanelHandle {
  adoptStyles(host.shadowRoot, PANEL_CSS);
  const store = createChatStore({
    config: host.config,
    user: host.user,
    requestedBot: host.requestedBot,
    emit: host.emit,
    loadLive,
  });
  render(
    <PanelContext.Provider value={{ store, root: host.shadowRoot }}>
      <PanelErrorBoundary onRestart={() => store.restart()}>
        <Panel onMinimise={host.requestClose} />
      </PanelErrorBoundary>
    </PanelContext.Provider>,
    host.container,
  );

  return {
    opened() {
      store.markOpened();
      // After the render that shows the panel; the safety wizard, when due, takes focus itself.
      requestAnimationFrame(() => {
        if (!store.safetyWizardDue.peek()) host.container.querySelector<HTMLElement>('.cw-input')?.focus();
      });
    },
    closed() {
      store.markClosed();
      // A dialog open in the panel goes with it at the next render, but while it is open the page is
      // inert, and the loader gives focus to the launcher now: the dialog is closed at once. It shows
      // again when the panel opens (Panel.tsx).
      host.container.querySelectorAll<HTMLDialogElement>('dialog[open]').forEach((dialog) => dialog.close());
    },
    setUser: (user) => store.setUser(user),
    setBot: (bot) => store.switchBot(bot),
    destroy() {
      render(null, host.container);
      store.dispose();
    },
  };
}
