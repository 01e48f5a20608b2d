/**
 * The careers page's jobs and the job application (docs/product.md §2.2, §2.3, §2.5, §2.9). Rules and messages as plain
 * functions (zod-free) so the site's form and the server enforce exactly the same thing; the server's
 * schema is in jobs-schemas.ts.
 */

import type { ListPage } from './admin-lists';

/** The titles of the careers page's two jobs: an application's JobType must be one of them. */
export const JOB_TITLES = ['Field Services Engineer', 'Test Engineer'] as const;
export type JobTitle = (typeof JOB_TITLES)[number];

export const EXPERIENCE_OPTIONS = ['No Experience', '1 Year to 10 Year', '10+ Year'] as const;
export type Experience = (typeof EXPERIENCE_OPTIONS)[number];

export const APPLICANT_NAME_MIN = 2;
export const APPLICANT_NAME_MAX = 40;
export const APPLICANT_EMAIL_MAX = 80;
/** docs/product.md §2.5: after stripping, plus, a non-zero digit, then 7 to 14 more digits. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const CV_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const CV_ACCEPT = '.pdf,.doc,.docx';

export const jobApplicationMessages = {
  nameInvalid: 'Name must be 2-40 characters.',
  emailInvalid: 'Please enter a valid email.',
  contactRequired: 'Contact number is required.',
  contactE164: 'Use E.164 format (e.g., +14155550134).',
  experienceRequired: 'Please select your total experience.',
  resumeHint: 'PDF/DOC/DOCX — Max 10 MB.',
  resumeType: 'Only PDF, DOC, or DOCX files are allowed.',
  resumeTooLarge: 'File is too large. Maximum allowed size is 10 MB.',
  resumeEmpty: 'Please choose a file.',
  jobMissing: 'Selected job is missing. Please try again.',
  cvRequired: 'Please upload your CV.',
  /** Not in the spec: the server's answers to a body the form never sends. */
  cvOnlyOne: 'Please upload one CV only.',
  cvPart: (sent: string) => `The CV must be sent as the "Attachments" part, not "${sent}".`,
  captchaRequired: 'Please complete the CAPTCHA.',
  submitFailed: 'Failed to submit application. Please try again.',
  /** docs/product.md §2.7: "the server's success message" (text not shown). */
  submitted: 'Thank you for applying. Your application has been received and our team will be in touch soon.',
  phoneFormatTitle: 'Phone number format',
  phoneFormatText: 'Start with + and the country code, then your number: 8 to 15 digits after the +.',
  experiencePlaceholder: 'Select experience',
} as const;

/** docs/product.md §2.5: on leaving the field, everything but digits and a leading plus is stripped. */
export function normalisePhone(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

export type ApplicationField = 'FullName' | 'Email' | 'PhoneNumber' | 'JobType' | 'Experience';

/** The text fields' rules (the CV and the captcha are checked apart). Keys are the payload's field names. */
export function validateApplication(
  values: Record<ApplicationField, string>,
): Partial<Record<ApplicationField, string>> {
  const errors: Partial<Record<ApplicationField, string>> = {};
  const name = values.FullName.trim();
  if (name.length < APPLICANT_NAME_MIN || name.length > APPLICANT_NAME_MAX)
    errors.FullName = jobApplicationMessages.nameInvalid;
  const email = values.Email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > APPLICANT_EMAIL_MAX)
    errors.Email = jobApplicationMessages.emailInvalid;
  const phone = normalisePhone(values.PhoneNumber);
  if (!phone) errors.PhoneNumber = jobApplicationMessages.contactRequired;
  else if (!E164_PATTERN.test(phone)) errors.PhoneNumber = jobApplicationMessages.contactE164;
  if (!values.JobType.trim()) errors.JobType = jobApplicationMessages.jobMissing;
  if (!(EXPERIENCE_OPTIONS as readonly string[]).includes(values.Experience))
    errors.Experience = jobApplicationMessages.experienceRequired;
  return errors;
}

/** The CV rule as the browser can check it (by type or extension, and size); the server also sniffs content. */
export function cvError(file: { name: string; size: number; type: string } | null): string | null {
  if (!file) return jobApplicationMessages.resumeEmpty;
  const lower = file.name.toLowerCase();
  const allowed =
    (CV_MIME_TYPES as readonly string[]).includes(file.type) ||
    CV_EXTENSIONS.some((ext) => lower.endsWith(ext));
  if (!allowed) return jobApplicationMessages.resumeType;
  if (file.size > CV_MAX_BYTES) return jobApplicationMessages.resumeTooLarge;
  if (file.size === 0) return jobApplicationMessages.resumeEmpty;
  return null;
}

/** docs/product.md §2.3 "Job". */
export interface Job {
  id: string;
  department: string;
  title: string;
  location: string;
  description?: string;
  type: 'Full Time';
  schedule: 'On-Site';
  keyResponsibilities: string[];
  requirements: string[];
  qualifications: { required: string[]; preferred: string[] };
  aboutCompany: { title: string; description: string };
}

/** POST JobApply/CreateJobApplication answer. */
export interface JobApplicationAnswer {
  responseStatusCode: number;
  message: string;
  id?: number;
}

/** The admin list: GET /api/JobApply/GetAllJobApplications?jobType=&search=&pageNum=&pageSize= */
export interface JobApplicationRow {
  id: number;
  fullName: string;
  email: string;
  phoneNumber: string;
  jobType: string;
  experience: string;
  cvFileName: string;
  cvSize: number;
  createdAt: string;
}
export type JobApplicationListResponse = ListPage<JobApplicationRow>;
