import type { Job } from '@ohmstead/contracts/jobs';
import type { ComponentType } from 'react';
import { Captcha } from '@/components/captcha/Captcha';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { Modal } from '@/components/Modal';
import { submitJobApplication } from '../api/submitJobApplication';
import { applyText as t } from '../careers-words';
import { useApplyForm } from '../hooks/use-apply-form';
import { type ApplyCaptchaProps, ApplyFields } from './ApplyFields';
// The shared .button look (ButtonLink's styles) for plain buttons.
import '@/components/ButtonLink.css';
import './ApplyModal.css';

export interface ApplyModalProps {
  /** The job chosen with its 'Apply Now' button; missing, the submit says so (docs/product.md §2.5 step 1). */
  job: Job | undefined;
  onClose: () => void;
  /** Sends the application; stories and tests replace the network call. */
  submit?: typeof submitJobApplication;
  /** The captcha field; stories and tests replace the server-configured one so they need no network. */
  captchaField?: ComponentType<ApplyCaptchaProps>;
}

/**
 * 'Apply for {job title}' (docs/product.md §2.2, §2.4, §2.5). The parent mounts it afresh for every opening and
 * unmounts it on close, so opening always starts from an empty form with the chosen job, and closing
 * resets everything.
 */
export function ApplyModal({
  job,
  onClose,
  submit = submitJobApplication,
  captchaField = Captcha,
}: ApplyModalProps) {
  const apply = useApplyForm(job, submit);
  const { form, status, submitting, canSubmit, formMessage, successMessage, closeRef } = apply;
  const { errors } = form.formState;

  return (
    <Modal
      title={t.title(job?.title ?? '')}
      onClose={onClose}
      static
      busy={submitting}
      closeLabel={t.closeLabel}
      className="apply-modal"
    >
      <form className="apply-form" noValidate onSubmit={apply.onSubmit} aria-busy={submitting || undefined}>
        {status === 'success' ? (
          <FormAlert tone="success" className="apply-form__success">
            {successMessage}
          </FormAlert>
        ) : (
          <fieldset className="apply-form__fields" disabled={submitting}>
            <legend className="visually-hidden">{t.title(job?.title ?? '')}</legend>
            <ApplyFields
              form={form}
              errors={errors}
              captchaField={captchaField}
              captchaRef={apply.captchaRef}
              onCaptchaChange={apply.onCaptchaChange}
            />
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
