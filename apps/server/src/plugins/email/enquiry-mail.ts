import { escapeHtml } from '../../adapters/mail/html';
import type { NewMail } from '../../adapters/mail/index';
import type { Enquiry } from './repository';

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The mail that tells the company's inbox about a new enquiry; replies go to the visitor. */
export function enquiryMail(enquiry: Enquiry, to: string, siteUrl: string): NewMail {
  const rows: [string, string][] = [
    ['Name', enquiry.name],
    ['Company', enquiry.company],
    ['Title', enquiry.title],
    ['Phone', enquiry.phone],
    ['Email', enquiry.email],
  ];
  const comments = enquiry.comments.trim() || '-';
  const text = [
    `A visitor sent an enquiry through the contact page of ${siteUrl}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'How can we help?',
    comments,
    '',
  ].join('\n');
  const html = [
    `<p>A visitor sent an enquiry through the contact page of ${escapeHtml(siteUrl)}.</p>`,
    '<table>',
    ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    '<h3>How can we help?</h3>',
    `<p style="white-space: pre-wrap">${escapeHtml(comments)}</p>`,
  ].join('\n');
  return {
    kind: 'contact-enquiry',
    to,
    subject: `Website enquiry from ${oneLine(enquiry.name)}, ${oneLine(enquiry.company)}`,
    text,
    html,
    headers: { 'Reply-To': enquiry.email },
  };
}
