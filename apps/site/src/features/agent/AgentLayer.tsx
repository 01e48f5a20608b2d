import { type AgentClient, createAgentClient } from '@ohmstead/agent-console/client';
import { CustomerContextProvider } from '@ohmstead/agent-console/customer-context';
import { AgentMiniScreen } from '@ohmstead/agent-console/mini-screen';
import { AgentNotification } from '@ohmstead/agent-console/notification';
import { PushAlertsProvider } from '@ohmstead/agent-console/push-alerts';
import { SavedRepliesProvider } from '@ohmstead/agent-console/saved-replies';
import { type CSSProperties, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '@/components/PageLoading';
import { useAgentClient } from '@/lib/agent-client-context';
import { AGENT_PAGE_PATH, isAgentPage } from '@/lib/agent-page';
import { LazyAgentConsole } from '@/lib/lazy-agent-console';
import { AGENT_LAYER_BOTTOM_PX, AGENT_LAYER_LEFT_PX } from './constants';
import { goToAgentPage } from './go-to-agent-page';
import { useCustomerContext } from './use-customer-context';
import { usePushAlerts } from './use-push-alerts';
import { useSavedReplies } from './use-saved-replies';

export interface AgentLayerProps {
  /** The signed-in agent's token: the connection is theirs. */
  token: string;
  /** Receives the connection once made, and null once closed. */
  onClient: (client: AgentClient | null) => void;
}

const placement = {
  display: 'contents',
  '--agent-layer-bottom': `${AGENT_LAYER_BOTTOM_PX}px`,
  '--agent-layer-left': `${AGENT_LAYER_LEFT_PX}px`,
} as CSSProperties;

/**
 * The agent's presence on every page (docs/product.md §3.2, §3.4): one connection for the signed-in session, the
 * status notification and the mini-screen at the bottom left. Both hide on the agent page itself.
 */
export function AgentLayer({ token, onClient }: AgentLayerProps) {
  const client = useAgentClient();
  const savedReplies = useSavedReplies(client, token);
  const customerContext = useCustomerContext(token);
  const pushAlerts = usePushAlerts(token);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const created = createAgentClient({ token });
    onClient(created);
    return () => {
      onClient(null);
      created.close();
    };
  }, [token, onClient]);

  if (!client || isAgentPage(pathname)) return null;

  return (
    <div className="agent-layer" style={placement}>
      <AgentNotification client={client} onGoToChat={(chatId) => goToAgentPage(navigate, chatId)} />
      <AgentMiniScreen
        client={client}
        renderConsole={() => (
          <Suspense fallback={<PageLoading label="Loading the agent chat…" />}>
            {/* In memory: the modal's own navigation leaves the page's URL alone. */}
            <SavedRepliesProvider value={savedReplies}>
              <CustomerContextProvider value={customerContext}>
                <PushAlertsProvider value={pushAlerts}>
                  <LazyAgentConsole client={client} base={AGENT_PAGE_PATH} memoryLocation />
                </PushAlertsProvider>
              </CustomerContextProvider>
            </SavedRepliesProvider>
          </Suspense>
        )}
      />
    </div>
  );
}
