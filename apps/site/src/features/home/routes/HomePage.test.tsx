import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from './HomePage';

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

describe('HomePage', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          responseStatusCode: 200,
          title: 'Home | Ohmstead',
          metaKeyword: 'k',
          metaDescription: 'd',
        }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads its page tags under the name Home', async () => {
    renderHome();
    await waitFor(() => expect(document.title).toBe('Home | Ohmstead'));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain(
      '/api/Seo/GetSeoDataByName?pageName=Home',
    );
  });

  it('has a hero with a call to action to the contact page', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
  });

  it('shows the three-slide difference slider', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 2, name: 'The Ohmstead Difference' })).toBeTruthy();
    for (const title of ['Lower Risk', 'Lower Cost', 'Lower Complexity']) {
      expect(screen.getByRole('button', { name: new RegExp(`Show slide \\d: ${title}`) })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
  });

  it('links both solution sections to their pages with Learn More', () => {
    renderHome();
    for (const [title, href] of [
      ['Vehicle Electrification Solutions', '/power-router-for-vehicle-electrification'],
      ['Building Electrification Solutions', '/power-router-for-building-electrification'],
      ['Datacenters Solutions', '/power-router-for-data-centers'],
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
      const link = screen.getByRole('link', { name: `Learn More about ${title}` });
      // The visible words are the spec's; the rest is visually hidden.
      expect(link.querySelector('.visually-hidden')?.textContent).toBe(`about ${title}`);
      expect(link.textContent).toBe(`Learn More about ${title}`);
      expect(link.getAttribute('href')).toBe(href);
    }
  });

  it('offers the three datacenter products and the EV charging spec sheet as a PDF in a new tab', () => {
    renderHome();
    for (const name of ['Power Bridge', 'Power Blade', 'Power Router']) {
      expect(screen.getByRole('button', { name: new RegExp(`Show slide \\d of 3: ${name}`) })).toBeTruthy();
    }
    const sheet = screen.getByRole('link', { name: /EV Charging Spec Sheet \(PDF\)/ });
    expect(sheet.getAttribute('href')).toBe('/assets/documents/spec-sheet-ev-charging.pdf');
    expect(sheet.getAttribute('target')).toBe('_blank');
    expect(sheet.getAttribute('rel')).toBe('noopener');
  });

  it('offers the hero video and poster in a desktop cut and, up to 991px, a mobile cut (the browser picks)', () => {
    const { container } = renderHome();
    const sources = [...container.querySelectorAll('.home-hero video source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('src'),
    ]);
    expect(sources).toEqual([
      ['(max-width: 991px)', '/assets/video/home-hero-mobile.webm'],
      ['(max-width: 991px)', '/assets/video/home-hero-mobile.mp4'],
      [null, '/assets/video/home-hero-desktop.webm'],
      [null, '/assets/video/home-hero-desktop.mp4'],
    ]);
    const poster = container.querySelector('.home-hero picture');
    expect(poster?.querySelector('source')?.getAttribute('srcset')).toBe(
      '/assets/video/home-hero-mobile.jpg',
    );
    expect(poster?.querySelector('img')?.getAttribute('src')).toBe('/assets/video/home-hero-desktop.jpg');
  });
});
