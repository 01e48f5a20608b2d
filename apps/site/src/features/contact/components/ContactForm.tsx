import type { ContactFormInput } from '@ohmstead/contracts/contact';
import { ENQUIRY_TOPIC_LABELS, ENQUIRY_TOPICS } from '@ohmstead/contracts/enquiry-topics';
import { Controller } from 'react-hook-form';
import { Captcha } from '@/components/captcha/Captcha';
import { Checkbox } from '@/components/form/Checkbox';
import { type PersonField, PersonFields } from '@/components/form/PersonFields';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextArea } from '@/components/form/TextArea';
import { NeedsJavaScript } from '@/components/NeedsJavaScript';
import { useHydrated } from '@/lib/use-hydrated';
import { contactText as t } from '../contact-words';
import { useContactForm } from '../hooks/use-contact-form';
import './ContactForm.css';

const TOPIC_OPTIONS = ENQUIRY_TOPICS.map((value) => ({ value, label: ENQUIRY_TOPIC_LABELS[value] }));

/** Who is asking, in the grid at the top of the form. */
const PERSON_FIELDS: PersonField<ContactFormInput>[] = [
  { name: 'first_name', kind: 'givenName', label: t.labels.first_name, required: true },
  { name: 'last_name', kind: 'familyName', label: t.labels.last_name },
  { name: 'company', kind: 'organization', label: t.labels.company, required: true },
  { name: 'phone', kind: 'nationalPhone', label: t.labels.phone, required: true, hint: t.phoneHint },
  { name: 'title', kind: 'jobTitle', label: t.labels.title, required: true },
  { name: 'email', kind: 'email', label: t.labels.email, required: true },
];

/**
 * The contact enquiry (docs/product.md §1.2, §1.4, §1.5). Errors stay hidden until the first submit attempt, then
 * follow every change; a valid submit shows the spinner until the page is left through the lead post.
 */
export function ContactForm() {
  const { form, sending, captchaRef, send } = useContactForm();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const hydrated = useHydrated();

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
          <PersonFields fields={PERSON_FIELDS} register={register} errors={errors} />
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
