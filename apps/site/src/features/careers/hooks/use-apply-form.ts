import { zodResolver } from '@hookform/resolvers/zod';
import type { Job } from '@ohmstead/contracts/jobs';
import {
  applicationSubmitProblem,
  type JobApplicationForm,
  type JobApplicationFormInput,
  jobApplicationFormSchema,
} from '@ohmstead/contracts/jobs-form';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CaptchaHandle } from '@/components/captcha/Captcha';
import type { JobApplicationOutcome, submitJobApplication } from '../api/submitJobApplication';

const emptyForm: JobApplicationFormInput = {
  name: '',
  email: '',
  contact: '',
  experience: '',
  resume: undefined,
  captcha: '',
};

/** The fields marked touched when a submit finds the form invalid (docs/product.md §2.5 step 2). */
const TOUCHABLE = ['name', 'email', 'contact', 'experience', 'resume'] as const;

export type ApplyStatus = 'editing' | 'submitting' | 'success';

/**
 * The job application's state and sending (docs/product.md §2.4, §2.5): messages once a field is touched,
 * a submit that says what is missing first (the job, the fields, the CV, the captcha), and the answer
 * shown in place of the form on success, with the focus on Close.
 */
export function useApplyForm(job: Job | undefined, submit: typeof submitJobApplication) {
  const form = useForm<JobApplicationFormInput, unknown, JobApplicationForm>({
    resolver: zodResolver(jobApplicationFormSchema),
    // docs/product.md §2.5: messages appear once a field is touched, then follow every change.
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const { control, setValue, getValues, setError, trigger, handleSubmit } = form;
  const { isValid } = form.formState;
  const [resume, captcha] = useWatch({ control, name: ['resume', 'captcha'] });
  const [status, setStatus] = useState<ApplyStatus>('editing');
  const [formMessage, setFormMessage] = useState('');
  const [successMessage, setSuccessMessage] = useState('');
  const captchaRef = useRef<CaptchaHandle | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const sending = useRef<AbortController | null>(null);

  useEffect(() => () => sending.current?.abort(), []);
  useEffect(() => {
    if (status === 'success') closeRef.current?.focus();
  }, [status]);

  const submitting = status === 'submitting';
  const canSubmit = isValid && !!resume && !!captcha && !submitting;

  const markAllTouched = async () => {
    for (const name of TOUCHABLE) setValue(name, getValues(name), { shouldTouch: true });
    await trigger();
  };

  const send = async (values: JobApplicationForm) => {
    const file = values.resume;
    if (!(file instanceof Blob)) return;
    const controller = new AbortController();
    sending.current = controller;
    setStatus('submitting');
    let outcome: JobApplicationOutcome;
    try {
      outcome = await submit({ values, resume: file as File, jobTitle: job?.title ?? '' }, controller.signal);
    } catch {
      return; // Aborted: the modal has gone.
    }
    if (controller.signal.aborted) return;
    if (outcome.ok) {
      // docs/product.md §2.4: the message replaces the form; the file and the captcha are cleared.
      setValue('resume', undefined);
      setValue('captcha', '');
      setSuccessMessage(outcome.message);
      setStatus('success');
    } else {
      // The server may have spent the proof: a new attempt needs a fresh one.
      captchaRef.current?.reset();
      setFormMessage(outcome.message);
      setStatus('editing');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'editing') return;
    setFormMessage('');
    const problem = applicationSubmitProblem({
      jobTitle: job?.title,
      formValid: isValid,
      resume: getValues('resume'),
      captcha: getValues('captcha'),
    });
    if (problem?.kind === 'job') setFormMessage(problem.message);
    else if (problem?.kind === 'form') void markAllTouched();
    else if (problem?.kind === 'cv') setError('resume', { message: problem.message }, { shouldFocus: true });
    else if (problem?.kind === 'captcha') {
      setError('captcha', { message: problem.message });
      captchaRef.current?.focus();
    } else void handleSubmit(send)(event);
  };

  const onCaptchaChange = useCallback(
    (token: string) => setValue('captcha', token, { shouldDirty: true, shouldValidate: token !== '' }),
    [setValue],
  );

  return {
    form,
    status,
    submitting,
    canSubmit,
    formMessage,
    successMessage,
    captchaRef,
    closeRef,
    onSubmit,
    onCaptchaChange,
  };
}
