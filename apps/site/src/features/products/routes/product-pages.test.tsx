import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_TAGS } from '@/lib/default-page-tags';
import { BuildingElectrificationPage } from './BuildingElectrificationPage';
import { DatacenterSolutionsPage } from './DatacenterSolutionsPage';
import { PowerRouterTechnologyPage } from './PowerRouterTechnologyPage';
import { VehicleElectrificationPage } from './VehicleElectrificationPage';

const renderPage = (Page: ComponentType) =>
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );

const pdfLinks = () =>
  screen
    .getAllByRole('link', { name: /\(PDF\)/, hidden: true })
    .map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]);

const slideNames = () =>
  screen
    .getAllByRole('button', { name: /^Show slide/ })
    .map((button) => button.getAttribute('aria-label')?.replace(/^Show slide \d+( of \d+)?: /, ''));

describe('product pages', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json({
          responseStatusCode: 200,
          title: `Tags of ${new URL(url, 'http://site').searchParams.get('pageName')}`,
          metaKeyword: 'keywords',
          metaDescription: 'description',
        }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['PowerRouterTechnology', PowerRouterTechnologyPage],
    ['VehicleElectrification', VehicleElectrificationPage],
    ['BuildingElectrification', BuildingElectrificationPage],
    ['DatacenterSolutions', DatacenterSolutionsPage],
  ] as const)('%s loads its page tags and restores the defaults when left', async (key, Page) => {
    const { unmount } = renderPage(Page);
    await waitFor(() => expect(document.title).toBe(`Tags of ${key}`));
    unmount();
    expect(document.title).toBe(DEFAULT_PAGE_TAGS.title);
  });

  it('Power Router technology: title, two-slide hero slider, four capabilities and the ports video', () => {
    renderPage(PowerRouterTechnologyPage);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      "The World's First Multi-port Solid-State Transformer",
    );
    expect(slideNames()).toEqual([
      'Power Router DC',
      'Power Router Universal',
      'Bidirectional Ports',
      'Galvanic Isolation',
      'Grid-Forming and Grid-Following',
      'Wide Operating-Voltage Range',
    ]);
    const portsVideo = screen.getByLabelText(/Power Router ports being reassigned/, { selector: 'video' });
    expect(portsVideo.querySelector('source')?.getAttribute('src')).toBe(
      '/assets/video/tech-programmable-ports.webm',
    );
  });

  it('Vehicle electrification: PDFs, seven features, four blocks and four reliability slides', () => {
    renderPage(VehicleElectrificationPage);
    expect(pdfLinks()).toEqual([
      ['/assets/documents/brochure-vehicle-electrification.pdf', '_blank', 'noopener'],
      ['/assets/documents/spec-sheet-vehicle-electrification.pdf', '_blank', 'noopener'],
    ]);
    expect(slideNames()).toHaveLength(7 + 4);
    const blocks = screen.getAllByRole('article').map((block) => block.querySelector('h3')?.textContent);
    expect(blocks).toEqual([
      'Distributed Energy',
      'Deploy Faster and Easier',
      'Dynamic Power Sharing',
      'Grid Services',
    ]);
    expect(screen.getByText('Up to 8 vehicles charged at once, depending on configuration')).toBeTruthy();
    expect(
      screen.getByText(/vehicle-to-grid \(V2G\), virtual power plant \(VPP\) and demand response/),
    ).toBeTruthy();
  });

  it('Building electrification: PDFs, seven features, five blocks and the Secure Your Energy Future video', () => {
    renderPage(BuildingElectrificationPage);
    expect(pdfLinks().map(([href]) => href)).toEqual([
      '/assets/documents/brochure-building-electrification.pdf',
      '/assets/documents/spec-sheet-building-electrification.pdf',
    ]);
    expect(slideNames()).toHaveLength(7);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: 'Secure Your Energy Future' })).toBeTruthy();
    const video = screen.getByLabelText(/grid outage/, { selector: 'video' });
    expect(video.querySelector('source')?.getAttribute('src')).toBe(
      '/assets/video/building-secure-energy-future.webm',
    );
  });

  it('Datacenter solutions: three hero slides with their PDFs and three blocks', () => {
    renderPage(DatacenterSolutionsPage);
    expect(slideNames()).toEqual(['Power Bridge', 'Power Blade', 'Power Router']);
    expect(pdfLinks().map(([href]) => href)).toEqual(
      expect.arrayContaining([
        '/assets/documents/brochure-power-bridge.pdf',
        '/assets/documents/spec-sheet-power-bridge.pdf',
        '/assets/documents/brochure-power-blade.pdf',
        '/assets/documents/spec-sheet-power-blade.pdf',
        '/assets/documents/brochure-power-router.pdf',
        '/assets/documents/spec-sheet-power-router.pdf',
      ]),
    );
    const blocks = screen.getAllByRole('article').map((block) => block.querySelector('h3')?.textContent);
    expect(blocks).toEqual(['Power Bridge', 'Power Blade', 'Power Router']);
  });
});
