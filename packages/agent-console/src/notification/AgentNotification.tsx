/** @jsxImportSource react */
import type { ChatRequest } from '@ohmstead/contracts/live-chat';
import { type CSSProperties, useEffect, useRef } from 'react';
import type { AgentClient, AgentSnapshot } from '../client/agent-client';
import { useAgentSnapshot } from '../client/use-agent';
import {
  consoleTexts,
  NOTIFICATION_MINIMISED_PX,
  NOTIFICATION_TITLES,
  NOTIFICATION_WIDTH_PX,
} from '../constants';
import {
  badgeText,
  currentChat,
  firstUnreadChat,
  isNotificationVisible,
  type NotificationStatus,
  notificationStatus,
  waitingCount,
} from './notification-status';
import { notificationTexts as texts } from './notification-words';
import { RobotIcon } from './RobotIcon';
import { useMinimised } from './use-minimised';
import './AgentNotification.css';

export interface AgentNotificationProps {
  client: AgentClient;
  /** Opens the agent page, at this chat when one is given. */
  onGoToChat: (chatId?: string) => void;
}

const sizes = {
  '--agent-notification-width': `${NOTIFICATION_WIDTH_PX}px`,
  '--agent-notification-minimised': `${NOTIFICATION_MINIMISED_PX}px`,
} as CSSProperties;

const reportFailure = (action: string) => (error: unknown) =>
  console.error(`The agent notification could not ${action}.`, error);

/**
 * The agent's status on every page but the agent page (docs/product.md §3.2, §3.4): what waits for them, and the
 * actions to answer it from where they are. A fixed panel, or a circle with a badge when minimised.
 */
export function AgentNotification({ client, onGoToChat }: AgentNotificationProps) {
  const snapshot = useAgentSnapshot(client);
  const [minimised, setMinimised] = useMinimised(client);
  const minimiseRef = useRef<HTMLButtonElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  // Focus follows the agent's own minimise/restore only; a request arriving must not move it.
  const focusAfterToggleRef = useRef(false);

  useEffect(() => {
    if (!focusAfterToggleRef.current) return;
    focusAfterToggleRef.current = false;
    (minimised ? restoreRef : minimiseRef).current?.focus();
  }, [minimised]);

  if (!isNotificationVisible(snapshot)) return null;

  const status = notificationStatus(snapshot);
  const badge = badgeText(waitingCount(snapshot));
  const toggle = (value: boolean) => {
    focusAfterToggleRef.current = true;
    setMinimised(value);
  };

  const className = [
    'agent-notification',
    status === 'incomingRequest' && 'agent-notification--urgent',
    minimised && 'agent-notification--minimised',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section className={className} style={sizes} aria-label={texts.region} data-status={status}>
      {!minimised && (
        <span className="agent-notification__icon">
          <RobotIcon />
        </span>
      )}
      {/* Always rendered, so the title's changes are announced while minimised too. */}
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={minimised ? 'agent-visually-hidden' : 'agent-notification__title'}
      >
        {NOTIFICATION_TITLES[status]}
      </p>
      {minimised ? (
        <button
          ref={restoreRef}
          type="button"
          className="agent-notification__restore"
          aria-label={badge ? texts.restoreWithCount(badge) : texts.restore}
          onClick={() => toggle(false)}
        >
          <RobotIcon size={30} />
          {badge && (
            <span className="agent-notification__badge" aria-hidden="true">
              {badge}
            </span>
          )}
        </button>
      ) : (
        <>
          <button
            ref={minimiseRef}
            type="button"
            className="agent-notification__minimise"
            aria-label={texts.minimise}
            onClick={() => toggle(true)}
          >
            <span aria-hidden="true">–</span>
          </button>
          <div className="agent-notification__body">
            <StatusDetails status={status} snapshot={snapshot} client={client} onGoToChat={onGoToChat} />
          </div>
          <AvailabilityToggle client={client} snapshot={snapshot} />
        </>
      )}
    </section>
  );
}

interface DetailsProps {
  status: NotificationStatus;
  snapshot: AgentSnapshot;
  client: AgentClient;
  onGoToChat: (chatId?: string) => void;
}

/** The panel's body for each status, with its action. */
function StatusDetails({ status, snapshot, client, onGoToChat }: DetailsProps) {
  switch (status) {
    case 'incomingRequest':
      return <IncomingRequest snapshot={snapshot} client={client} onGoToChat={onGoToChat} />;
    case 'newMessage': {
      const chat = firstUnreadChat(snapshot);
      const last = chat?.messages.findLast((message) => message.is_customer);
      return (
        <>
          {chat && (
            <p className="agent-notification__name">
              {chat.customer_name}
              <span className="agent-notification__meta"> · {texts.newMessages(chat.unread)}</span>
            </p>
          )}
          {last && <p className="agent-notification__preview">{last.message}</p>}
          <div className="agent-notification__actions">
            <button type="button" className="agent-button" onClick={() => onGoToChat(chat?.chat_id)}>
              {texts.viewMessage}
            </button>
          </div>
        </>
      );
    }
    case 'activeChat': {
      const chat = currentChat(snapshot);
      const name = chat?.customer_name ?? snapshot.state?.customerName;
      const chatId = chat?.chat_id ?? (snapshot.state?.chatSessionId || undefined);
      return (
        <>
          {name && <p className="agent-notification__text">{texts.chattingWith(name)}</p>}
          <div className="agent-notification__actions">
            <button type="button" className="agent-button" onClick={() => onGoToChat(chatId)}>
              {texts.goToChat}
            </button>
          </div>
        </>
      );
    }
    case 'online':
      return <p className="agent-notification__text">{texts.online}</p>;
    case 'offline':
      return <p className="agent-notification__text">{texts.offline}</p>;
  }
}

function requesterLine(request: ChatRequest): string {
  const { user_name: userName, bot } = request.customer_details;
  const who = userName === 'guest' ? texts.guest : texts.signedInAs(userName);
  return `${who} · ${texts.bot(bot)}`;
}

/** The oldest pending request, who asks and what they said last, with Accept Chat and Decline. */
function IncomingRequest({ snapshot, client, onGoToChat }: Omit<DetailsProps, 'status'>) {
  const request = snapshot.requests[0];
  if (!request) return null;
  const more = snapshot.requests.length - 1;
  const lastSaid = request.customer_details.last_message;
  const { processing } = snapshot;

  // docs/product.md §3.4: accept navigates to the agent page once the chat is assigned (the ack names it).
  const accept = () => {
    if (processing) return;
    client
      .accept(request.customer_sid)
      .then((result) => {
        if (result.ok) onGoToChat(result.chatId);
      })
      .catch(reportFailure('accept the chat'));
  };
  const decline = () => {
    if (processing) return;
    client.decline(request.customer_sid).catch(reportFailure('decline the chat'));
  };

  return (
    <>
      <p className="agent-notification__name">{request.customer_details.customer_name}</p>
      <p className="agent-notification__meta">{requesterLine(request)}</p>
      {lastSaid && <p className="agent-notification__preview">{lastSaid}</p>}
      {more > 0 && <p className="agent-notification__more">{texts.moreRequests(more)}</p>}
      {processing && <p className="agent-notification__processing">{consoleTexts.processing}</p>}
      <div className="agent-notification__actions">
        <button type="button" className="agent-button" disabled={processing} onClick={accept}>
          {texts.accept}
        </button>
        <button
          type="button"
          className="agent-button agent-button--secondary"
          disabled={processing}
          onClick={decline}
        >
          {texts.decline}
        </button>
      </div>
    </>
  );
}

/** 'Go Online' / 'Go Offline': whether the agent receives requests. */
function AvailabilityToggle({ client, snapshot }: { client: AgentClient; snapshot: AgentSnapshot }) {
  const { state } = snapshot;
  if (!state) return null;
  const goOnline = !state.isAvailable;
  return (
    <button
      type="button"
      className="agent-notification__availability"
      onClick={() => client.setAvailable(goOnline).catch(reportFailure('change your availability'))}
    >
      {goOnline ? texts.goOnline : texts.goOffline}
    </button>
  );
}
