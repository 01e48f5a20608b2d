import type { TicketDetail, TicketStatus } from '@ohmstead/contracts/tickets-admin';
import { type FormEvent, useId, useState } from 'react';
import { AdminCard } from '@/components/admin/AdminPage';
import { useTicketsApi } from '../api/tickets-api';
import type { TicketChangeProps } from '../hooks/use-ticket-change';
import { ticketsWords } from '../tickets-words';

const t = ticketsWords.detail;

/** A Manager's card: the statuses the workflow allows next, and the assignee. */
export function TicketWorkflow({ ticket, busy, change }: TicketChangeProps) {
  const api = useTicketsApi();
  return (
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
