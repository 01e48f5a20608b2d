import { sessionMessages } from '@ohmstead/contracts/auth';
import { jobApplicationListResponseSchema } from '@ohmstead/contracts/jobs-schemas';
import { API_BASE, type ApiResult } from '../../../lib/api';
import { authorizedRequest } from '../../../lib/authorized-api';
import { readSession, signOut } from '../../../lib/session';

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

/**
 * GET JobApply/DownloadCv?id=: the CV as a blob. authorizedRequest reads JSON, so this follows its
 * conventions by hand: the bearer token, never a throw, the server's message on a refusal, and a 401
 * signs out.
 */
export async function downloadCv(id: number): Promise<ApiResult<Blob>> {
  const user = readSession();
  if (!user) return { ok: false, status: 401, message: sessionMessages.signInRequired };
  try {
    const response = await fetch(`${API_BASE}/JobApply/DownloadCv?id=${id}`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    if (!response.ok) {
      const json: unknown = await response.json().catch(() => undefined);
      const message =
        typeof json === 'object' && json && 'message' in json && typeof json.message === 'string'
          ? json.message
          : response.statusText;
      if (response.status === 401 && readSession()?.token === user.token) signOut();
      return { ok: false, status: response.status, message };
    }
    return { ok: true, data: await response.blob() };
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
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
