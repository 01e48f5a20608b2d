import { JOB_TITLES, type JobApplicationRow } from '@ohmstead/contracts/jobs';
import { jobApplicationListQuerySchema } from '@ohmstead/contracts/jobs-schemas';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { dateTimeCell } from '@/components/admin/data-table/date-time-cell';
import {
  csvExportProps,
  labelledOptions,
  listFilterProps,
} from '@/components/admin/data-table/list-filter-props';
import { CsvExportButton, SearchFilter } from '@/components/admin/data-table/ListFilters';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { SmallButton } from '@/components/admin/SmallButton';
import { FormAlert } from '@/components/form/FormAlert';
import { formatFileSize } from '@/lib/date-time';
import { useListQuery } from '@/lib/list-query';
import { saveBlob } from '@/lib/save-blob';
import { useListPage } from '@/lib/use-list-page';
import { downloadCv, getJobApplications, JOB_APPLICATIONS_PATH } from '../api/job-applications-api';
import './JobApplicationsScreen.css';

/** The screen's own words (the spec shows only the menu entry). */
export const jobApplicationsText = {
  title: 'Job Applications',
  intro: 'Applications sent from the Careers page, newest first. Download a CV to read it.',
  position: 'Position',
  allPositions: 'All',
  caption: 'Job applications',
  none: 'No record found',
  searchPlaceholder: 'Name or email',
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
} as const;
const t = jobApplicationsText;

const column = createColumnHelper<JobApplicationRow>();

/**
 * Job Applications (/admin/job-applications; SuperAdmin, Admin, Manager): the careers page's
 * applications in the shared admin table, filtered by position and searched by name or e-mail on the
 * server, the view in the URL; each row's CV downloads with the signed-in user's token, and the filtered
 * rows export as CSV.
 */
export function JobApplicationsScreen() {
  const { query, update, apiQuery } = useListQuery(jobApplicationListQuerySchema);
  const list = useListPage(getJobApplications, apiQuery());
  const filter = listFilterProps({ query, update });
  const [downloading, setDownloading] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async (row: JobApplicationRow) => {
    setDownloadError(null);
    setDownloading(row.id);
    const result = await downloadCv(row.id);
    setDownloading(null);
    if (!result.ok) return setDownloadError(t.downloadFailed(result.message));
    saveBlob(result.data, row.cvFileName);
  };

  const columns = [
    column.accessor('fullName', { id: 'fullName', header: t.columns.name, meta: { rowHeader: true } }),
    column.accessor('email', {
      id: 'email',
      header: t.columns.email,
      enableSorting: false,
      cell: (info) => <a href={`mailto:${info.getValue()}`}>{info.getValue()}</a>,
    }),
    column.accessor('phoneNumber', { id: 'phoneNumber', header: t.columns.phone, enableSorting: false }),
    column.accessor('jobType', { id: 'jobType', header: t.columns.position }),
    column.accessor('experience', { id: 'experience', header: t.columns.experience, enableSorting: false }),
    column.display({
      id: 'cv',
      header: t.columns.cv,
      cell: ({ row: { original: row } }) => (
        <div className="job-applications__cv">
          <span className="job-applications__file">
            {row.cvFileName} <span className="job-applications__size">({formatFileSize(row.cvSize)})</span>
          </span>
          <SmallButton
            aria-label={t.downloadLabel(row.fullName)}
            disabled={downloading === row.id}
            aria-busy={downloading === row.id || undefined}
            onClick={() => void download(row)}
          >
            {downloading === row.id ? t.downloading : t.download}
          </SmallButton>
        </div>
      ),
    }),
    column.accessor('createdAt', {
      id: 'receivedAt',
      header: t.columns.receivedAt,
      cell: dateTimeCell,
    }),
  ];

  return (
    <AdminPage title={t.title} intro={t.intro}>
      <AdminCard>
        {downloadError && (
          <FormAlert tone="error" onClose={() => setDownloadError(null)} className="job-applications__alert">
            {downloadError}
          </FormAlert>
        )}
        <DataTable<JobApplicationRow>
          caption={t.caption}
          columns={columns}
          {...pagedTableProps(list, query, update)}
          emptyText={t.none}
          getRowId={(row) => String(row.id)}
          toolbar={
            <>
              <SelectFilter
                label={t.position}
                anyLabel={t.allPositions}
                options={labelledOptions(JOB_TITLES)}
                {...filter.select('jobType')}
              />
              <SearchFilter placeholder={t.searchPlaceholder} {...filter.search} />
              <CsvExportButton {...csvExportProps(apiQuery, JOB_APPLICATIONS_PATH, 'job-applications.csv')} />
            </>
          }
        />
      </AdminCard>
    </AdminPage>
  );
}
