import {
  CV_ACCEPT,
  EXPERIENCE_OPTIONS,
  jobApplicationMessages as m,
  normalisePhone,
} from '@ohmstead/contracts/jobs';
import type { JobApplicationForm, JobApplicationFormInput } from '@ohmstead/contracts/jobs-form';
import type { ComponentType, Ref } from 'react';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import type { CaptchaHandle } from '@/components/captcha/Captcha';
import { FieldFrame } from '@/components/form/FieldFrame';
import { type PersonField, PersonFields } from '@/components/form/PersonFields';
import { applyText as t } from '../careers-words';
import { PhoneFormatInfo } from './PhoneFormatInfo';

/** What the modal passes to its captcha: the same props as components/captcha's Captcha. */
export interface ApplyCaptchaProps {
  onChange: (token: string) => void;
  error?: string;
  ref?: Ref<CaptchaHandle>;
}

interface ApplyFieldsProps {
  form: UseFormReturn<JobApplicationFormInput, unknown, JobApplicationForm>;
  errors: FieldErrors<JobApplicationFormInput>;
  captchaField: ComponentType<ApplyCaptchaProps>;
  captchaRef: Ref<CaptchaHandle>;
  onCaptchaChange: (token: string) => void;
}

/** The application's fields: who applies, the CV, the experience, and the captcha. */
export function ApplyFields({
  form,
  errors,
  captchaField: CaptchaField,
  captchaRef,
  onCaptchaChange,
}: ApplyFieldsProps) {
  const { register, control, setValue } = form;
  const contactField = register('contact');
  const personFields: PersonField<JobApplicationFormInput>[] = [
    { name: 'name', kind: 'fullName', label: t.labels.name, required: true },
    { name: 'email', kind: 'email', label: t.labels.email, required: true },
    {
      name: 'contact',
      kind: 'phone',
      label: t.labels.contact,
      required: true,
      input: {
        onBlur: (event) => {
          // docs/product.md §2.5: formatting characters are stripped on leaving the field, then it is checked.
          setValue('contact', normalisePhone(event.target.value));
          return contactField.onBlur(event);
        },
      },
      frame: (field) => (
        <div className="apply-form__phone">
          <PhoneFormatInfo />
          {field}
        </div>
      ),
    },
  ];

  return (
    <>
      <PersonFields fields={personFields} register={register} errors={errors} />
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
          <select {...ids} className="form-field__control apply-form__select" {...register('experience')}>
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
    </>
  );
}
