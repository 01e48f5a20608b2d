import { CustomerContextProvider } from '@ohmstead/agent-console/customer-context';
import { PushAlertsProvider } from '@ohmstead/agent-console/push-alerts';
import { SavedRepliesProvider } from '@ohmstead/agent-console/saved-replies';
import { Suspense, useEffect } from 'react';
import { AccessDenied } from '@/components/admin/AccessDenied';
import { PageLoading } from '@/components/PageLoading';
import { guardDecision } from '@/lib/admin-access';
import { useAgentClient } from '@/lib/agent-client-context';
import { AGENT_PAGE_PATH } from '@/lib/agent-page';
import { LazyAgentConsole } from '@/lib/lazy-agent-console';
import { useScreenReady } from '@/lib/screen-ready';
import { useSession } from '@/lib/session';
import { useCustomerContext } from '../use-customer-context';
import { usePushAlerts } from '../use-push-alerts';
import { useSavedReplies } from '../use-saved-replies';

/**
 * The agent page, /admin/chatbot-agent and its views (docs/product.md §3.2): the console on the session's
 * connection, routed under the page's path. Entering it marks the chats read (docs/product.md §3.4), as the
 * notification that counted them hides here.
 */
export function AgentPage() {
  const client = useAgentClient();
  const token = useSession()?.token;
  const savedReplies = useSavedReplies(client, token);
  const customerContext = useCustomerContext(token);
  const pushAlerts = usePushAlerts(token);

  useEffect(() => {
    if (!client) return;
    for (const chat of client.getSnapshot().chats) if (chat.unread > 0) client.markRead(chat.chat_id);
  }, [client]);

  if (!client) return <PageLoading label="Connecting to the chat service…" />;
  return (
    <Suspense fallback={<PageLoading label="Loading the agent console…" />}>
      <SavedRepliesProvider value={savedReplies}>
        <CustomerContextProvider value={customerContext}>
          <PushAlertsProvider value={pushAlerts}>
            <LazyAgentConsole client={client} base={AGENT_PAGE_PATH} />
          </PushAlertsProvider>
        </CustomerContextProvider>
      </SavedRepliesProvider>
    </Suspense>
  );
}

/**
 * The Chat Agent screen. The console's views below its path have no entry of their own in the role
 * table, so the page's capability is checked here for all of them.
 */
export function ChatAgentScreen() {
  useScreenReady();
  const user = useSession();
  if (guardDecision(user, AGENT_PAGE_PATH) !== 'allowed') return <AccessDenied />;
  return <AgentPage />;
}
