import { BOT_TITLES } from '@ohmstead/contracts/chat';
import { BotAvatar, CollapseIcon, ExpandIcon, MinimiseIcon, ShieldIcon, SwapIcon } from '../ui/icons';
import { usePanel } from '../ui/panel-context';
import { AgentsIndicator } from './AgentsIndicator';

/**
 * docs/product.md §3.2 "Header": fullscreen, minimise, title with its hover title, safety info (IA), bot chip, the
 * agents' indicator.
 */
export function Header({ titleId, onMinimise }: { titleId: string; onMinimise: () => void }) {
  const { store } = usePanel();
  // The live-agent switch comes with the live chunk, once a live chat started.
  const live = store.live.value;
  const bot = store.bot.value;
  const { title, hoverTitle } = BOT_TITLES[bot];
  const other = bot === 'CRM' ? 'IA' : 'CRM';
  const fullscreen = store.fullscreen.value;
  return (
    <header class="cw-header">
      <BotAvatar />
      <h2 id={titleId} class="cw-title" title={hoverTitle}>
        {title}
      </h2>
      {store.signedIn.value ? (
        <button
          type="button"
          class="cw-chip"
          title={`Switch to the ${BOT_TITLES[other].title}`}
          aria-label={`${bot} bot selected. Switch to the ${other} bot`}
          onClick={() => store.switchBot(other)}
        >
          {bot}
          <SwapIcon />
        </button>
      ) : (
        // A guest is always answered by the CRM bot: the chip says so, with nothing to switch.
        <span class="cw-chip" title={`Answered by the ${title}`}>
          {bot}
        </span>
      )}
      {bot === 'IA' && store.signedIn.value && (
        <button
          type="button"
          class="cw-icon-button"
          aria-label="Safety instructions"
          title="Safety instructions"
          onClick={() => store.openModal('safety-instructions')}
        >
          <ShieldIcon />
        </button>
      )}
      <AgentsIndicator />
      {live && <live.ui.HeaderControls />}
      <button
        type="button"
        class="cw-icon-button"
        aria-label={fullscreen ? 'Exit full screen' : 'Full screen'}
        title={fullscreen ? 'Exit full screen' : 'Full screen'}
        onClick={store.toggleFullscreen}
      >
        {fullscreen ? <CollapseIcon /> : <ExpandIcon />}
      </button>
      <button
        type="button"
        class="cw-icon-button"
        aria-label="Minimise chat"
        title="Minimise"
        onClick={onMinimise}
      >
        <MinimiseIcon />
      </button>
    </header>
  );
}
