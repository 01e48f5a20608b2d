import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ContactForm as ContactValues, ContactFormInput } from '@ohmstead/contracts/contact';
import {
  DEFAULT_ENQUIRY_TOPIC,
  ENQUIRY_TOPIC_LABELS,
  ENQUIRY_TOPICS,
} from '@ohmstead/contracts/enquiry-topics';
import { Captcha, type CaptchaHandle } from '@/components/captcha/Captcha';
import { NeedsJavaScript } from '@/components/NeedsJavaScript';
import { useHydrated } from '@/lib/use-hydrated';
import { fetchPublicConfig } from '@/components/captcha/useCaptchaConfig';
import { Checkbox } from '@/components/form/Checkbox';
import { SubmitButton } from '@/components/form/SubmitButton';
import { SelectField } from '@/components/form/SelectField';
import { TextArea } from '@/components/form/TextArea';
import { TextField } from '@/components/form/TextField';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { contactText as t } from '../messages';
import './ContactForm.css';

const TOPIC_OPTIONS = ENQUIRY_TOPICS.map((value) => ({ value, label: ENQUIRY_TOPIC_LABELS[value] }));

/** The form's rules and sending (with zod) load at the first submit: they are no part of the page's first load. */
const resolver = lazyZodResolver<ContactFormInput, ContactValues>(async () => {
  const { contactFormSchema } = await import('@ohmstead/contracts/contact');
  return contactFormSchema;
});

const emptyForm: ContactFormInput = {
  first_name: '',
  last_name: '',
  company: '',
  phone: '',
  title: '',
  email: '',
  topic: DEFAULT_ENQUIRY_TOPIC,
  message: '',
  emailConsent: false,
  captcha: '',
};

/**
 * The contact enquiry (docs/product.md §1.2, §1.4, §1.5). Errors stay hidden until the first submit attempt, then
 * follow every change; a valid submit shows the spinner until the page is left through the lead post.
 */
export function ContactForm() {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<ContactFormInput, unknown, ContactValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const captchaRef = useRef<CaptchaHandle | null>(null);

  const startOver = useCallback(() => {
    setSending(false);
    // A proof is accepted once per purpose, so a new attempt needs a fresh one.
    captchaRef.current?.reset();
  }, []);

  // Coming back with the browser's Back button restores this page from the cache, still "sending".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) startOver();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [startOver]);

  const send = async (values: ContactValues) => {
    setSending(true);
    const config = await fetchPublicConfig();
    if (config.status !== 'ready') return startOver();
    const { submitContact } = await import('../api/submitContact');
    const outcome = await submitContact(values, config.config.leadCapture);
    // docs/product.md §1.8: a failed e-mail request only clears the loading state; no message is shown.
    if (outcome === 'mail-failed') startOver();
  };

  return (
    <form
      className="contact-form"
      noValidate
      // handleSubmit is called on submit, not during render: `send` reaches the captcha's ref.
      onSubmit={(event) => void handleSubmit(send)(event)}
      aria-describedby="contact-form-note"
    >
      <NeedsJavaScript what="This form" />
      <p id="contact-form-note" className="contact-form__note">
        {t.requiredNote}
      </p>
      {/* Disabled until the script has taken over the server's HTML (lib/use-hydrated.ts). */}
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <div className="contact-form__grid">
          <TextField
            label={t.labels.first_name}
            required
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={t.labels.last_name}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
          <TextField
            label={t.labels.company}
            required
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
          <TextField
            label={t.labels.phone}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            hint={t.phoneHint}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label={t.labels.title}
            required
            autoComplete="organization-title"
            error={errors.title?.message}
            {...register('title')}
          />
          <TextField
            label={t.labels.email}
            required
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <SelectField
          label={t.labels.topic}
          options={TOPIC_OPTIONS}
          error={errors.topic?.message}
          {...register('topic')}
        />
        <TextArea
          label={t.labels.message}
          rows={5}
          error={errors.message?.message}
          {...register('message')}
        />
        <Checkbox
          label={t.labels.emailConsent}
          required
          error={errors.emailConsent?.message}
          {...register('emailConsent')}
        />
        <Controller
          control={control}
          name="captcha"
          render={({ field, fieldState }) => (
            <Captcha
              ref={(handle) => {
                captchaRef.current = handle;
                field.ref(handle);
              }}
              // Validate on a new proof (clears the error); a proof that lapses shows at the next submit.
              onChange={(token) =>
                setValue('captcha', token, { shouldDirty: true, shouldValidate: isSubmitted && token !== '' })
              }
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="contact-form__actions">
          <SubmitButton loading={sending} loadingText={t.sending}>
            {t.submit}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
