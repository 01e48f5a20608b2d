import { TICKET_COMMENT_MAX } from '@ohmstead/contracts/tickets-admin';
import { type FormEvent, useState } from 'react';
import { AdminCard } from '@/components/admin/AdminPage';
import { TextArea } from '@/components/form/TextArea';
import { formatDateTime } from '@/lib/date-time';
import { useTicketsApi } from '../api/tickets-api';
import type { TicketChangeProps } from '../hooks/use-ticket-change';
import { ticketsWords } from '../tickets-words';

const t = ticketsWords.detail;

/** The ticket's comments, oldest first, and the form that adds one (not on a closed ticket). */
export function TicketComments({ ticket, busy, change }: TicketChangeProps) {
  const api = useTicketsApi();
  return (
    <AdminCard title={t.comments}>
      {ticket.comments.length === 0 ? (
        <p className="ticket-detail__muted">{t.noComments}</p>
      ) : (
        <ol className="ticket-detail__comments">
          {ticket.comments.map((comment) => (
            <li key={comment.id} className="ticket-detail__comment">
              <p className="ticket-detail__comment-head">
                <strong>{comment.authorName}</strong> ({comment.byStaff ? t.staff : t.customer}),{' '}
                <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
              </p>
              {/* Plain text, rendered as text: markup in a comment is shown, never run. */}
              <p className="ticket-detail__text">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}
      {ticket.status === 'closed' ? (
        <p className="ticket-detail__muted">{t.closedNoComment}</p>
      ) : (
        <CommentForm
          busy={busy}
          onSend={(body) => change(() => api.comment(ticket.key, body), t.commented)}
        />
      )}
    </AdminCard>
  );
}

function CommentForm({ busy, onSend }: { busy: boolean; onSend: (body: string) => Promise<boolean> }) {
  const [body, setBody] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    if (await onSend(body.trim())) setBody('');
  };
  return (
    <form className="ticket-detail__comment-form" onSubmit={(event) => void submit(event)}>
      <TextArea
        label={t.commentLabel}
        hint={t.commentHint}
        rows={4}
        maxLength={TICKET_COMMENT_MAX}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <div>
        <button type="submit" className="admin-button" disabled={busy || !body.trim()}>
          {busy ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}
