import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from './AboutPage';

beforeEach(() => {
  const seo = {
    responseStatusCode: 200,
    title: 'About Us',
    metaKeyword: 'team',
    metaDescription: 'Who we are',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (..._args: Parameters<typeof fetch>) => new Response(JSON.stringify(seo))),
  );
  // jsdom has no IntersectionObserver; the fade-in blocks and videos watch the viewport with it.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );

describe('AboutPage', () => {
  it('loads its page tags under the name AboutUs', async () => {
    renderPage();
    // The page-tag call leaves after its schema module has loaded, so wait for it.
    await waitFor(() =>
      expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('Seo/GetSeoDataByName?pageName=AboutUs'),
    );
    await waitFor(() => expect(document.title).toBe('About Us'));
  });

  it('links Get in Touch and the floating contact button to the contact page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Get in Touch' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
  });

  it('shows the Vision and Difference section', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Vision and Difference' });
    expect(within(section).getByRole('heading', { name: 'Our Vision' })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'The Ohmstead Difference' })).toBeTruthy();
  });

  it('gives the Executive Team the our-team anchor, with photos, titles and three-point bios', () => {
    renderPage();
    const team = screen.getByRole('region', { name: 'Executive Team' });
    expect(team.id).toBe('our-team');
    const names = within(team)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Maya Chen', 'Daniel Okafor', 'Priya Raman', 'Marcus Hale']);
    expect(within(team).getByText('Vice President, Sales & Partnerships')).toBeTruthy();
    const photo = within(team).getByRole('img', { name: 'Portrait of Maya Chen' });
    expect(photo.getAttribute('src')).toBe('/assets/images/people/maya-chen.svg');
    for (const card of team.querySelectorAll('.person-card')) {
      expect(within(card as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    }
  });

  it('lists the Board of Advisors', () => {
    renderPage();
    const board = screen.getByRole('region', { name: 'Board of Advisors' });
    const names = within(board)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Dr. Elena Vasquez', 'Robert Lindqvist', 'Samuel Adeyemi']);
  });
});
