import type { TicketDetail } from '@ohmstead/contracts/tickets-admin';
import { type ReactNode, useCallback } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { AttachmentList } from '@/components/admin/AttachmentList';
import { DetailFields, DetailText } from '@/components/admin/DetailFields';
import { enquiryChannelWords } from '@/components/admin/enquiry-channel-words';
import { FormAlert } from '@/components/form/FormAlert';
import { formatDateTime } from '@/lib/date-time';
import { useLoad } from '@/lib/use-load';
import { useTicketsApi } from '../api/tickets-api';
import { StatusBadge } from '../components/StatusBadge';
import { TicketComments } from '../components/TicketComments';
import { TicketWorkflow } from '../components/TicketWorkflow';
import { useTicketChange } from '../hooks/use-ticket-change';
import { SUPPORT_TICKETS_PATH } from '../paths';
import { ticketsWords, topicWords } from '../tickets-words';

const t = ticketsWords.detail;

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

/** The ticket's facts as label and value, for the "about" card. */
function ticketFields(ticket: TicketDetail): [string, ReactNode][] {
  return [
    [t.fields.status, <StatusBadge key="status" status={ticket.status} />],
    [t.fields.assignee, ticket.assignee?.name ?? ticketsWords.unassigned],
    [t.fields.channel, enquiryChannelWords[ticket.channel]],
    [t.fields.topic, topicWords[ticket.topic]],
    [t.fields.reporter, `${ticket.reporterName || '–'} (${ticket.reporterEmail})`],
    [t.fields.createdAt, formatDateTime(ticket.createdAt)],
    [t.fields.firstResponseAt, ticket.firstResponseAt ? formatDateTime(ticket.firstResponseAt) : t.notYet],
    [t.fields.resolvedAt, ticket.resolvedAt ? formatDateTime(ticket.resolvedAt) : t.notYet],
  ];
}

function Ticket({ ticket, reload }: { ticket: TicketDetail; reload: () => void }) {
  const api = useTicketsApi();
  const { notice, setNotice, busy, change } = useTicketChange(reload);

  return (
    <>
      {notice && (
        <FormAlert tone={notice.tone} onClose={() => setNotice(null)} className="ticket-detail__notice">
          {notice.text}
        </FormAlert>
      )}
      <AdminCard title={t.about}>
        <DetailFields fields={ticketFields(ticket)} />
        <DetailText heading={t.fields.description}>{ticket.description}</DetailText>
      </AdminCard>

      {ticket.canAssign && <TicketWorkflow ticket={ticket} busy={busy} change={change} />}

      <TicketComments ticket={ticket} busy={busy} change={change} />

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
