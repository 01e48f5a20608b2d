import type { ChatFormRecord } from '@ohmstead/contracts/chat-schemas';

/** How a submitted chat form reads in the conversation: what was asked for, and the ticket it became. */
export function formRecordText(ticketKey: string, form: ChatFormRecord): string {
  const lines = [
    `${form.kind === 'images' ? 'Equipment images form' : 'Contact form'} submitted (ticket ${ticketKey})`,
    `First name: ${form.firstName}`,
    `Last name: ${form.lastName}`,
    `Contact: ${form.contact || '-'}`,
    `Email: ${form.email}`,
  ];
  if (form.kind === 'images') lines.push(`Serial number: ${form.SerialNumber ?? '-'}`);
  lines.push(`${form.kind === 'images' ? 'Description' : 'Message'}: ${form.message}`);
  return lines.join('\n');
}
