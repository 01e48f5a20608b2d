import { jobApplicationListResponseSchema } from '@ohmstead/contracts/jobs-schemas';
import type { ApiResult } from '@/lib/api';
import { authorizedBlob, authorizedRequest } from '@/lib/authorized-api';

export const JOB_APPLICATIONS_PATH = 'JobApply/GetAllJobApplications';

/** GET JobApply/GetAllJobApplications: one page of the list for the URL's query (lib/list-query.ts). */
export const getJobApplications = (apiQuery: string) =>
  authorizedRequest(`${JOB_APPLICATIONS_PATH}?${apiQuery}`, jobApplicationListResponseSchema);

/** GET JobApply/DownloadCv?id=: the CV as a blob. */
export function downloadCv(id: number): Promise<ApiResult<Blob>> {
  return authorizedBlob(`JobApply/DownloadCv?id=${id}`);
}
