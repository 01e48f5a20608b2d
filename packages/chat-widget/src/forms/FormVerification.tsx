import type { CaptchaRenderer } from './FormCaptcha';
import type { ChatFormState } from './use-chat-form';

interface FormVerificationProps {
  form: ChatFormState;
  captcha: CaptchaRenderer;
  apiBase: string;
}

/**
 * The required captcha as a focusable group (a refused submit may move the focus here); its body is keyed by the
 * form's captcha round, so a failed submission remounts a fresh one.
 */
export function FormVerification({ form, captcha, apiBase }: FormVerificationProps) {
  const id = form.idOf('recaptcha');
  const error = form.visibleError('recaptcha');
  return (
    <div
      id={id}
      class="cw-form-field cw-form-captcha"
      role="group"
      tabIndex={-1}
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <p id={`${id}-label`} class="cw-form-label">
        Verification
        <span class="cw-form-required" aria-hidden="true">
          {' '}
          *
        </span>
      </p>
      <div key={form.captchaRound} class="cw-form-captcha-body" aria-live="polite">
        {captcha({ apiBase, onToken: form.onToken })}
      </div>
      {error && (
        <p id={`${id}-error`} class="cw-form-error">
          {error}
        </p>
      )}
    </div>
  );
}
