import type { PanelHandle, PanelHost } from '../panel-contract';
import { adoptStyles } from '../ui/styles';
import { HOST_CSS } from './host-css';
import { ROBOT_ICON } from './robot-icon';

const HOST_TAG = 'ohmstead-chat-widget';
type Emit = PanelHost['emit'];

/**
 * The elements every page gets: the host, its shadow root, the root inside it, the launcher and the (hidden)
 * box of the panel. A tuple, read by position: every page loads this code, and names of properties survive
 * minification (docs/decisions/0027-widget-weight.md).
 */
export type WidgetDom = [
  host: HTMLElement,
  shadowRoot: ShadowRoot,
  root: HTMLElement,
  launcher: HTMLButtonElement,
  panelContainer: HTMLElement,
];

export function createWidgetDom(): WidgetDom {
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
  return [host, shadowRoot, root, launcher, panelContainer];
}

/**
 * The panel failed to download: logged, told to the host, and said once in the widget however many opens
 * failed; the launcher shows closed again.
 */
export function showLoadError(root: HTMLElement, launcher: HTMLElement, emit: Emit, error: unknown) {
  console.error('ChatWidget: the chat panel could not be loaded', error);
  launcher.setAttribute('aria-expanded', 'false');
  if (!root.querySelector('.cw-load-error')) {
    const loadError = document.createElement('p');
    loadError.className = 'cw-load-error';
    loadError.setAttribute('role', 'alert');
    loadError.textContent = 'The chat could not be loaded. Please try again.';
    root.appendChild(loadError);
  }
  emit('error', { message: 'The chat panel could not be loaded.' });
}

/** The page behind the open panel blurred (config.blurPage), or no longer. */
export function setBlur(root: HTMLElement, on: boolean) {
  const backdrop = root.querySelector('.cw-backdrop');
  if (on && !backdrop) {
    const added = document.createElement('div');
    added.className = 'cw-backdrop';
    root.insertBefore(added, root.firstChild);
  } else if (!on) backdrop?.remove();
}

/** The loaded panel shows: its box, the page's blur when configured, and the host is told. */
export function showPanel(
  root: HTMLElement,
  panelContainer: HTMLElement,
  panel: PanelHandle,
  blur: boolean,
  emit: Emit,
) {
  panelContainer.hidden = false;
  setBlur(root, blur);
  panel.opened();
  emit('open', undefined);
}

/** The panel hides (the chat goes on); the focus goes back to the launcher, and the host is told. */
export function hidePanel(
  root: HTMLElement,
  launcher: HTMLElement,
  panelContainer: HTMLElement,
  panel: PanelHandle | null,
  emit: Emit,
) {
  panelContainer.hidden = true;
  setBlur(root, false);
  launcher.setAttribute('aria-expanded', 'false');
  panel?.closed();
  launcher.focus();
  emit('close', undefined);
}
