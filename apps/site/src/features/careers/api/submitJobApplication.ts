import { jobApplicationMessages } from '@ohmstead/contracts/jobs';
import {
  JOB_APPLICATION_PARTS as part,
  jobApplicationAnswerSchema,
  type JobApplicationForm,
} from '@ohmstead/contracts/jobs-form';
import { API_BASE } from '../../../lib/api';

export type JobApplicationOutcome = { ok: true; message: string } | { ok: false; message: string };

/** What the form hands over: its parsed values with the CV as a real file, and the chosen job's title. */
export interface JobApplicationSubmission {
  values: Omit<JobApplicationForm, 'resume'>;
  resume: File;
  jobTitle: string;
}

/**
 * POST JobApply/CreateJobApplication as multipart (spec/02 §3, §7). lib/api's apiRequest sends JSON,
 * so this follows its conventions by hand: the API base, never a throw, the server's `message` on a
 * non-2xx answer. A failure without a message (network, 5xx page) reads 'Failed to submit
 * application. Please try again.' (spec/02 §8); a 2xx answer without one, the contracts' default text.
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
  const failed = { ok: false, message: jobApplicationMessages.submitFailed } as const;
  try {
    // No Content-Type header: the browser writes the multipart boundary itself.
    const response = await fetch(`${API_BASE}/JobApply/CreateJobApplication`, {
      method: 'POST',
      body,
      signal,
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message =
        typeof json === 'object' && json && 'message' in json && typeof json.message === 'string'
          ? json.message.trim()
          : '';
      return message ? { ok: false, message } : failed;
    }
    // spec/02 §7: success is the status; the answer only lends its message when it has one.
    const answer = jobApplicationAnswerSchema.safeParse(json);
    const message = answer.success ? answer.data.message.trim() : '';
    return { ok: true, message: message || jobApplicationMessages.submitted };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn(`Job application not sent: ${error instanceof Error ? error.message : String(error)}`);
    return failed;
  }
}
