import type { JobApplicationRow } from '@ohmstead/contracts/jobs';
import type { JobApplicationFields, JobApplicationListQuery } from '@ohmstead/contracts/jobs-schemas';
import type { Queryable } from '../../db/database';
import type { ReceivedCv } from './application-parts';

interface ApplicationRecord {
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

const toRow = (record: ApplicationRecord): JobApplicationRow => ({
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

/** LIKE's own characters in a search are matched as themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

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

    /** Newest first; the search matches the name or the e-mail address, whatever the case. */
    async list(query: JobApplicationListQuery): Promise<{ rows: JobApplicationRow[]; total: number }> {
      const where = `WHERE ($1::text IS NULL OR job_type = $1)
        AND ($2::text IS NULL OR full_name ILIKE $2 ESCAPE '\\' OR email ILIKE $2 ESCAPE '\\')`;
      const filters = [query.jobType ?? null, query.search ? likePattern(query.search) : null];
      const [count] = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM job_applications ${where}`,
        filters,
      );
      const records = await db.query<ApplicationRecord>(
        `SELECT * FROM job_applications ${where}
         ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [...filters, query.pageSize, (query.pageNum - 1) * query.pageSize],
      );
      return { rows: records.map(toRow), total: Number(count?.n ?? 0) };
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
