import type { NavigateFunction } from 'react-router-dom';
import { AGENT_PAGE_PATH, agentPagePath } from '@/lib/agent-page';

/** Opens the agent page (at a chat); docs/product.md §3.8: if the navigation fails, a full page load of it. */
export function goToAgentPage(navigate: NavigateFunction, chatId?: string): void {
  const fullLoad = (error: unknown) => {
    console.error('Navigation to the agent page failed; loading it in full.', error);
    window.location.assign(AGENT_PAGE_PATH);
  };
  try {
    void Promise.resolve(navigate(agentPagePath(chatId))).catch(fullLoad);
  } catch (error) {
    fullLoad(error);
  }
}
