/**
 * The job application's schemas (docs/product.md §2.3, §2.5, §2.7): the server's input checks and the admin list's
 * shapes. The rules are the plain functions of jobs.ts, wrapped here with superRefine so they exist once.
 */
import { z } from 'zod';
import { listPageSchema, listQuerySchema } from './admin-lists';
import {
  type ApplicationField,
  CV_MIME_TYPES,
  cvError,
  JOB_TITLES,
  type JobApplicationAnswer,
  type JobApplicationListResponse,
  jobApplicationMessages,
  type JobApplicationRow,
  normalisePhone,
  validateApplication,
} from './jobs';
import { CAPTCHA_TOKEN_MAX } from './limits';
import { rowIdParam } from './row-id';

/** Not in the spec: a text field far longer than any rule allows is refused before the rules run. */
const FIELD_MAX = 1000;

const APPLICATION_FIELDS = ['FullName', 'Email', 'PhoneNumber', 'JobType', 'Experience'] as const;
const textField = z
  .string()
  .max(FIELD_MAX, 'This field is too long.')
  // No rule of the form lets these through a browser, and the database refuses a NUL outright.
  .refine((value) => !/\p{Cc}/u.test(value), 'This field contains characters that are not allowed.')
  .default('');

/**
 * The text fields of POST /api/JobApply/CreateJobApplication (multipart), with the captcha proof as
 * `captcha`. A missing field counts as empty, so it gets the form's own message. The captcha may be
 * missing here: the route asks for it after the CV, in the form's submit order.
 */
export const jobApplicationFieldsSchema = z
  .object({
    FullName: textField,
    Email: textField,
    PhoneNumber: textField,
    JobType: textField,
    Experience: textField,
    captcha: z.string().max(CAPTCHA_TOKEN_MAX, 'captcha token is too long').optional(),
  })
  .strict()
  .superRefine((values, ctx) => {
    const errors = validateApplication(values);
    if (!errors.JobType && !(JOB_TITLES as readonly string[]).includes(values.JobType.trim()))
      errors.JobType = jobApplicationMessages.jobMissing;
    for (const field of APPLICATION_FIELDS) {
      const message = errors[field as ApplicationField];
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((values) => ({
    fullName: values.FullName.trim(),
    email: values.Email.trim(),
    phoneNumber: normalisePhone(values.PhoneNumber),
    jobType: values.JobType.trim(),
    experience: values.Experience,
    captcha: values.captcha?.trim() || undefined,
  }));
export type JobApplicationFields = z.output<typeof jobApplicationFieldsSchema>;

/**
 * The CV as the server received it: `type` is what its content shows (never the declared type), so a
 * renamed executable fails even with a .pdf name; the browser's rule (cvError) applies as well.
 */
export const jobApplicationCvSchema = z
  .object({ name: z.string(), size: z.number().int().nonnegative(), type: z.string() })
  .superRefine((file, ctx) => {
    const message =
      cvError(file) ??
      ((CV_MIME_TYPES as readonly string[]).includes(file.type) ? null : jobApplicationMessages.resumeType);
    if (message) ctx.addIssue({ code: 'custom', path: ['Attachments'], message });
  });

/**
 * GetAllJobApplications: the admin list's query (contracts/admin-lists.ts) with a position filter; an empty
 * `jobType` or 'All' is every job. Sorted by when it arrived (newest first), name or position.
 */
export const jobApplicationListQuerySchema = listQuerySchema({
  sortable: ['receivedAt', 'fullName', 'jobType'],
  defaultSort: 'receivedAt',
  filters: {
    jobType: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value && value !== 'All' ? value : undefined))
      .pipe(z.enum(JOB_TITLES, { error: `jobType must be one of: ${JOB_TITLES.join(', ')}` }).optional()),
  },
});
export type JobApplicationListQuery = z.output<typeof jobApplicationListQuerySchema>;

/** `?id=` of DownloadCv. */
export const jobApplicationIdQuerySchema = z
  .object({
    id: rowIdParam('id must be a positive number'),
  })
  .strict();

export const jobApplicationRowSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  jobType: z.string(),
  experience: z.string(),
  cvFileName: z.string(),
  cvSize: z.number().int(),
  /** ISO time. */
  createdAt: z.string(),
}) satisfies z.ZodType<JobApplicationRow>;

export const jobApplicationListResponseSchema = listPageSchema(
  jobApplicationRowSchema,
) satisfies z.ZodType<JobApplicationListResponse>;

/** POST JobApply/CreateJobApplication's answer (jobs.ts JobApplicationAnswer). */
export const jobApplicationAnswerSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  id: z.number().int().optional(),
}) satisfies z.ZodType<JobApplicationAnswer>;
