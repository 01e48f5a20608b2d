import type { TicketStatus } from '@ohmstead/contracts/tickets-admin';
import { statusWords } from '../tickets-words';
import './StatusBadge.css';

/** A ticket's status in words, on a tint that tells them apart at a glance. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{statusWords[status]}</span>;
}
