import { COMPANY } from '@/lib/constants';
import type { Block, Inline, LegalSection } from './types';

/** Small builders so the legal texts read as text, not as nested objects. */
export const p = (...text: Inline[]): Block => ({ kind: 'paragraph', text });
export const ul = (...items: Array<Inline | Inline[]>): Block => ({
  kind: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
export const h = (text: string): Block => ({ kind: 'subheading', text });
export const section = (id: string, title: string, ...blocks: Block[]): LegalSection => ({
  id,
  title,
  blocks,
});

export const link = (href: string, label: string): Inline => ({ href, label });
export const mailbox: Inline = link(`mailto:${COMPANY.email}`, COMPANY.email);
export const phone: Inline = link(COMPANY.phoneHref, COMPANY.phoneDisplay);

/** The closing contact section every document shares. */
export const contactSection = (id: string, subject: string): LegalSection =>
  section(
    id,
    'Contact Us',
    p(`If you have questions about ${subject}, please contact us:`),
    ul(COMPANY.name, `${COMPANY.street}, ${COMPANY.locality}`, ['Email: ', mailbox], ['Phone: ', phone]),
  );
