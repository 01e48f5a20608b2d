import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { JobApplicationListResponse, JobApplicationRow } from '@ohmstead/contracts/jobs';
import { readSession, saveSession } from '../../../lib/session';
import { storedUser } from '../../../test/users';
import { JobApplicationsScreen, jobApplicationsText as t } from './JobApplicationsScreen';

const row = (id: number, changes: Partial<JobApplicationRow> = {}): JobApplicationRow => ({
  id,
  fullName: `Applicant ${id}`,
  email: `applicant${id}@example.com`,
  phoneNumber: '+14155550134',
  jobType: 'Test Engineer',
  experience: '1 Year to 10 Year',
  cvFileName: `cv-${id}.pdf`,
  cvSize: 120_000,
  createdAt: '2026-03-18T14:30:00.000Z',
  ...changes,
});
const list = (
  applications: JobApplicationRow[],
  total = applications.length,
): JobApplicationListResponse => ({
  responseStatusCode: 200,
  applications,
  total,
});

/** The server's answers, by call; every request is recorded. */
function serve(answer: (url: URL) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    answer(new URL(String(input), 'http://site.test')),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const listCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://site.test'))
    .filter((url) => url.pathname.endsWith('/JobApply/GetAllJobApplications'));

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={['/admin/job-applications']}>
      <JobApplicationsScreen />
    </MemoryRouter>,
  );

describe('JobApplicationsScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(storedUser({ token: 'admin-token', roles: ['Manager'] }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows loading, then the applications with the bearer token sent', async () => {
    const fetchMock = serve(() => Response.json(list([row(1, { fullName: 'Grace Hopper' }), row(2)])));
    renderScreen();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const table = await screen.findByRole('table', { name: t.caption });
    const cells = within(table).getAllByRole('row')[1]!;
    expect(cells.textContent).toContain('Grace Hopper');
    expect(cells.textContent).toContain('applicant1@example.com');
    expect(cells.textContent).toContain('+14155550134');
    expect(cells.textContent).toContain('Test Engineer');
    expect(cells.textContent).toContain('1 Year to 10 Year');
    expect(cells.textContent).toContain('cv-1.pdf');
    expect(within(cells).getByText(/Mar 18, 2026/)).toBeTruthy();
    const [url] = listCalls(fetchMock);
    expect(url!.searchParams.get('pageNum')).toBe('1');
    expect(url!.searchParams.get('pageSize')).toBe('10');
    expect(url!.searchParams.has('jobType')).toBe(false);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
  });

  it("shows 'No record found' when there is none, and no pagination", async () => {
    serve(() => Response.json(list([])));
    renderScreen();
    expect(await screen.findByText('No record found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: t.pagination })).toBeNull();
  });

  it('filters by position and searches by name or email, from page 1', async () => {
    const fetchMock = serve(() => Response.json(list([row(1)])));
    renderScreen();
    await screen.findByRole('table');
    const position = screen.getByLabelText(t.position);
    expect(
      within(position)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Field Services Engineer', 'Test Engineer']);
    await userEvent.selectOptions(position, 'Field Services Engineer');
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
    expect(listCalls(fetchMock)[1]!.searchParams.get('jobType')).toBe('Field Services Engineer');

    await userEvent.type(screen.getByRole('searchbox', { name: t.search }), '  grace  {Enter}');
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(3));
    const searched = listCalls(fetchMock)[2]!;
    expect(searched.searchParams.get('search')).toBe('grace');
    expect(searched.searchParams.get('jobType')).toBe('Field Services Engineer');
    expect(searched.searchParams.get('pageNum')).toBe('1');
  });

  it('pages when there is more than one page; the current page is not a button', async () => {
    const fetchMock = serve((url) => {
      const page = Number(url.searchParams.get('pageNum'));
      return Response.json(list([row(page * 100)], 25));
    });
    renderScreen();
    const pagination = await screen.findByRole('navigation', { name: t.pagination });
    expect(within(pagination).getByText('1').getAttribute('aria-current')).toBe('page');
    expect(within(pagination).getByRole('button', { name: t.previous })).toHaveProperty('disabled', true);
    await userEvent.click(within(pagination).getByRole('button', { name: t.page(3) }));
    expect(await screen.findByText('Applicant 300')).toBeTruthy();
    expect(listCalls(fetchMock).at(-1)!.searchParams.get('pageNum')).toBe('3');
    const after = screen.getByRole('navigation', { name: t.pagination });
    expect(within(after).getByText('3').getAttribute('aria-current')).toBe('page');
    expect(within(after).getByRole('button', { name: t.next })).toHaveProperty('disabled', true);
  });

  it('downloads a CV with the token as a blob and saves it under its original name', async () => {
    const fetchMock = serve((url) =>
      url.pathname.endsWith('/JobApply/DownloadCv')
        ? new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })
        : Response.json(list([row(7, { fullName: 'Grace Hopper', cvFileName: 'Grace Hopper CV.pdf' })])),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:cv');
    // jsdom has no object URLs: the test hands them out and takes them back.
    const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: realCreate, revokeObjectURL: realRevoke });
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    onTestFinished(() => click.mockRestore());
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: t.downloadLabel('Grace Hopper') }));
    await waitFor(() => expect(saved).toEqual(['Grace Hopper CV.pdf blob:cv']));
    const [input, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(input)).toMatch(/\/JobApply\/DownloadCv\?id=7$/);
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.7');
  });

  it('shows why a download failed, and a 401 signs out', async () => {
    serve((url) =>
      url.pathname.endsWith('/JobApply/DownloadCv')
        ? Response.json(
            { responseStatusCode: 404, message: 'The CV of this application is missing.' },
            { status: 404 },
          )
        : Response.json(list([row(3)])),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: t.downloadLabel('Applicant 3') }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The CV could not be downloaded. The CV of this application is missing.',
    );
    expect(readSession()).not.toBeNull();

    serve((url) =>
      url.pathname.endsWith('/JobApply/DownloadCv')
        ? Response.json({ responseStatusCode: 401, message: 'Please sign in.' }, { status: 401 })
        : Response.json(list([row(3)])),
    );
    await userEvent.click(screen.getByRole('button', { name: t.downloadLabel('Applicant 3') }));
    await waitFor(() => expect(readSession()).toBeNull());
  });

  it('shows a failed load with its reason and a retry', async () => {
    let fail = true;
    serve(() =>
      fail
        ? Response.json(
            { responseStatusCode: 403, message: 'You do not have permission to do this.' },
            { status: 403 },
          )
        : Response.json(list([row(1)])),
    );
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You do not have permission to do this.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Applicant 1')).toBeTruthy();
  });
});
