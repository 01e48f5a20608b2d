import { feedMessages } from '@ohmstead/contracts/feeds';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureCaseStudies, listResponse } from '@/lib/feeds/test-fixtures';
import { ResourcesPage } from './ResourcesPage';

let lists: Record<string, { feeds: typeof fixtureCaseStudies; total: number } | 'fail'>;

beforeEach(() => {
  lists = {
    CaseStudies: { feeds: [fixtureCaseStudies[0]!], total: 3 },
    CaseStudyElectrification: { feeds: fixtureCaseStudies.slice(0, 2), total: 5 },
    CaseStudyDataCenters: { feeds: [fixtureCaseStudies[2]!], total: 1 },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://site.test');
      const list = lists[url.searchParams.get('feedType') ?? ''];
      if (!list || list === 'fail') return new Response('{}', { status: 500 });
      return new Response(JSON.stringify(listResponse(list.feeds, list.total)));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const calls = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));
const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/resources', element: <ResourcesPage /> },
      { path: '/resources/electrification/:e_pageNum/datacenter/:d_pageNum', element: <ResourcesPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('ResourcesPage', () => {
  it('asks for the featured case study and both lists with their pages from the address', async () => {
    renderAt('/resources/electrification/page_2/datacenter/page_x');
    await screen.findByRole('region', { name: 'Electrification' });
    await waitFor(() => expect(calls().filter((url) => url.includes('GetAllCaseStudy'))).toHaveLength(3));
    expect(calls()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('feedType=CaseStudies&pageNum=1&pageSize=1'),
        expect.stringContaining('feedType=CaseStudyElectrification&pageNum=2&pageSize=3'),
        expect.stringContaining('feedType=CaseStudyDataCenters&pageNum=1&pageSize=3'),
      ]),
    );
  });

  it('shows Case Study cards with Read More and pagination that keeps the other list’s page', async () => {
    renderAt('/resources/electrification/page_1/datacenter/page_1');
    const section = await screen.findByRole('region', { name: 'Electrification' });
    const heading = await within(section).findByRole('heading', { name: fixtureCaseStudies[0]!.heading });
    const card = heading.closest('article')!;
    expect(within(card).getByText('Case Study')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Read More/ })
        .getAttribute('href'),
    ).toBe('/CaseStudyElectrification/electrifying-a-40-bus-depot-without-a-service-upgrade/11');
    const pages = within(section).getByRole('navigation', { name: 'Electrification pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/resources/electrification/page_2/datacenter/page_1',
    );
    const datacenter = screen.getByRole('region', { name: 'Datacenter' });
    expect(within(datacenter).queryByRole('navigation')).toBeNull();
  });

  it('cuts card descriptions to 230 characters', async () => {
    lists.CaseStudyDataCenters = {
      feeds: [{ ...fixtureCaseStudies[2]!, description: `<p>${'power '.repeat(80)}</p>` }],
      total: 1,
    };
    renderAt('/resources');
    const section = await screen.findByRole('region', { name: 'Datacenter' });
    const text = (await within(section).findByText(/power/)).textContent!;
    expect(text.length).toBeLessThanOrEqual(230);
  });

  it('hides a section whose list is empty or failed, and shows No record found past the end', async () => {
    lists.CaseStudyDataCenters = { feeds: [], total: 0 };
    lists.CaseStudies = 'fail';
    lists.CaseStudyElectrification = { feeds: [], total: 4 };
    renderAt('/resources/electrification/page_9/datacenter/page_1');
    const section = await screen.findByRole('region', { name: 'Electrification' });
    expect(await within(section).findByText(feedMessages.noRecord)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Datacenter' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Featured Case Studies' })).toBeNull();
  });

  it('opens the Spec Sheet dropdown with the building and vehicle PDFs, and Escape closes it', async () => {
    renderAt('/resources');
    const section = await screen.findByRole('region', { name: 'Electrification' });
    const button = within(section).getByRole('button', { name: 'Spec Sheet' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = within(section).getAllByRole('link', { name: /Electrification Spec Sheet/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/documents/spec-sheet-building-electrification.pdf',
      '/assets/documents/spec-sheet-vehicle-electrification.pdf',
    ]);
    fireEvent.keyDown(links[0]!, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(within(section).getByRole('button', { name: 'Brochure' }));
    expect(
      within(section)
        .getAllByRole('link', { name: /Brochure/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/assets/documents/brochure-building-electrification.pdf',
      '/assets/documents/brochure-vehicle-electrification.pdf',
    ]);
  });

  it('moves the featured panel with its arrows', async () => {
    renderAt('/resources');
    fireEvent.click(await screen.findByRole('button', { name: 'Next case study' }));
    await waitFor(() =>
      expect(calls()).toContainEqual(expect.stringContaining('feedType=CaseStudies&pageNum=2&pageSize=1')),
    );
  });
});
