/**
 * The job application's schemas (spec/02 §3, §5, §7): the server's input checks and the admin list's
 * shapes. The rules are the plain functions of jobs.ts, wrapped here with superRefine so they exist once.
 */
import { z } from 'zod';
import {
  CV_MIME_TYPES,
  JOB_TITLES,
  cvError,
  jobApplicationMessages,
  normalisePhone,
  validateApplication,
  type ApplicationField,
  type JobApplicationListResponse,
  type JobApplicationRow,
} from './jobs';
import { CAPTCHA_TOKEN_MAX } from './limits';

/** Not in the spec: bounds of the admin list's query. */
export const JOB_APPLICATIONS_PAGE_SIZE_DEFAULT = 10;
export const JOB_APPLICATIONS_PAGE_SIZE_MAX = 100;
export const JOB_APPLICATIONS_SEARCH_MAX = 80;
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

const pageNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`);

/** `?jobType=&search=&pageNum=&pageSize=` of GetAllJobApplications; an empty jobType or 'All' is every job. */
export const jobApplicationListQuerySchema = z
  .object({
    jobType: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value && value !== 'All' ? value : undefined))
      .pipe(z.enum(JOB_TITLES, { error: `jobType must be one of: ${JOB_TITLES.join(', ')}` }).optional()),
    search: z
      .string()
      .trim()
      .max(JOB_APPLICATIONS_SEARCH_MAX, `search must be at most ${JOB_APPLICATIONS_SEARCH_MAX} characters`)
      .optional()
      .transform((value) => value || undefined),
    pageNum: pageNumber('pageNum', 1_000_000).default(1),
    pageSize: pageNumber('pageSize', JOB_APPLICATIONS_PAGE_SIZE_MAX).default(
      JOB_APPLICATIONS_PAGE_SIZE_DEFAULT,
    ),
  })
  .strict();
export type JobApplicationListQuery = z.output<typeof jobApplicationListQuerySchema>;

/** `?id=` of DownloadCv. */
export const jobApplicationIdQuerySchema = z
  .object({
    id: z.coerce
      .number({ error: 'id must be a positive number' })
      .int('id must be a positive number')
      .positive('id must be a positive number')
      .max(2_147_483_647, 'id must be a positive number'),
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

export const jobApplicationListResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  applications: z.array(jobApplicationRowSchema),
  total: z.number().int(),
}) satisfies z.ZodType<JobApplicationListResponse>;
