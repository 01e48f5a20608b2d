import { jobApplicationMessages } from '@ohmstead/contracts/jobs';
import {
  JOB_APPLICATION_PARTS as part,
  jobApplicationAnswerSchema,
  type JobApplicationForm,
} from '@ohmstead/contracts/jobs-form';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

export type JobApplicationOutcome = { ok: true; message: string } | { ok: false; message: string };

/** What the form hands over: its parsed values with the CV as a real file, and the chosen job's title. */
export interface JobApplicationSubmission {
  values: Omit<JobApplicationForm, 'resume'>;
  resume: File;
  jobTitle: string;
}

/**
 * POST JobApply/CreateJobApplication as multipart (docs/product.md §2.3, §2.7). A refusal shows the server's
 * `message`; a failure without one (network, 5xx) reads 'Failed to submit application. Please try
 * again.' (docs/product.md §2.8). Success is the status; the answer only lends its message when it has one.
 */
export async function submitJobApplication(
  { values, resume, jobTitle }: JobApplicationSubmission,
  signal?: AbortSignal,
): Promise<JobApplicationOutcome> {
  const body = new FormData();
  body.append(part.fullName, values.name);
  body.append(part.email, values.email);
  body.append(part.phoneNumber, values.contact);
  body.append(part.jobType, jobTitle);
  body.append(part.experience, values.experience);
  body.append(part.captcha, values.captcha);
  body.append(part.attachments, resume, resume.name);
  const result = await apiRequest('JobApply/CreateJobApplication', z.unknown(), {
    method: 'POST',
    body,
    signal,
  });
  if (signal?.aborted) throw signal.reason;
  if (!result.ok) {
    const serverRefused = result.status >= 400 && result.status < 500 && result.message.trim() !== '';
    if (!serverRefused) console.warn(`Job application not sent: ${result.status} ${result.message}`);
    return {
      ok: false,
      message: serverRefused ? result.message.trim() : jobApplicationMessages.submitFailed,
    };
  }
  const answer = jobApplicationAnswerSchema.safeParse(result.data);
  const message = answer.success ? answer.data.message.trim() : '';
  return { ok: true, message: message || jobApplicationMessages.submitted };
}
