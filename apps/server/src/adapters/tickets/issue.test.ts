import { describe, expect, it } from 'vitest';
import { issueDescription, issueFields, issueSummary } from './issue';
import type { TicketContact } from './ticket';

const contact: TicketContact = {
  first_name: 'Ada',
  last_name: '',
  company: 'Grid Works',
  phone: '9195550142',
  title: 'Engineer',
  email: 'ada@gridworks.example',
  message: 'First line\nSecond line',
};
const options = { projectId: '10010', issueTypeId: '10038', timeZone: 'America/New_York' };

describe('the ticket-system issue (docs/product.md §1.3, §1.7, §1.9)', () => {
  it('summarises with the current timestamp to the minute followed by Client Query', () => {
    const now = new Date('2026-11-21T19:05:59Z');
    expect(issueSummary(now, 'America/New_York')).toBe('2026-11-21 14:05 Client Query');
    expect(issueSummary(now, 'UTC')).toBe('2026-11-21 19:05 Client Query');
    expect(issueSummary(new Date('2026-01-01T00:00:00Z'), 'UTC')).toBe('2026-01-01 00:00 Client Query');
  });

  it('carries project 10010, issue type 10038 and the three custom fields of a contact-us ticket', () => {
    const fields = issueFields({ contact, source: 'contact-us' }, options, new Date('2026-11-21T19:05:00Z'));
    expect(fields.project).toEqual({ id: '10010' });
    expect(fields.issuetype).toEqual({ id: '10038' });
    expect(fields.summary).toBe('2026-11-21 14:05 Client Query');
    expect(fields.customfield_10378).toBe('Contact Us');
    expect(fields.customfield_10377).toBeUndefined();
    expect(fields.customfield_10376).toBe('Ohmstead Website');
    expect(fields.customfield_10379).toBe('guest');
  });

  it('uses source field 10377 and the user name for a chatbot ticket', () => {
    const fields = issueFields({ contact, source: 'chatbot', username: 'ada.l' }, options);
    expect(fields.customfield_10377).toBe('Chatbot');
    expect(fields.customfield_10378).toBeUndefined();
    expect(fields.customfield_10379).toBe('ada.l');
  });

  it('describes the contact in Atlassian Document Format, with no empty text nodes', () => {
    const description = issueDescription(contact, 'contact-us');
    expect(description).toMatchObject({ type: 'doc', version: 1 });
    const texts: string[] = [];
    const walk = (node: { text?: string; content?: unknown[] }) => {
      if (node.text !== undefined) texts.push(node.text);
      (node.content as (typeof node)[] | undefined)?.forEach(walk);
    };
    walk(description);
    expect(texts).not.toContain('');
    const plain = texts.join('');
    expect(plain).toContain('Client query from the website contact form.');
    expect(plain).toContain('First name: Ada');
    expect(plain).toContain('Last name: -');
    expect(plain).toContain('Company: Grid Works');
    expect(plain).toContain('Title: Engineer');
    expect(plain).toContain('Phone: 9195550142');
    expect(plain).toContain('Email: ada@gridworks.example');
    expect(plain).toContain('First lineSecond line');
    expect(JSON.stringify(description)).toContain('"type":"hardBreak"');
    expect(JSON.stringify(description)).toContain('mailto:ada@gridworks.example');
  });
});
