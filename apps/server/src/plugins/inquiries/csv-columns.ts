import { ENQUIRY_TOPIC_LABELS } from '@ohmstead/contracts/enquiry-topics';
import type { InquiryRow, Leg, QuoteRow } from '@ohmstead/contracts/inquiries';
import type { CsvColumn } from '../../http/admin-lists';

/** A leg in one cell: its state, and its reference or error where it has one. */
const legCell = (leg: Leg) =>
  [leg.state, leg.reference, leg.error].filter((part) => part !== null && part !== '').join(': ');

export const INQUIRY_CSV: CsvColumn<InquiryRow>[] = [
  { header: 'Received at', value: (row) => row.receivedAt },
  { header: 'Channel', value: (row) => row.channel },
  { header: 'Topic', value: (row) => ENQUIRY_TOPIC_LABELS[row.topic] },
  { header: 'Name', value: (row) => row.name },
  { header: 'Company', value: (row) => row.company },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Mail', value: (row) => legCell(row.legs.mail) },
  { header: 'Ticket', value: (row) => legCell(row.legs.ticket) },
  { header: 'Lead', value: (row) => legCell(row.legs.lead) },
];

export const QUOTE_CSV: CsvColumn<QuoteRow>[] = [
  { header: 'Received at', value: (row) => row.receivedAt },
  { header: 'Channel', value: (row) => row.channel },
  { header: 'Name', value: (row) => row.name },
  { header: 'Company', value: (row) => row.company },
  { header: 'Email', value: (row) => row.email },
  { header: 'Serial number', value: (row) => row.serialNumber },
  { header: 'Message', value: (row) => row.message },
  { header: 'Ticket', value: (row) => row.ticketKey },
  { header: 'Attachments', value: (row) => row.attachments.map((file) => file.fileName).join('; ') },
  { header: 'Status', value: (row) => row.status },
  { header: 'Status set by', value: (row) => row.statusSetBy },
  { header: 'Status set at', value: (row) => row.statusSetAt },
];
