import { jobApplicationListResponseSchema } from '@ohmstead/contracts/jobs-schemas';
import type { ApiResult } from '../../../lib/api';
import { authorizedBlob, authorizedRequest } from '../../../lib/authorized-api';

export interface JobApplicationsQuery {
  /** '' for every position. */
  jobType: string;
  search: string;
  pageNum: number;
  pageSize: number;
}

/** GET JobApply/GetAllJobApplications: one page of the applications, newest first. */
export function getJobApplications(query: JobApplicationsQuery) {
  const params = new URLSearchParams({ pageNum: String(query.pageNum), pageSize: String(query.pageSize) });
  if (query.jobType) params.set('jobType', query.jobType);
  if (query.search.trim()) params.set('search', query.search.trim());
  return authorizedRequest(`JobApply/GetAllJobApplications?${params}`, jobApplicationListResponseSchema);
}

/** GET JobApply/DownloadCv?id=: the CV as a blob. */
export function downloadCv(id: number): Promise<ApiResult<Blob>> {
  return authorizedBlob(`JobApply/DownloadCv?id=${id}`);
}

/** Hands a blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
}
