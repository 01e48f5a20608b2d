import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  JOB_TITLES,
  type JobApplicationListResponse,
  type JobApplicationRow,
} from '@ohmstead/contracts/jobs';
import { FormAlert } from '../../../components/form/FormAlert';
import {
  downloadCv,
  getJobApplications,
  saveBlob,
  type JobApplicationsQuery,
} from '../api/job-applications-api';
import { AdminCard, AdminPage } from '../../../components/admin/AdminPage';
import { adminText } from '../messages';
import { useScreenReady } from '../../../lib/screen-ready';
import './JobApplicationsScreen.css';

/** Not in the spec: rows per page of the admin list. */
export const JOB_APPLICATIONS_PER_PAGE = 10;

/** The screen's own words (the spec shows only the menu entry). */
export const jobApplicationsText = {
  title: 'Job Applications',
  intro: 'Applications sent from the Careers page, newest first. Download a CV to read it.',
  caption: 'Job applications',
  position: 'Position',
  allPositions: 'All',
  search: 'Search',
  searchPlaceholder: 'Name or email',
  searchButton: 'Search',
  none: 'No record found',
  columns: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    position: 'Position',
    experience: 'Experience',
    cv: 'CV',
    receivedAt: 'Received at',
  },
  download: 'Download CV',
  downloading: 'Downloading…',
  downloadLabel: (name: string) => `Download CV of ${name}`,
  downloadFailed: (reason: string) => `The CV could not be downloaded. ${reason}`.trim(),
  total: (count: number) => `${count} ${count === 1 ? 'application' : 'applications'}`,
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
} as const;
const t = jobApplicationsText;

const receivedAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Load =
  | { state: 'loading' }
  | { state: 'loaded'; data: JobApplicationListResponse }
  | { state: 'failed'; message: string };
interface Request {
  query: JobApplicationsQuery;
  attempt: number;
}

/**
 * Job Applications (/admin/job-applications; SuperAdmin, Admin, Manager): the careers page's
 * applications in a table, filtered by position and searched by name or e-mail, a page at a time; each
 * row's CV downloads with the signed-in user's token and is saved under its original file name.
 */
export function JobApplicationsScreen() {
  const [query, setQuery] = useState<JobApplicationsQuery>({
    jobType: '',
    search: '',
    pageNum: 1,
    pageSize: JOB_APPLICATIONS_PER_PAGE,
  });
  const [searchText, setSearchText] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const positionId = useId();
  const searchId = useId();

  // Each answer is kept with the request it answers: while a newer request runs, the screen shows loading.
  const [answer, setAnswer] = useState<{ request: Request; load: Load } | null>(null);
  const request = useMemo<Request>(() => ({ query, attempt }), [query, attempt]);
  const load: Load = answer?.request === request ? answer.load : { state: 'loading' };

  useEffect(() => {
    let current = true;
    void getJobApplications(request.query).then((result) => {
      if (!current) return;
      setAnswer({
        request,
        load: result.ok
          ? { state: 'loaded', data: result.data }
          : { state: 'failed', message: result.message },
      });
    });
    return () => {
      current = false;
    };
  }, [request]);
  // The navigation to the screen ends with its first answer, data or error.
  useScreenReady(answer !== null);

  const change = (changes: Partial<JobApplicationsQuery>) =>
    setQuery((previous) => ({ ...previous, pageNum: 1, ...changes }));

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ search: searchText.trim() });
  };

  const download = async (row: JobApplicationRow) => {
    setDownloadError(null);
    setDownloading(row.id);
    const result = await downloadCv(row.id);
    setDownloading(null);
    if (!result.ok) return setDownloadError(t.downloadFailed(result.message));
    saveBlob(result.data, row.cvFileName);
  };

  const pages = load.state === 'loaded' ? Math.ceil(load.data.total / query.pageSize) : 0;

  return (
    <AdminPage title={t.title} intro={t.intro}>
      <AdminCard>
        <div className="job-applications__toolbar">
          <div className="job-applications__filter">
            <label htmlFor={positionId} className="form-field__label">
              {t.position}
            </label>
            <select
              id={positionId}
              className="form-field__control job-applications__select"
              value={query.jobType}
              onChange={(event) => change({ jobType: event.target.value })}
            >
              <option value="">{t.allPositions}</option>
              {JOB_TITLES.map((title) => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
            </select>
          </div>
          <form role="search" className="job-applications__search" onSubmit={onSearch}>
            <label htmlFor={searchId} className="form-field__label">
              {t.search}
            </label>
            <div className="job-applications__search-row">
              <input
                id={searchId}
                type="search"
                className="form-field__control job-applications__input"
                placeholder={t.searchPlaceholder}
                value={searchText}
                maxLength={80}
                onChange={(event) => setSearchText(event.target.value)}
              />
              <button type="submit" className="admin-button admin-button--secondary">
                {t.searchButton}
              </button>
            </div>
          </form>
        </div>

        {downloadError && (
          <FormAlert tone="error" onClose={() => setDownloadError(null)} className="job-applications__alert">
            {downloadError}
          </FormAlert>
        )}

        {load.state === 'loading' && (
          <p className="admin-page__loading" role="status">
            {adminText.loading}
          </p>
        )}
        {load.state === 'failed' && (
          <div className="admin-page__failure">
            <FormAlert tone="error">
              {adminText.loadFailed} {load.message}
            </FormAlert>
            <button
              type="button"
              className="admin-button admin-button--secondary"
              onClick={() => setAttempt((count) => count + 1)}
            >
              {adminText.retry}
            </button>
          </div>
        )}
        {load.state === 'loaded' && (
          <>
            <p className="job-applications__total">{t.total(load.data.total)}</p>
            <div className="job-applications__table-wrap">
              <table className="job-applications__table">
                <caption className="visually-hidden">{t.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.columns.name}</th>
                    <th scope="col">{t.columns.email}</th>
                    <th scope="col">{t.columns.phone}</th>
                    <th scope="col">{t.columns.position}</th>
                    <th scope="col">{t.columns.experience}</th>
                    <th scope="col">{t.columns.cv}</th>
                    <th scope="col">{t.columns.receivedAt}</th>
                  </tr>
                </thead>
                <tbody>
                  {load.data.applications.length === 0 && (
                    <tr>
                      <td colSpan={7} className="job-applications__empty">
                        {t.none}
                      </td>
                    </tr>
                  )}
                  {load.data.applications.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{row.fullName}</th>
                      <td>
                        <a href={`mailto:${row.email}`}>{row.email}</a>
                      </td>
                      <td>{row.phoneNumber}</td>
                      <td>{row.jobType}</td>
                      <td>{row.experience}</td>
                      <td>
                        <div className="job-applications__cv">
                          <span className="job-applications__file">
                            {row.cvFileName}{' '}
                            <span className="job-applications__size">({formatSize(row.cvSize)})</span>
                          </span>
                          <button
                            type="button"
                            className="admin-button admin-button--secondary admin-button--small"
                            aria-label={t.downloadLabel(row.fullName)}
                            disabled={downloading === row.id}
                            aria-busy={downloading === row.id || undefined}
                            onClick={() => void download(row)}
                          >
                            {downloading === row.id ? t.downloading : t.download}
                          </button>
                        </div>
                      </td>
                      <td>
                        <time dateTime={row.createdAt}>
                          {receivedAtFormat.format(new Date(row.createdAt))}
                        </time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 && (
              <Pagination
                page={query.pageNum}
                pages={pages}
                onPage={(pageNum) => setQuery((previous) => ({ ...previous, pageNum }))}
              />
            )}
          </>
        )}
      </AdminCard>
    </AdminPage>
  );
}

/** The first and last page and those near the current one. */
function pageNumbers(page: number, pages: number): number[] {
  return Array.from({ length: pages }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pages || Math.abs(number - page) <= 2,
  );
}

/** Previous, the numbered pages and Next; the current page is marked and not a button. */
function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="job-applications__pagination" aria-label={t.pagination}>
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t.previous}
      </button>
      <ol className="job-applications__pages">
        {pageNumbers(page, pages).map((number, index, shown) => (
          <li key={number}>
            {index > 0 && number - shown[index - 1]! > 1 && (
              <span className="job-applications__gap" aria-hidden="true">
                …
              </span>
            )}
            {number === page ? (
              <span className="job-applications__page is-current" aria-current="page">
                {number}
              </span>
            ) : (
              <button
                type="button"
                className="job-applications__page"
                aria-label={t.page(number)}
                onClick={() => onPage(number)}
              >
                {number}
              </button>
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
      </button>
    </nav>
  );
}
