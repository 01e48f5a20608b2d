import type {} from 'altcha/types/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CaptchaHandle, ProviderWidgetProps } from './captcha-handle';
import { loadAltcha } from './load-altcha';

interface AltchaWidgetProps extends ProviderWidgetProps {
  /** Where the widget fetches its proof-of-work challenge, or the challenge itself as JSON. */
  challenge: string;
  /** Solve as soon as it is shown, with no click: for a proof the server asked of a call already made. */
  solveAtOnce?: boolean;
  /** ALTCHA's own test mode: verifies without a challenge (stories only). */
  test?: boolean;
}

interface StateChangeDetail {
  state: string;
  payload: string | null;
}

type AltchaElement = HTMLElement & Partial<Pick<CaptchaHandle, 'reset'>>;

/**
 * The self-hosted ALTCHA widget (a web component). Its code is loaded on first use so it stays out of the
 * main bundle. Every `statechange` event carries the state and, once 'verified', the payload.
 */
export function AltchaWidget({
  challenge,
  solveAtOnce = false,
  test,
  onToken,
  handleRef,
  onUnavailable,
}: AltchaWidgetProps) {
  const [defined, setDefined] = useState(false);
  const onTokenRef = useRef(onToken);
  useLayoutEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let current = true;
    loadAltcha().then(
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

  // The handle and the listener follow the element on screen: a ref callback runs in the commit that puts
  // the element in the page (and its cleanup in the one that removes it). An effect ran later, so for a
  // moment after the lazily loaded widget appeared, reset() and focus() missed it
  // (docs/decisions/0011-browser-security-headers.md).
  const attach = useCallback(
    (element: AltchaElement | null) => {
      if (!element) return;
      const onStateChange = (event: Event) => {
        const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
        onTokenRef.current(state === 'verified' && payload ? payload : '');
      };
      element.addEventListener('statechange', onStateChange);
      const handle: CaptchaHandle = {
        reset: () => {
          element.reset?.();
          onTokenRef.current('');
        },
        focus: () => (element.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? element).focus(),
      };
      handleRef.current = handle;
      return () => {
        element.removeEventListener('statechange', onStateChange);
        if (handleRef.current === handle) handleRef.current = null;
      };
    },
    [handleRef],
  );

  if (!defined) return <p className="captcha__status">Loading verification…</p>;
  return (
    <altcha-widget
      ref={attach}
      challenge={challenge}
      name="captcha"
      auto={solveAtOnce ? 'onload' : 'off'}
      configuration={test ? JSON.stringify({ test: true }) : undefined}
      style={{
        '--altcha-max-width': '100%',
        '--altcha-border-radius': 'var(--radius-sm)',
        '--altcha-color-primary': 'var(--color-navy-800)',
      }}
    />
  );
}
