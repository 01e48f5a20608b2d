import { escapeHtml } from '../../adapters/mail/html';
import type { NewMail } from '../../adapters/mail/index';

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Confirms a subscription; like every newsletter mail it carries its unsubscribe link and header. */
export function welcomeMail(email: string, token: string, siteUrl: string): NewMail {
  const unsubscribe = unsubscribeUrl(siteUrl, token);
  return {
    kind: 'newsletter-welcome',
    to: email,
    subject: 'Welcome to Ohmstead Power news',
    text: [
      'Thank you for your interest in Ohmstead Power!',
      '',
      'We will keep you updated with our latest news and updates: product launches, case studies,',
      `events and press releases. Read the latest at ${siteUrl}/news-events.`,
      '',
      `If you no longer wish to receive these e-mails, unsubscribe here: ${unsubscribe}`,
      '',
      'Ohmstead Power, Inc., 1200 Innovation Way, Suite 300, Cary, NC 27513',
      '',
    ].join('\n'),
    html: [
      '<p>Thank you for your interest in Ohmstead Power!</p>',
      '<p>We will keep you updated with our latest news and updates: product launches, case studies, events',
      `and press releases. <a href="${escapeHtml(siteUrl)}/news-events">Read the latest news</a>.</p>`,
      `<p style="font-size: 12px">If you no longer wish to receive these e-mails, <a href="${escapeHtml(unsubscribe)}">unsubscribe here</a>.<br>`,
      'Ohmstead Power, Inc., 1200 Innovation Way, Suite 300, Cary, NC 27513</p>',
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
  };
}
