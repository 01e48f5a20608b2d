import { feedMessages } from '@ohmstead/contracts/feeds';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureFeeds, fixtureLinkedIn, fixtureYoutube, listResponse } from '@/lib/feeds/test-fixtures';
import { FeedDetailPage } from './FeedDetailPage';
import { NewsLandingPage } from './NewsLandingPage';
import { NewsListPage } from './NewsListPage';

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
let answers: Record<string, (url: URL) => Answer>;

beforeEach(() => {
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://site.test');
      const route = Object.keys(answers).find((path) => url.pathname.endsWith(path));
      if (!route)
        return new Response(JSON.stringify({ responseStatusCode: 404, message: 'none' }), { status: 404 });
      const { status = 200, body } = await answers[route]!(url);
      return typeof body === 'string'
        ? new Response(body, { status })
        : new Response(JSON.stringify(body), { status });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const requested = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => String(input))
    .filter((url) => url.includes(path));

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/news-events', element: <NewsLandingPage /> },
      { path: '/news-events/:pageNum', element: <NewsListPage /> },
      { path: '/feed-detail/:feedId', element: <FeedDetailPage /> },
      { path: '/:feedType/:slug/:feedId', element: <FeedDetailPage /> },
      { path: '/resources', element: <p>Resources</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('NewsListPage', () => {
  it('asks for three items of the page and shows badge, heading, time and Read More', async () => {
    answers['Feed/GetAllFeedUser'] = () => ({ body: listResponse(fixtureFeeds, 7) });
    renderAt('/news-events/page_2');
    const heading = await screen.findByRole('heading', { name: 'Ohmstead Power Closes $20M Series A' });
    expect(requested('GetAllFeedUser')[0]).toContain('pageNum=2&pageSize=3');
    const card = heading.closest('article')!;
    expect(within(card).getByText('Press Release')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Read More/ })
        .getAttribute('href'),
    ).toBe('/PressRelease/ohmstead-power-closes-20m-series-a/1');
    expect(card.querySelector('time')).toBeTruthy();
    expect(within(card).getByTestId('feed-image-placeholder')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'News and events pages' });
    expect(within(pages).getByText('2').closest('[aria-current="page"]')).toBeTruthy();
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/news-events/page_3',
    );
    expect(
      within(pages)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/news-events/page_1');
  });

  it('reads a page that is not page_{number} as page 1', async () => {
    answers['Feed/GetAllFeedUser'] = () => ({ body: listResponse(fixtureFeeds, 3) });
    renderAt('/news-events/page_abc');
    await screen.findByRole('heading', { name: 'Ohmstead Power Closes $20M Series A' });
    expect(requested('GetAllFeedUser')[0]).toContain('pageNum=1&pageSize=3');
    expect(screen.queryByRole('navigation', { name: 'News and events pages' })).toBeNull();
  });

  it('shows No record found for an empty answer and nothing on a failure', async () => {
    answers['Feed/GetAllFeedUser'] = () => ({ body: listResponse([], 0) });
    renderAt('/news-events/page_1');
    expect(await screen.findByText(feedMessages.noRecord)).toBeTruthy();
  });

  it('hides the skeleton and shows no message when the request fails', async () => {
    answers['Feed/GetAllFeedUser'] = () => ({ status: 500, body: { message: 'boom' } });
    renderAt('/news-events/page_1');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByText(feedMessages.noRecord)).toBeNull();
  });
});

describe('NewsLandingPage', () => {
  beforeEach(() => {
    answers['Feed/GetAllFeedUser'] = (url) => {
      const page = Number(url.searchParams.get('pageNum'));
      return { body: listResponse([fixtureFeeds[page - 1]!], 3) };
    };
    answers['Feed/GetAllYoutube'] = () => ({ body: { responseStatusCode: 200, feeds: fixtureYoutube } });
    answers['Feed/GetAllLinkedIn'] = () => ({ body: { responseStatusCode: 200, feeds: fixtureLinkedIn } });
    answers['Feed/GetAllExternalLinks'] = () => ({ body: { responseStatusCode: 200, feeds: [] } });
  });

  it('shows one item at a time and moves with the arrows', async () => {
    renderAt('/news-events');
    await screen.findByRole('heading', { name: 'Ohmstead Power Closes $20M Series A' });
    expect(requested('GetAllFeedUser')[0]).toContain('pageNum=1&pageSize=1');
    expect((screen.getByRole('button', { name: 'Previous news item' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next news item' }));
    await screen.findByRole('heading', { name: 'Why solid-state transformers change the grid edge' });
    expect(requested('GetAllFeedUser')[1]).toContain('pageNum=2&pageSize=1');
    expect(screen.getByRole('link', { name: /View all news/ }).getAttribute('href')).toBe(
      '/news-events/page_1',
    );
  });

  it('loads LinkedIn only after YouTube has answered, and shows at most four posts', async () => {
    let answerYoutube!: () => void;
    answers['Feed/GetAllYoutube'] = () =>
      new Promise((resolve) => {
        answerYoutube = () => resolve({ body: { responseStatusCode: 200, feeds: fixtureYoutube } });
      });
    renderAt('/news-events');
    await waitFor(() => expect(requested('GetAllYoutube')).toHaveLength(1));
    expect(requested('GetAllLinkedIn')).toHaveLength(0);
    await act(async () => answerYoutube());
    const linkedIn = await screen.findByRole('region', { name: 'LinkedIn' });
    await waitFor(() => expect(within(linkedIn).getAllByRole('link')).toHaveLength(4));
    for (const link of within(linkedIn).getAllByRole('link'))
      expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: /Play video: Inside the Power Router/ })).toBeTruthy();
  });

  it('shows the empty texts when there are no social items', async () => {
    answers['Feed/GetAllYoutube'] = () => ({ status: 500, body: {} });
    answers['Feed/GetAllLinkedIn'] = () => ({ body: { responseStatusCode: 200, feeds: [] } });
    renderAt('/news-events');
    expect(await screen.findByText(feedMessages.noYoutube)).toBeTruthy();
    expect(await screen.findByText(feedMessages.noLinkedIn)).toBeTruthy();
  });
});

const detail = {
  responseStatusCode: 200,
  id: 7,
  feedType: 'Article',
  heading: 'Grid forming, explained',
  description: '<p>Grid forming keeps the lights on. It is new.</p>',
  publishAt: '2025-05-01T00:00:00Z',
  feedMedia: [{ id: 1, mediaType: 'Pdf', mediaUrladdress: '/feeds/documents/x.pdf', isDefault: false }],
};

describe('FeedDetailPage', () => {
  it('rewrites /feed-detail/{id} to /{feedType}/{slug}/{id}, replacing the entry, and sets the page tags', async () => {
    answers['Feed/GetFeedById'] = () => ({ body: detail });
    const router = renderAt('/feed-detail/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grid forming, explained' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Article/grid-forming-explained/7'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requested('GetFeedById')[0]).toContain('id=7');
    expect(document.title).toBe('Grid forming, explained');
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'Grid forming keeps the lights on.',
    );
    expect(screen.getByText('Article', { selector: '.feed-detail__label' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to News & Events/ }).getAttribute('href')).toBe(
      '/news-events',
    );
  });

  it('shows No Feed found. for an unknown id with a way back', async () => {
    answers['Feed/GetFeedById'] = () => ({ status: 404, body: { message: feedMessages.feedNotFound } });
    renderAt('/News/whatever/999');
    expect(await screen.findByText(feedMessages.noFeed)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to News & Events/ }).getAttribute('href')).toBe(
      '/news-events',
    );
  });

  it('goes back to the resources from a case study and offers the PDF only when there is one', async () => {
    answers['Feed/GetFeedById'] = () => ({
      body: { ...detail, feedType: 'CaseStudyDataCenters', feedMedia: [] },
    });
    renderAt('/CaseStudyDataCenters/grid-forming-explained/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: /Back to Resources/ }).getAttribute('href')).toBe('/resources');
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('does not offer the PDF of a News item', async () => {
    answers['Feed/GetFeedById'] = () => ({ body: { ...detail, feedType: 'News' } });
    renderAt('/News/grid-forming-explained/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('opens the Oops... dialog when the download fails', async () => {
    answers['Feed/GetFeedById'] = () => ({ body: detail });
    answers['x.pdf'] = () => ({ status: 500, body: {} });
    renderAt('/Article/grid-forming-explained/7');
    fireEvent.click(await screen.findByRole('button', { name: /Download/ }));
    const dialog = await screen.findByRole('dialog', { name: feedMessages.downloadFailedTitle });
    expect(within(dialog).getByText(feedMessages.downloadFailed)).toBeTruthy();
  });

  it('saves the PDF as {heading}.pdf', async () => {
    answers['Feed/GetFeedById'] = () => ({ body: detail });
    answers['x.pdf'] = () => ({ body: '%PDF-1.7' });
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Grid forming, explained.pdf');
    });
    renderAt('/Article/grid-forming-explained/7');
    fireEvent.click(await screen.findByRole('button', { name: /Download/ }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
  });

  it('opens the PDF in a new tab, and explains a blocked pop-up', async () => {
    answers['Feed/GetFeedById'] = () => ({ body: detail });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/Article/grid-forming-explained/7');
    fireEvent.click(await screen.findByRole('button', { name: /View/ }));
    expect(open).toHaveBeenCalledWith('/assets/feeds/documents/x.pdf', '_blank');
    const dialog = await screen.findByRole('dialog', { name: feedMessages.popupBlockedTitle });
    expect(within(dialog).getByText(feedMessages.popupBlocked)).toBeTruthy();
  });
});
