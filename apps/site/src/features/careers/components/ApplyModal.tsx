import { zodResolver } from '@hookform/resolvers/zod';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type Ref,
} from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CV_ACCEPT,
  EXPERIENCE_OPTIONS,
  jobApplicationMessages as m,
  normalisePhone,
  type Job,
} from '@ohmstead/contracts/jobs';
import {
  applicationSubmitProblem,
  jobApplicationFormSchema,
  type JobApplicationForm,
  type JobApplicationFormInput,
} from '@ohmstead/contracts/jobs-form';
import { Captcha, type CaptchaHandle } from '@/components/captcha/Captcha';
import { FieldFrame } from '@/components/form/FieldFrame';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { Modal } from '@/components/Modal';
import { submitJobApplication, type JobApplicationOutcome } from '../api/submitJobApplication';
import { applyText as t } from '../messages';
import { PhoneFormatInfo } from './PhoneFormatInfo';
// The shared .button look (ButtonLink's styles) for plain buttons.
import '@/components/ButtonLink.css';
import './ApplyModal.css';

/** What the modal passes to its captcha: the same props as components/captcha's Captcha. */
export interface ApplyCaptchaProps {
  onChange: (token: string) => void;
  error?: string;
  ref?: Ref<CaptchaHandle>;
}

export interface ApplyModalProps {
  /** The job chosen with its 'Apply Now' button; missing, the submit says so (docs/product.md §2.5 step 1). */
  job: Job | undefined;
  onClose: () => void;
  /** Sends the application; stories and tests replace the network call. */
  submit?: typeof submitJobApplication;
  /** The captcha field; stories and tests replace the server-configured one so they need no network. */
  captchaField?: ComponentType<ApplyCaptchaProps>;
}

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

type Status = 'editing' | 'submitting' | 'success';

/**
 * 'Apply for {job title}' (docs/product.md §2.2, §2.4, §2.5). The parent mounts it afresh for every opening and
 * unmounts it on close, so opening always starts from an empty form with the chosen job, and closing
 * resets everything.
 */
export function ApplyModal({
  job,
  onClose,
  submit = submitJobApplication,
  captchaField: CaptchaField = Captcha,
}: ApplyModalProps) {
  const {
    register,
    control,
    setValue,
    getValues,
    setError,
    trigger,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<JobApplicationFormInput, unknown, JobApplicationForm>({
    resolver: zodResolver(jobApplicationFormSchema),
    // docs/product.md §2.5: messages appear once a field is touched, then follow every change.
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const [resume, captcha] = useWatch({ control, name: ['resume', 'captcha'] });
  const [status, setStatus] = useState<Status>('editing');
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
  const contactField = register('contact');

  return (
    <Modal
      title={t.title(job?.title ?? '')}
      onClose={onClose}
      static
      busy={submitting}
      closeLabel={t.closeLabel}
      className="apply-modal"
    >
      <form className="apply-form" noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
        {status === 'success' ? (
          <FormAlert tone="success" className="apply-form__success">
            {successMessage}
          </FormAlert>
        ) : (
          <fieldset className="apply-form__fields" disabled={submitting}>
            <legend className="visually-hidden">{t.title(job?.title ?? '')}</legend>
            <TextField
              label={t.labels.name}
              required
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={t.labels.email}
              required
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <div className="apply-form__phone">
              <PhoneFormatInfo />
              <TextField
                label={t.labels.contact}
                required
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                error={errors.contact?.message}
                {...contactField}
                onBlur={(event) => {
                  // docs/product.md §2.5: formatting characters are stripped on leaving the field, then it is checked.
                  setValue('contact', normalisePhone(event.target.value));
                  return contactField.onBlur(event);
                }}
              />
            </div>
            <Controller
              control={control}
              name="resume"
              render={({ field, fieldState }) => (
                <FieldFrame label={t.labels.resume} hint={m.resumeHint} error={fieldState.error?.message}>
                  {(ids) => (
                    <input
                      {...ids}
                      ref={field.ref}
                      name={field.name}
                      type="file"
                      accept={CV_ACCEPT}
                      className="form-field__control apply-form__file"
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        setValue('resume', event.target.files?.[0] ?? null, {
                          shouldTouch: true,
                          shouldDirty: true,
                          shouldValidate: true,
                        })
                      }
                    />
                  )}
                </FieldFrame>
              )}
            />
            <FieldFrame label={t.labels.experience} required error={errors.experience?.message}>
              {(ids) => (
                <select
                  {...ids}
                  className="form-field__control apply-form__select"
                  {...register('experience')}
                >
                  <option value="">{m.experiencePlaceholder}</option>
                  {EXPERIENCE_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <CaptchaField ref={captchaRef} onChange={onCaptchaChange} error={errors.captcha?.message} />
          </fieldset>
        )}
        {formMessage && (
          <FormAlert tone="error" className="apply-form__error">
            {formMessage}
          </FormAlert>
        )}
        <div className="apply-form__actions">
          {status === 'success' ? (
            <button type="button" ref={closeRef} className="button button--primary" onClick={onClose}>
              {t.close}
            </button>
          ) : (
            <>
              <button
                type="button"
                className="button button--outline"
                disabled={submitting}
                onClick={onClose}
              >
                {t.cancel}
              </button>
              <SubmitButton loading={submitting} loadingText={t.submitting} disabled={!canSubmit}>
                {submitting ? t.submitting : t.submit}
              </SubmitButton>
            </>
          )}
        </div>
      </form>
    </Modal>
  );
}
