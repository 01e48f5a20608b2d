import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { LegalDocumentId } from '../content/types';
import { LegalPage } from './LegalPage';

const renderDocument = (id: LegalDocumentId) =>
  render(
    <MemoryRouter>
      <LegalPage document={id} />
    </MemoryRouter>,
  );

const pages: Array<[LegalDocumentId, string, string]> = [
  ['responsible-ai-policy', 'Responsible AI Policy', 'January 13, 2025'],
  ['acceptable-use-policy', 'Acceptable Use Policy', 'February 15, 2025'],
  ['site-terms', 'Site Terms', 'March 13, 2025'],
  ['privacy-notice', 'Website Privacy Policy', 'March 13, 2025'],
];

describe('LegalPage', () => {
  it.each(pages)('shows %s with its title, date and a table of contents', (id, title, date) => {
    renderDocument(id);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(`Last updated ${date}`)).toBeTruthy();
    expect(document.title).toBe(`${title} | Ohmstead Power`);

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const entries = within(contents).getAllByRole('link');
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.id.endsWith('-title'));
    expect(entries.length).toBeGreaterThanOrEqual(5);
    expect(entries).toHaveLength(sections.length);
    for (const entry of entries) {
      const target = document.getElementById(entry.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('SECTION');
    }
  });

  it('caps liability at $100 under North Carolina law and Wake County courts', () => {
    renderDocument('site-terms');
    const liability = document.getElementById('limitation-of-liability')!;
    expect(liability.textContent).toContain('($100)');
    const law = document.getElementById('governing-law')!;
    expect(law.textContent).toContain('laws of the State of North Carolina');
    expect(law.textContent).toContain('Wake County, North Carolina');
  });

  it('gives the company mailbox and phone as contact', () => {
    renderDocument('site-terms');
    const contact = document.getElementById('contact')!;
    expect(within(contact).getByRole('link', { name: 'info@ohmsteadpower.com' }).getAttribute('href')).toBe(
      'mailto:info@ohmsteadpower.com',
    );
    expect(within(contact).getByRole('link', { name: '+1 (919) 555-0142' }).getAttribute('href')).toBe(
      'tel:+19195550142',
    );
  });

  it('covers the chat assistant: disclosure, human handoff, no significant decisions, 15-minute history', () => {
    renderDocument('responsible-ai-policy');
    expect(screen.getByRole('heading', { name: /Disclosure/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Human Handoff/ })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: /No Decisions with Legal or Similarly Significant Effect/ }),
    ).toBeTruthy();
    expect(document.getElementById('data-retention')!.textContent).toContain(
      'after 15 minutes of inactivity',
    );
  });
});
