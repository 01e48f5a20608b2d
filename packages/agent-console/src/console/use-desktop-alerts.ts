import { useState } from 'react';
import { askDesktopPermission } from '../client/background-alerts';
import type { AgentClient } from '../client/types';
import { consoleTexts } from '../constants';

/**
 * The "Desktop alerts" toggle: turning it on asks the browser's permission first (from the agent's click,
 * never on page load) and keeps the setting on the server only once the browser allows notifications;
 * why it cannot be turned on is said beside it (docs/decisions/0044-agent-alerts.md).
 */
export function useDesktopAlerts(client: AgentClient) {
  const [problem, setProblem] = useState<string | null>(null);
  async function toggle(enabled: boolean) {
    if (!enabled) {
      setProblem(null);
      await client.setDesktopAlertsEnabled(false);
      return;
    }
    const permission = await askDesktopPermission();
    if (permission === 'granted') {
      setProblem(null);
      await client.setDesktopAlertsEnabled(true);
    } else
      setProblem(
        permission === 'unsupported'
          ? consoleTexts.desktopAlertsUnsupported
          : consoleTexts.desktopAlertsBlocked,
      );
  }
  return { toggle: (enabled: boolean) => void toggle(enabled), problem };
}
