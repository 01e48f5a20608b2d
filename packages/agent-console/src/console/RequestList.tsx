/** @jsxImportSource react */
import type { ChatRequest } from '@ohmstead/contracts/live-chat';
import type { AgentClient } from '../client/agent-client';
import { consoleTexts } from '../constants';
import { CustomerHistory } from './CustomerHistory';
import { formatMessageTime } from './format-time';

interface RequestListProps {
  client: AgentClient;
  requests: ChatRequest[];
  processing: boolean;
  onAccept: (customerSid: string) => void;
  onDecline: (customerSid: string) => void;
}

/** Incoming chat requests, oldest first, with what the customer said before asking (docs/product.md §3.4). */
export function RequestList({ client, requests, processing, onAccept, onDecline }: RequestListProps) {
  return (
    <section className="ac-requests" aria-labelledby="ac-requests-title">
      <h2 id="ac-requests-title">Incoming requests</h2>
      <p className="ac-visually-hidden" aria-live="polite">
        {requests.length === 1 ? '1 chat request waiting' : `${requests.length} chat requests waiting`}
      </p>
      {processing && (
        <p className="ac-processing" role="status">
          {consoleTexts.processing}
        </p>
      )}
      {requests.length === 0 ? (
        <p className="ac-muted">{consoleTexts.noRequests}</p>
      ) : (
        <ul className="ac-request-list">
          {requests.map((request) => {
            const { customer_name, user_name, bot, history_count } = request.customer_details;
            const titleId = `ac-request-${request.customer_sid}`;
            return (
              <li key={request.customer_sid} className="ac-request" aria-labelledby={titleId}>
                <h3 id={titleId}>{customer_name}</h3>
                <dl className="ac-request-details">
                  <dt>User name</dt>
                  <dd>{user_name}</dd>
                  <dt>Bot</dt>
                  <dd>{bot}</dd>
                  <dt>Waiting since</dt>
                  <dd>
                    <time dateTime={request.requested_at}>{formatMessageTime(request.requested_at)}</time>
                  </dd>
                </dl>
                <CustomerHistory client={client} customerSid={request.customer_sid} count={history_count} />
                <div className="ac-actions">
                  <button
                    type="button"
                    className="ac-button ac-button--primary"
                    disabled={processing}
                    aria-describedby={titleId}
                    onClick={() => onAccept(request.customer_sid)}
                  >
                    {consoleTexts.accept}
                  </button>
                  <button
                    type="button"
                    className="ac-button"
                    disabled={processing}
                    aria-describedby={titleId}
                    onClick={() => onDecline(request.customer_sid)}
                  >
                    {consoleTexts.decline}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
