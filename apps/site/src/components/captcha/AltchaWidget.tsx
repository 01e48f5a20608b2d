import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import type { CaptchaHandle, ProviderWidgetProps } from './captcha-handle';

interface AltchaWidgetProps extends ProviderWidgetProps {
  /** Where the widget fetches its proof-of-work challenge. */
  challengeUrl: string;
  /** ALTCHA's own test mode: verifies without a challenge (stories only). */
  test?: boolean;
}

interface StateChangeDetail {
  state: string;
  payload: string | null;
}

type AltchaElement = HTMLElement & Partial<Pick<CaptchaHandle, 'reset'>>;

/**
 * The self-hosted ALTCHA widget (a web component). Its code is imported on first use so it stays out
 * of the main bundle. Every `statechange` event carries the state and, once 'verified', the payload.
 */
export function AltchaWidget({ challengeUrl, test, onToken, handleRef, onUnavailable }: AltchaWidgetProps) {
  const [defined, setDefined] = useState(false);
  const elementRef = useRef<AltchaElement>(null);
  const onTokenRef = useRef(onToken);
  useLayoutEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let current = true;
    import('altcha').then(
      () => current && setDefined(true),
      (error: unknown) => {
        console.warn('ALTCHA widget could not be loaded', error);
        if (current) onUnavailable();
      },
    );
    return () => {
      current = false;
    };
  }, [onUnavailable]);

  useEffect(() => {
    const element = elementRef.current;
    if (!defined || !element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onTokenRef.current(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', onStateChange);
    handleRef.current = {
      reset: () => {
        element.reset?.();
        onTokenRef.current('');
      },
      focus: () => (element.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? element).focus(),
    };
    return () => {
      element.removeEventListener('statechange', onStateChange);
      handleRef.current = null;
    };
  }, [defined, handleRef]);

  if (!defined) return <p className="captcha__status">Loading verification…</p>;
  return (
    <altcha-widget
      ref={elementRef}
      challenge={challengeUrl}
      name="captcha"
      auto="off"
      configuration={test ? JSON.stringify({ test: true }) : undefined}
      style={{
        '--altcha-max-width': '100%',
        '--altcha-border-radius': 'var(--radius-sm)',
        '--altcha-color-primary': 'var(--color-navy-800)',
      }}
    />
  );
}
