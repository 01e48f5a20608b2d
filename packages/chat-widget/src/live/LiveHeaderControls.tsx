import { liveWidgetMessages } from './live-messages';
import { useLiveStyles } from './use-live-styles';

/**
 * spec/03 §2 "Header": the agents' online/offline indicator and the live-agent switch, shown while the
 * live socket is connected. The switch is offered when an agent is online or a chat is open.
 */
export function LiveHeaderControls() {
  const store = useLiveStyles();
  const session = store.live.value;
  if (!session?.connected.value) return null;
  const online = session.agentsOnline.value;
  const count = session.availableAgents.value;
  const label = online ? liveWidgetMessages.agentsOnline : liveWidgetMessages.agentsOffline;
  const live = store.liveMode.value;
  return (
    <>
      <span
        class={`cw-agents${online ? ' cw-agents-online' : ''}`}
        role="status"
        title={online && count > 0 ? `${label}: ${count}` : label}
      >
        <i aria-hidden="true" />
        <span class="cw-sr-only">{label}</span>
      </span>
      {(online || session.status.value !== 'none') && (
        <button
          type="button"
          class="cw-switch"
          role="switch"
          aria-checked={live}
          aria-label={liveWidgetMessages.liveAgentSwitch}
          title={liveWidgetMessages.liveAgentSwitch}
          onClick={session.toggle}
        >
          <i aria-hidden="true" />
        </button>
      )}
    </>
  );
}
