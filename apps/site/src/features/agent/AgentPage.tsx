import { Suspense, useEffect } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { useAgentClient } from './agent-client-context';
import { AGENT_PAGE_PATH } from './constants';
import { LazyAgentConsole } from './lazy-agent-console';

/**
 * The agent page, /admin/chatbot-agent and its views (spec/03 §2): the console on the session's
 * connection, routed under the page's path. Entering it marks the chats read (spec/03 §4), as the
 * notification that counted them hides here.
 */
export function AgentPage() {
  const client = useAgentClient();

  useEffect(() => {
    if (!client) return;
    for (const chat of client.getSnapshot().chats) if (chat.unread > 0) client.markRead(chat.chat_id);
  }, [client]);

  if (!client) return <PageLoading label="Connecting to the chat service…" />;
  return (
    <Suspense fallback={<PageLoading label="Loading the agent console…" />}>
      <LazyAgentConsole client={client} base={AGENT_PAGE_PATH} />
    </Suspense>
  );
}
