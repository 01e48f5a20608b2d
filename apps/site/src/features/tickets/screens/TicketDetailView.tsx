import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { TICKET_COMMENT_MAX, type TicketDetail, type TicketStatus } from '@ohmstead/contracts/tickets-admin';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { AttachmentList } from '@/components/admin/AttachmentList';
import { DetailFields, DetailText } from '@/components/admin/DetailFields';
import { FormAlert } from '@/components/form/FormAlert';
import { TextArea } from '@/components/form/TextArea';
import type { ApiResult } from '@/lib/api';
import { formatDateTime } from '@/lib/date-time';
import { useLoad } from '@/lib/use-load';
import { useTicketsApi } from '../api/tickets-api';
import { StatusBadge } from '../components/StatusBadge';
import { SUPPORT_TICKETS_PATH } from '../paths';
import { channelWords, ticketsWords, topicWords } from '../tickets-words';

const t = ticketsWords.detail;
type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * One ticket (/admin/jira/st-ticket-list/{key}): its status, assignee, comments, history and files. A
 * Manager moves it along the workflow and assigns it; the customer whose ticket it is (and staff) add
 * plain-text comments, shown as text. A ticket the viewer may not see answers 404, like one that does not
 * exist.
 */
export function TicketDetailView({ ticketKey }: { ticketKey: string }) {
  const api = useTicketsApi();
  const load = useCallback(() => api.get(ticketKey), [api, ticketKey]);
  const { data, error, reload } = useLoad(load);
  const { state } = useLocation();
  const back = `${SUPPORT_TICKETS_PATH}${(state as { listSearch?: string } | null)?.listSearch ?? ''}`;

  return (
    <AdminPage title={t.heading(ticketKey)} intro={data?.system === 'jira' ? t.inJira : undefined}>
      <p>
        <Link to={back}>{t.back}</Link>
      </p>
      {data ? <Ticket ticket={data} reload={reload} /> : <LoadState error={error} onRetry={reload} />}
    </AdminPage>
  );
}

function Ticket({ ticket, reload }: { ticket: TicketDetail; reload: () => void }) {
  const api = useTicketsApi();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  /** Runs a change, says how it went, and reads the ticket again (its history and times moved too). */
  const change = async (run: () => Promise<ApiResult<unknown>>, success: string): Promise<boolean> => {
    setNotice(null);
    setBusy(true);
    const result = await run();
    setBusy(false);
    setNotice(
      result.ok ? { tone: 'success', text: success } : { tone: 'error', text: t.failed(result.message) },
    );
    if (result.ok) reload();
    return result.ok;
  };

  const fields: [string, ReactNode][] = [
    [t.fields.status, <StatusBadge key="status" status={ticket.status} />],
    [t.fields.assignee, ticket.assignee?.name ?? ticketsWords.unassigned],
    [t.fields.channel, channelWords[ticket.channel]],
    [t.fields.topic, topicWords[ticket.topic]],
    [t.fields.reporter, `${ticket.reporterName || '–'} (${ticket.reporterEmail})`],
    [t.fields.createdAt, formatDateTime(ticket.createdAt)],
    [t.fields.firstResponseAt, ticket.firstResponseAt ? formatDateTime(ticket.firstResponseAt) : t.notYet],
    [t.fields.resolvedAt, ticket.resolvedAt ? formatDateTime(ticket.resolvedAt) : t.notYet],
  ];

  return (
    <>
      {notice && (
        <FormAlert tone={notice.tone} onClose={() => setNotice(null)} className="ticket-detail__notice">
          {notice.text}
        </FormAlert>
      )}
      <AdminCard title={t.about}>
        <DetailFields fields={fields} />
        <DetailText heading={t.fields.description}>{ticket.description}</DetailText>
      </AdminCard>

      {ticket.canAssign && (
        <AdminCard title={t.workflow}>
          <div className="ticket-detail__moves">
            {ticket.allowedStatuses.length === 0 ? (
              <p className="ticket-detail__muted">{t.final}</p>
            ) : (
              ticket.allowedStatuses.map((status: TicketStatus) => (
                <button
                  key={status}
                  type="button"
                  className="admin-button admin-button--secondary"
                  disabled={busy}
                  onClick={() => void change(() => api.setStatus(ticket.key, status), t.moved(status))}
                >
                  {t.moveTo(status)}
                </button>
              ))
            )}
          </div>
          <AssigneeForm
            ticket={ticket}
            busy={busy}
            onAssign={(id, name) => change(() => api.assign(ticket.key, id), t.assigned(name))}
          />
        </AdminCard>
      )}

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

      <AdminCard title={t.history}>
        <ol className="ticket-detail__history">
          {ticket.history.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>:{' '}
              {entry.from === null ? t.created : t.changed(entry.from, entry.to)} {t.by(entry.by)}
            </li>
          ))}
        </ol>
      </AdminCard>

      <AdminCard title={t.attachments}>
        <AttachmentList
          attachments={ticket.attachments}
          download={(file) => api.attachment(ticket.key, file.id)}
          words={{ none: t.noAttachments, download: t.download, downloadFailed: t.downloadFailed }}
        />
      </AdminCard>
    </>
  );
}

function AssigneeForm({
  ticket,
  busy,
  onAssign,
}: {
  ticket: TicketDetail;
  busy: boolean;
  onAssign: (id: number | null, name: string | null) => Promise<boolean>;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(ticket.assignee ? String(ticket.assignee.id) : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const person = ticket.assignees.find((candidate) => String(candidate.id) === chosen);
    void onAssign(person?.id ?? null, person?.name ?? null);
  };
  return (
    <form className="ticket-detail__assign" onSubmit={submit}>
      <label htmlFor={id}>{t.assigneeLabel}</label>
      <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{ticketsWords.unassigned}</option>
        {ticket.assignees.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
      <button type="submit" className="admin-button" disabled={busy}>
        {t.assign}
      </button>
    </form>
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
