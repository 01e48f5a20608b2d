import type { JobApplicationListResponse, JobApplicationRow } from '@ohmstead/contracts/jobs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { readSession, saveSession } from '@/lib/session';
import { requestsTo, serveFetch } from '@/test/stub-fetch';
import { storedUser } from '@/test/users';
import { Where } from '@/test/where';
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
const list = (items: JobApplicationRow[], total = items.length, page = 1): JobApplicationListResponse => ({
  responseStatusCode: 200,
  items,
  total,
  page,
  pageSize: 25,
});

const listCalls = (fetchMock: ReturnType<typeof serveFetch>) =>
  requestsTo(fetchMock, '/JobApply/GetAllJobApplications');

const renderScreen = (path = '/admin/job-applications') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <JobApplicationsScreen />
      <Where />
    </MemoryRouter>,
  );

describe('JobApplicationsScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(storedUser({ token: 'admin-token', roles: ['Manager'] }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows loading, then the applications with the bearer token sent', async () => {
    const fetchMock = serveFetch(() => Response.json(list([row(1, { fullName: 'Grace Hopper' }), row(2)])));
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
    // The first page, in the server's default order, counted in the viewer's time zone.
    expect(url!.searchParams.has('page')).toBe(false);
    expect(url!.searchParams.get('tz')).toBeTruthy();
    expect(url!.searchParams.has('jobType')).toBe(false);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
  });

  it("shows 'No record found' when there is none", async () => {
    serveFetch(() => Response.json(list([])));
    renderScreen();
    expect(await screen.findByText('No record found')).toBeTruthy();
  });

  it('filters by position and searches by name or email, from page 1', async () => {
    const fetchMock = serveFetch(() => Response.json(list([row(1)])));
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

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  grace  {Enter}');
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(3));
    const searched = listCalls(fetchMock)[2]!;
    expect(searched.searchParams.get('search')).toBe('grace');
    expect(searched.searchParams.get('jobType')).toBe('Field Services Engineer');
    expect(searched.searchParams.has('page')).toBe(false);
    // The view is in the URL, so it can be linked.
    expect(screen.getByTestId('where').textContent).toBe('?jobType=Field+Services+Engineer&search=grace');
  });

  it('opens the view a link names, and sorts on the server', async () => {
    const fetchMock = serveFetch(() => Response.json(list([row(1)])));
    renderScreen('/admin/job-applications?jobType=Test+Engineer&sort=fullName&dir=asc&colour=red');
    await screen.findByRole('table');
    const first = listCalls(fetchMock)[0]!;
    expect(first.searchParams.get('jobType')).toBe('Test Engineer');
    expect(first.searchParams.get('sort')).toBe('fullName');
    // A parameter the list does not know is left out rather than failing the view.
    expect(first.searchParams.has('colour')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /Position/ }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('sort')).toBe('jobType'));
  });

  it('pages on the server when there is more than one page', async () => {
    const fetchMock = serveFetch((url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return Response.json(list([row(page * 100)], 30, page));
    });
    renderScreen();
    const pagination = await screen.findByRole('navigation', { name: 'Pages of job applications' });
    expect(within(pagination).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Applicant 200')).toBeTruthy();
    expect(listCalls(fetchMock).at(-1)!.searchParams.get('page')).toBe('2');
    expect(within(pagination).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('downloads a CV with the token as a blob and saves it under its original name', async () => {
    const fetchMock = serveFetch((url) =>
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
    serveFetch((url) =>
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

    serveFetch((url) =>
      url.pathname.endsWith('/JobApply/DownloadCv')
        ? Response.json({ responseStatusCode: 401, message: 'Please sign in.' }, { status: 401 })
        : Response.json(list([row(3)])),
    );
    await userEvent.click(screen.getByRole('button', { name: t.downloadLabel('Applicant 3') }));
    await waitFor(() => expect(readSession()).toBeNull());
  });

  it('shows a failed load with its reason and a retry', async () => {
    let fail = true;
    serveFetch(() =>
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
