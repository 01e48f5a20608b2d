/** @jsxImportSource react */
import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import { Link, useLocation } from 'wouter';
import type { AgentClient, AgentSnapshot } from '../client/agent-client';
import { consoleTexts } from '../constants';
import { CustomerContextPanel } from '../customer-context/CustomerContextPanel';
import { ChatList } from './ChatList';
import { Conversation } from './Conversation';
import { RequestList } from './RequestList';

interface WorkspaceProps {
  client: AgentClient;
  snapshot: AgentSnapshot;
  /** From the route /chats/:chatId; absent on '/', where the first open chat is shown. */
  chatId?: string;
}

/** The main view: requests, the chat list and the selected conversation. */
export function Workspace({ client, snapshot, chatId }: WorkspaceProps) {
  const [, navigate] = useLocation();
  const selected = chatId
    ? snapshot.chats.find((chat) => chat.chat_id === chatId)
    : snapshot.chats.find((chat) => chat.status === 'active');

  async function accept(customerSid: string) {
    const answer = await client.accept(customerSid);
    if (answer.ok && answer.chatId) navigate(`/chats/${answer.chatId}`);
  }

  return (
    <div className="ac-workspace">
      <div className="ac-sidebar">
        <RequestList
          client={client}
          requests={snapshot.requests}
          processing={snapshot.processing}
          onAccept={(customerSid) => void accept(customerSid)}
          onDecline={(customerSid) => void client.decline(customerSid)}
        />
        <ChatList chats={snapshot.chats} selectedChatId={selected?.chat_id} />
      </div>
      <div className="ac-main">
        {selected ? (
          <>
            <Conversation
              key={selected.chat_id}
              client={client}
              chat={selected}
              agentName={snapshot.state?.agent_name ?? ''}
              focusOnShow={!!chatId}
            />
            <CustomerContextPanel key={`context-${selected.chat_id}`} chatId={selected.chat_id} />
          </>
        ) : chatId && snapshot.state ? (
          // agent_state (which lists every chat of this agent) has come: this chat is not among them.
          <p role="alert">
            {liveChatMessages.chatNotFound}{' '}
            <Link href="/">Back to {consoleTexts.liveChats.toLowerCase()}</Link>
          </p>
        ) : (
          <p className="ac-muted" role="status">
            {chatId ? consoleTexts.chatLoading : consoleTexts.chooseChat}
          </p>
        )}
      </div>
    </div>
  );
}
