import type { JobApplicationRow } from '@ohmstead/contracts/jobs';
import type { JobApplicationFields, JobApplicationListQuery } from '@ohmstead/contracts/jobs-schemas';
import sql from 'sql-template-tag';
import type { Queryable } from '../../db/database';
import { dateRangeConditions, type ListSource, searchCondition } from '../../http/admin-lists';
import type { ReceivedCv } from './application-parts';

export interface ApplicationRecord {
  id: number;
  full_name: string;
  email: string;
  phone_number: string;
  job_type: string;
  experience: string;
  cv_file_name: string;
  cv_content_type: string;
  cv_size: number;
  cv_storage_key: string;
  created_at: Date | string;
}

export interface StoredCv {
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
}

export const toRow = (record: ApplicationRecord): JobApplicationRow => ({
  id: Number(record.id),
  fullName: record.full_name,
  email: record.email,
  phoneNumber: record.phone_number,
  jobType: record.job_type,
  experience: record.experience,
  cvFileName: record.cv_file_name,
  cvSize: Number(record.cv_size),
  createdAt: new Date(record.created_at).toISOString(),
});

/** The admin list (GetAllJobApplications): filtered by position, searched by name or e-mail address. */
export const jobApplicationList = (
  query: JobApplicationListQuery,
): ListSource<JobApplicationListQuery['sort']> => ({
  select: sql`*`,
  from: sql`job_applications`,
  where: [
    ...(query.jobType ? [sql`job_type = ${query.jobType}`] : []),
    ...searchCondition([sql`full_name`, sql`email`], query.search),
    ...dateRangeConditions(sql`created_at`, query),
  ],
  orderBy: { receivedAt: sql`created_at`, fullName: sql`lower(full_name)`, jobType: sql`job_type` },
  tieBreaker: sql`id`,
});

/** The job applications (table job_applications). */
export function jobApplicationRepository(db: Queryable) {
  return {
    async add(form: Omit<JobApplicationFields, 'captcha'>, cv: ReceivedCv): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO job_applications (full_name, email, phone_number, job_type, experience,
           cv_file_name, cv_content_type, cv_size, cv_storage_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          form.fullName,
          form.email,
          form.phoneNumber,
          form.jobType,
          form.experience,
          cv.fileName,
          cv.contentType,
          cv.size,
          cv.storageKey,
        ],
      );
      return Number(row!.id);
    },

    async findCv(id: number): Promise<StoredCv | undefined> {
      const [record] = await db.query<ApplicationRecord>(
        'SELECT cv_file_name, cv_content_type, cv_size, cv_storage_key FROM job_applications WHERE id = $1',
        [id],
      );
      if (!record) return undefined;
      return {
        fileName: record.cv_file_name,
        contentType: record.cv_content_type,
        size: Number(record.cv_size),
        storageKey: record.cv_storage_key,
      };
    },
  };
}
