import { usePanel } from '../ui/panel-context';

/** Ours: the spec names the indicator, not its words. */
export const AGENTS_ONLINE = 'Agents online';
export const AGENTS_OFFLINE = 'Agents offline';

/**
 * docs/product.md §3.2 "Header": the agents' online/offline indicator. Known from the availability call when the
 * panel opens, kept up to date by the live socket once a live chat started; nothing while unknown.
 */
export function AgentsIndicator() {
  const { store } = usePanel();
  const agents = store.agents.value;
  if (!agents) return null;
  const label = agents.online ? AGENTS_ONLINE : AGENTS_OFFLINE;
  return (
    <span
      class={`cw-agents${agents.online ? ' cw-agents-online' : ''}`}
      role="status"
      title={agents.online && agents.num_agents > 0 ? `${label}: ${agents.num_agents}` : label}
    >
      <i aria-hidden="true" />
      <span class="cw-sr-only">{label}</span>
    </span>
  );
}
