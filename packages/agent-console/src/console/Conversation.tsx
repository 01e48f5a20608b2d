/** @jsxImportSource react */
import { useEffect, useRef } from 'react';
import type { AgentChatView, AgentClient } from '../client/agent-client';
import { consoleTexts } from '../constants';
import { Composer } from './Composer';
import { CustomerHistory } from './CustomerHistory';
import { EndChatConfirm } from './EndChatConfirm';
import { formatMessageTime } from './format-time';
import { MessageItem } from './MessageItem';
import { NoteComposer } from './NoteComposer';
import { Timeline } from './Timeline';
import { TransferChat } from './TransferChat';

interface ConversationProps {
  client: AgentClient;
  chat: AgentChatView;
  agentName: string;
  /** Move focus into the conversation (it was just opened). */
  focusOnShow: boolean;
}

const endReasonText = (reason: string | undefined): string =>
  (reason && consoleTexts.endReasons[reason]) || consoleTexts.endedFallback;

/** One chat: its messages, the composer, 'End chat'; read-only once the chat is over. */
export function Conversation({ client, chat, agentName, focusOnShow }: ConversationProps) {
  const open = chat.status === 'active' || chat.status === 'waiting';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const listEndRef = useRef<HTMLDivElement>(null);

  // The chat on screen is read: its new customer messages do not count as unread.
  useEffect(() => {
    if (chat.unread > 0) client.markRead(chat.chat_id);
  }, [client, chat.chat_id, chat.unread]);

  // The chat on screen: its messages count as read while the tab is visible (client/receipts.ts).
  useEffect(() => {
    client.viewing(chat.chat_id);
    return () => client.viewing(null);
  }, [client, chat.chat_id]);

  useEffect(() => {
    if (!focusOnShow) return;
    (textareaRef.current ?? headingRef.current)?.focus();
  }, [chat.chat_id, focusOnShow]);

  useEffect(() => {
    listEndRef.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, chat.pending.length, chat.notes.length]);

  const { user_name, bot, history_count } = chat.customer_details;
  return (
    <section className="ac-conversation" aria-labelledby="ac-conversation-title">
      <header className="ac-conversation-header">
        <h2 id="ac-conversation-title" ref={headingRef} tabIndex={-1}>
          Chat with {chat.customer_name}
        </h2>
        <p className="ac-muted">
          {user_name} · {bot} bot · since{' '}
          <time dateTime={chat.assigned_at}>{formatMessageTime(chat.assigned_at)}</time>
          {open && !chat.customer_online && ' · customer offline'}
        </p>
        {open && (
          <div className="ac-actions">
            <TransferChat client={client} chatId={chat.chat_id} customerName={chat.customer_name} />
            <EndChatConfirm
              customerName={chat.customer_name}
              onConfirm={() => client.endChat(chat.chat_id)}
            />
          </div>
        )}
      </header>
      {history_count > 0 && (
        <CustomerHistory client={client} customerSid={chat.customer_sid} count={history_count} />
      )}
      <div
        className="ac-messages-log"
        role="log"
        aria-live="polite"
        aria-label={`Messages with ${chat.customer_name}`}
      >
        <ol className="ac-messages">
          <Timeline
            messages={chat.messages}
            notes={chat.notes}
            marks={chat.customer_marks}
            serviceOrigin={client.serviceOrigin}
          />
          {chat.pending.map((item) => (
            <MessageItem
              key={item.id}
              sending
              serviceOrigin={client.serviceOrigin}
              message={{ ...item, is_customer: false, sender_name: agentName }}
            />
          ))}
        </ol>
        <div ref={listEndRef} className="ac-messages-end" />
      </div>
      {open && (
        // Always there, so a screen reader announces it when it fills (once per typing spell).
        <p className="ac-typing" role="status">
          {chat.customerTyping ? consoleTexts.customerTyping(chat.customer_name) : ''}
        </p>
      )}
      {open ? (
        <>
          <Composer
            customerName={chat.customer_name}
            textareaRef={textareaRef}
            onSend={(text, files) => client.send(chat.chat_id, text, files)}
            onTyping={() => client.typing(chat.chat_id)}
            onStopTyping={() => client.stoppedTyping(chat.chat_id)}
          />
          <NoteComposer onAdd={(text) => client.addNote(chat.chat_id, text)} />
        </>
      ) : chat.transferredTo ? (
        <p className="ac-ended" role="status">
          {consoleTexts.transfer.transferred(chat.transferredTo)}
        </p>
      ) : (
        <p className="ac-ended" role="status">
          This chat has ended: {endReasonText(chat.end_reason)}.
          {chat.ended_at && (
            <>
              {' '}
              <time dateTime={chat.ended_at}>{formatMessageTime(chat.ended_at)}</time>
            </>
          )}
        </p>
      )}
    </section>
  );
}
