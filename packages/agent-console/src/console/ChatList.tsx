/** @jsxImportSource react */
import { Link } from 'wouter';
import type { AgentChatView } from '../client/agent-client';
import { consoleTexts } from '../constants';
import { badgeText } from './badge-text';

interface ChatListProps {
  chats: AgentChatView[];
  selectedChatId: string | undefined;
}

/** The agent's concurrent chats, open ones first, each with its unread count. */
export function ChatList({ chats, selectedChatId }: ChatListProps) {
  return (
    <nav className="ac-chats" aria-labelledby="ac-chats-title">
      <h2 id="ac-chats-title">{consoleTexts.liveChats}</h2>
      {chats.length === 0 ? (
        <p className="ac-muted">{consoleTexts.noChats}</p>
      ) : (
        <ul className="ac-chat-list">
          {chats.map((chat) => {
            const ended = chat.status !== 'active' && chat.status !== 'waiting';
            const closed = chat.transferredTo ? consoleTexts.transfer.listTransferred : '(ended)';
            // One explicit name (e.g. 'Ada Lovelace, 2 unread'): stable for assistive tech and tests.
            const name =
              chat.customer_name +
              (ended ? ` ${closed}` : '') +
              (chat.unread > 0 ? `, ${badgeText(chat.unread)} unread` : '');
            return (
              <li key={chat.chat_id}>
                <Link
                  href={`/chats/${chat.chat_id}`}
                  className={`ac-chat-link${chat.chat_id === selectedChatId ? ' ac-chat-link--selected' : ''}`}
                  aria-current={chat.chat_id === selectedChatId ? 'page' : undefined}
                  aria-label={name}
                >
                  <span className="ac-chat-name">{chat.customer_name}</span>
                  {ended && <span className="ac-chat-state">{closed}</span>}
                  {/* Seen at a glance; the open conversation announces it (Conversation.tsx). */}
                  {chat.customerTyping && !ended && (
                    <span className="ac-chat-state ac-chat-typing">{consoleTexts.typingShort}</span>
                  )}
                  {chat.unread > 0 && <span className="ac-badge">{badgeText(chat.unread)}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
