import { useImperativeHandle } from 'react';
import { vi } from 'vitest';
import type { CaptchaProps } from '@/components/captcha/Captcha';

/** Called each time a form resets the fake captcha (after a refused or sent submission). */
export const captchaReset = vi.fn();

/** The real captcha solves proof-of-work in workers; here a button hands over a proof. */
export function FakeCaptcha({ onChange, error, ref }: Pick<CaptchaProps, 'onChange' | 'error' | 'ref'>) {
  useImperativeHandle(ref, () => ({ reset: () => (captchaReset(), onChange('')), focus: () => {} }));
  return (
    <div>
      <button type="button" onClick={() => onChange('proof-token')}>
        Solve captcha
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
