import { z } from 'zod';
import {
  type ApplicationField,
  cvError,
  jobApplicationMessages as m,
  normalisePhone,
  validateApplication,
} from './jobs';

/**
 * The site's application form (docs/product.md §2.2 "Application modal", §2.5). The rules and messages are those
 * of jobs.ts (validateApplication, cvError): this schema only maps them onto the form's field names,
 * so the form and the server cannot drift apart.
 */

/** What the browser knows of a chosen file; a File satisfies it. */
export interface CvFile {
  name: string;
  size: number;
  type: string;
}

/** The form's field names (docs/product.md §2.3: name, email, contact, resume file, experience, captcha). */
export interface JobApplicationFormInput {
  name: string;
  email: string;
  contact: string;
  experience: string;
  /**
   * undefined: no file chosen yet (the CV requirement is a submit check of its own, docs/product.md §2.5 step 3);
   * null: a selection that ended empty ('Please choose a file.'); a file: checked by cvError.
   */
  resume: CvFile | null | undefined;
  /** The captcha proof, '' while there is none (required at submit, step 4). */
  captcha: string;
}

const formFieldOf: Partial<Record<ApplicationField, keyof JobApplicationFormInput>> = {
  FullName: 'name',
  Email: 'email',
  PhoneNumber: 'contact',
  Experience: 'experience',
};

export const jobApplicationFormSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    contact: z.string(),
    experience: z.string(),
    resume: z.custom<CvFile | null | undefined>(
      (value) => value == null || (typeof value === 'object' && 'name' in value && 'size' in value),
    ),
    captcha: z.string(),
  })
  .superRefine((values, ctx) => {
    // JobType is not a field of the form (the modal's job is checked first, §2.5 step 1): its key is skipped.
    const errors = validateApplication({
      FullName: values.name,
      Email: values.email,
      PhoneNumber: values.contact,
      JobType: '',
      Experience: values.experience,
    });
    for (const [key, message] of Object.entries(errors) as [ApplicationField, string][]) {
      const field = formFieldOf[key];
      if (field) ctx.addIssue({ code: 'custom', path: [field], message });
    }
    if (values.resume !== undefined) {
      const message = cvError(values.resume);
      if (message) ctx.addIssue({ code: 'custom', path: ['resume'], message });
    }
  })
  .transform((values) => ({
    ...values,
    name: values.name.trim(),
    email: values.email.trim(),
    contact: normalisePhone(values.contact),
  }));

export type JobApplicationForm = z.output<typeof jobApplicationFormSchema>;

/**
 * docs/product.md §2.5 "Submit order of checks": the first problem in that order, or null when the application
 * may be sent. `formValid: false` means the caller marks every field touched (no message of its own).
 */
export function applicationSubmitProblem(check: {
  jobTitle: string | undefined;
  formValid: boolean;
  resume: CvFile | null | undefined;
  captcha: string;
}): { kind: 'job' | 'cv' | 'captcha'; message: string } | { kind: 'form'; message?: undefined } | null {
  if (!check.jobTitle?.trim()) return { kind: 'job', message: m.jobMissing };
  if (!check.formValid) return { kind: 'form' };
  if (!check.resume) return { kind: 'cv', message: m.cvRequired };
  if (!check.captcha) return { kind: 'captcha', message: m.captchaRequired };
  return null;
}

/** POST JobApply/CreateJobApplication answer (jobs.ts JobApplicationAnswer). */
export const jobApplicationAnswerSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  id: z.number().int().optional(),
});

/** The multipart field names of POST JobApply/CreateJobApplication (docs/product.md §2.3 "Job application payload"). */
export const JOB_APPLICATION_PARTS = {
  fullName: 'FullName',
  email: 'Email',
  phoneNumber: 'PhoneNumber',
  jobType: 'JobType',
  experience: 'Experience',
  captcha: 'captcha',
  attachments: 'Attachments',
} as const;
