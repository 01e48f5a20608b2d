import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  type JobApplicationAnswer,
  jobApplicationMessages,
  type JobApplicationRow,
} from '@ohmstead/contracts/jobs';
import {
  jobApplicationAnswerSchema,
  jobApplicationIdQuerySchema,
  jobApplicationListQuerySchema,
  jobApplicationRowSchema,
} from '@ohmstead/contracts/jobs-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Adapters } from '../../adapters/adapters';
import type { CaptchaPurpose } from '../../adapters/captcha/proof';
import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { CsvColumn } from '../../http/admin-lists';
import { HttpError, notFound } from '../../http/errors';
import { uploadedFileHeaders } from '../../http/file-download';
import { listRoutes } from '../../http/list-route';
import { perAddressLimit } from '../../http/rate-limit';
import { errorResponses, notJson } from '../../http/response-schemas';
import { CV_PART, cvPath, receiveApplication, removeCv } from './application-parts';
import { jobApplicationList, jobApplicationRepository, toRow } from './repository';

/** The columns of the list's CSV export (the CV itself stays a download of its own). */
const JOB_APPLICATION_CSV: CsvColumn<JobApplicationRow>[] = [
  { header: 'Received at', value: (row) => row.createdAt },
  { header: 'Name', value: (row) => row.fullName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phoneNumber },
  { header: 'Position', value: (row) => row.jobType },
  { header: 'Experience', value: (row) => row.experience },
  { header: 'CV', value: (row) => row.cvFileName },
];

const PURPOSE: CaptchaPurpose = 'job-application';

/** Where the CVs are kept: one file per application, named by its random storage key. */
export const cvDirectory = (config: Config) => path.join(config.dataDir, 'job-applications');

const fieldError = (field: string, message: string) => new HttpError(400, message, [{ field, message }]);

/**
 * Careers (docs/product.md §2.2, §2.3, §2.5, §2.7): the application with its CV, and for SuperAdmin, Admin and Manager
 * (docs/product.md §3.6 "Feed: Job Applications") the list of applications and each CV's download.
 */
export const jobRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  auth: Auth;
  adapters: Adapters;
}> = async (app, { config, db, auth, adapters }) => {
  const { captcha } = adapters;
  // The CV's size is checked while it streams, and answered with the form's message (http/uploads).
  await app.register(multipart, { throwFileSizeLimit: false });
  const cvDir = cvDirectory(config);
  const applications = jobApplicationRepository(db);

  app.post(
    '/JobApply/CreateJobApplication',
    {
      config: perAddressLimit(config.rateLimitPerMinute),
      // A multipart form: its fields' and the captcha's 400, the CV's 413/415; 503 when reCAPTCHA is away.
      schema: { response: { 200: jobApplicationAnswerSchema, ...errorResponses(400, 413, 415, 429, 503) } },
    },
    async (request) => {
      const { fields, cv } = await receiveApplication(request, { cvDir, tempDir: config.uploads.tempDir });
      try {
        // docs/product.md §2.5 submit order: the form (parsed by receiveApplication), then the CV, then the
        // captcha.
        const { captcha: token, ...form } = fields;
        if (!cv) throw fieldError(CV_PART, jobApplicationMessages.cvRequired);
        if (!token) throw fieldError('captcha', jobApplicationMessages.captchaRequired);
        const proof = await captcha.check(token);
        // The claim and the row commit together: if storing fails the claim is rolled back (released),
        // so the same proof may try again.
        const id = await db.transaction(async (tx) => {
          await captcha.claim(tx, proof, PURPOSE);
          return jobApplicationRepository(tx).add(form, cv);
        });
        const answer: JobApplicationAnswer = {
          responseStatusCode: 200,
          message: jobApplicationMessages.submitted,
          id,
        };
        return answer;
      } catch (error) {
        if (cv) await removeCv(cvDir, cv.storageKey);
        throw error;
      }
    },
  );

  const guard = { preValidation: auth.requireCapability('jobApplications') };
  const listRoute = listRoutes(app, db);

  listRoute('/JobApply/GetAllJobApplications', guard, {
    schema: jobApplicationListQuerySchema,
    item: jobApplicationRowSchema,
    source: jobApplicationList,
    toItem: toRow,
    csv: { fileName: 'job-applications.csv', columns: JOB_APPLICATION_CSV },
  });

  app.get(
    '/JobApply/DownloadCv',
    {
      ...guard,
      schema: {
        querystring: jobApplicationIdQuerySchema,
        response: { 200: notJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.query;
      const cv = await applications.findCv(id);
      if (!cv) throw notFound('No such job application.');
      const location = cvPath(cvDir, cv.storageKey);
      const found = await stat(location).catch(() => undefined);
      if (!found?.isFile()) throw notFound('The CV of this application is missing.');
      // A CV is never a page of ours, and it is personal data: sandboxed, and not kept by shared caches.
      return uploadedFileHeaders(reply, {
        fileName: cv.fileName,
        contentType: cv.contentType,
        size: found.size,
      }).send(createReadStream(location));
    },
  );
};
