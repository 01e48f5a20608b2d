import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyrightLine } from './copyright';
import { Footer } from './Footer';

const renderFooter = () =>
  render(
    <MemoryRouter>
      <Footer newsletter={<form aria-label="Newsletter form" />} />
    </MemoryRouter>,
  );

describe('Footer', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the copyright line with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderFooter();
    expect(screen.getByText('© 2031 Ohmstead Power, Inc. All rights reserved.')).toBeTruthy();
  });

  it('computes the year from the date it is given', () => {
    expect(copyrightLine(new Date(2026, 0, 1))).toBe('© 2026 Ohmstead Power, Inc. All rights reserved.');
  });

  it('holds the newsletter form it is given', () => {
    renderFooter();
    expect(screen.getByRole('form', { name: 'Newsletter form' })).toBeTruthy();
  });

  it('links to YouTube and LinkedIn in a new tab', () => {
    renderFooter();
    const youtube = screen.getByRole('link', { name: /YouTube/ });
    const linkedin = screen.getByRole('link', { name: /LinkedIn/ });
    expect(youtube.getAttribute('href')).toBe('https://www.youtube.com/@ohmsteadpower');
    expect(linkedin.getAttribute('href')).toBe('https://www.linkedin.com/company/ohmstead-power');
    for (const link of [youtube, linkedin]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it('links to the four legal pages', () => {
    renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    const links = [...legal.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Responsible AI Policy', '/responsible-ai-policy'],
      ['Acceptable Use Policy', '/acceptable-use-policy'],
      ['Site Terms', '/site-terms'],
      ['Privacy Notice', '/privacy-notice'],
    ]);
  });

  it('shows the company address and mailbox', () => {
    renderFooter();
    expect(screen.getByText('1200 Innovation Way, Suite 300')).toBeTruthy();
    expect(screen.getByText('Cary, NC 27513')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'info@ohmsteadpower.com' }).getAttribute('href')).toBe(
      'mailto:info@ohmsteadpower.com',
    );
  });
});
