import type { PublicConfig } from '@ohmstead/contracts/site-config';
import { type Ref, useCallback, useId, useImperativeHandle, useRef, useState } from 'react';
import { FieldError } from '../form/FieldError';
import { AltchaWidget } from './AltchaWidget';
import type { CaptchaHandle, ProviderWidgetProps } from './captcha-handle';
import { RecaptchaWidget } from './RecaptchaWidget';
import { useNeededSoon } from './use-needed-soon';
import { useCaptchaConfig } from './useCaptchaConfig';
import '../form/form.css';
import './Captcha.css';

export type { CaptchaHandle } from './captcha-handle';

export interface CaptchaProps {
  /** The proof to send with the form, or '' while there is none (unsolved, expired, reset). */
  onChange: (token: string) => void;
  /** The validation message to show under the widget. */
  error?: string;
  /** `reset()` clears the widget for a new attempt; `focus()` moves focus to it. */
  ref?: Ref<CaptchaHandle>;
  /** reCAPTCHA's interface language (hl); ALTCHA follows the page's lang. */
  language?: string;
  label?: string;
}

/**
 * The captcha the server is configured for (GET /api/Config/Public), labelled as one form field. Both the
 * configuration and the provider load once the captcha is needed soon (use-needed-soon.ts).
 */
export function Captcha(props: CaptchaProps) {
  const { ref, needed } = useNeededSoon<HTMLDivElement>();
  const config = useCaptchaConfig(needed);
  const source: CaptchaSource =
    config.status === 'ready'
      ? config.config.captcha
      : config.status === 'loading'
        ? 'loading'
        : 'unavailable';
  return (
    <div ref={ref}>
      <CaptchaView {...props} source={source} onRetry={config.retry} />
    </div>
  );
}

export type CaptchaSource = PublicConfig['captcha'] | 'loading' | 'unavailable';

export interface CaptchaViewProps extends CaptchaProps {
  source: CaptchaSource;
  /** Asks for the configuration again after it could not be loaded. */
  onRetry?: () => void;
  /** ALTCHA's test mode, for stories: verifies without a server. */
  test?: boolean;
}

/** The captcha field for a known configuration; Captcha feeds it from the server. */
export function CaptchaView({
  source,
  onRetry,
  onChange,
  error,
  ref,
  language,
  label = 'Verification',
  test,
}: CaptchaViewProps) {
  const ids = useId();
  const labelId = `${ids}-label`;
  const errorId = `${ids}-error`;
  const groupRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<CaptchaHandle | null>(null);
  const [providerFailed, setProviderFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const markUnavailable = useCallback(() => setProviderFailed(true), []);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => (handleRef.current ? handleRef.current.reset() : onChange('')),
      focus: () => (handleRef.current ? handleRef.current.focus() : groupRef.current?.focus()),
    }),
    [onChange],
  );

  const retry = () => {
    onChange('');
    if (providerFailed) {
      setProviderFailed(false);
      setAttempt((n) => n + 1);
    } else {
      onRetry?.();
    }
  };

  const usable =
    typeof source === 'object' &&
    !providerFailed &&
    ((source.provider === 'altcha' && source.challengeUrl) ||
      (source.provider === 'recaptcha' && source.siteKey));

  let body;
  if (source === 'loading') {
    body = <p className="captcha__status">Loading verification…</p>;
  } else if (!usable) {
    body = (
      <div className="captcha__unavailable">
        <p>
          The verification check could not be loaded, so the form cannot be sent right now. Check your
          connection and try again.
        </p>
        <button type="button" className="captcha__retry" onClick={retry}>
          Try again
        </button>
      </div>
    );
  } else {
    // What either provider's widget reports to this field.
    const provider: ProviderWidgetProps = { onToken: onChange, handleRef, onUnavailable: markUnavailable };
    body =
      source.provider === 'altcha' ? (
        <AltchaWidget key={attempt} challenge={source.challengeUrl ?? ''} test={test} {...provider} />
      ) : (
        <RecaptchaWidget key={attempt} siteKey={source.siteKey ?? ''} language={language} {...provider} />
      );
  }

  return (
    <div
      ref={groupRef}
      role="group"
      tabIndex={-1}
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      className={['captcha', error && 'captcha--invalid'].filter(Boolean).join(' ')}
    >
      <p id={labelId} className="form-field__label">
        {label}
        <span className="form-field__required" aria-hidden="true">
          *
        </span>
      </p>
      <div className="captcha__body" aria-live="polite">
        {body}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
