import { liveWidgetMessages } from './live-words';
import { useLiveStyles } from './use-live-styles';

/**
 * docs/product.md §3.2 "Header": the live-agent switch, shown while the live socket is connected, when an agent is
 * online or a chat is open. The agents' indicator beside it is the panel's own (AgentsIndicator).
 */
export function LiveHeaderControls() {
  const store = useLiveStyles();
  const session = store.live.value;
  if (!session?.connected.value) return null;
  if (!store.agents.value?.online && session.status.value === 'none') return null;
  return (
    <button
      type="button"
      class="cw-switch"
      role="switch"
      aria-checked={store.liveMode.value}
      aria-label={liveWidgetMessages.liveAgentSwitch}
      title={liveWidgetMessages.liveAgentSwitch}
      onClick={session.toggle}
    >
      <i aria-hidden="true" />
    </button>
  );
}
