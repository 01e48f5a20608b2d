import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ProviderWidgetProps } from './captcha-handle';
import { loadRecaptcha } from './load-recaptcha';

interface RecaptchaWidgetProps extends ProviderWidgetProps {
  siteKey: string;
  language?: string;
}

/** Google reCAPTCHA v2, rendered explicitly into a container once its script has loaded. */
export function RecaptchaWidget({
  siteKey,
  language,
  onToken,
  handleRef,
  onUnavailable,
}: RecaptchaWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  useLayoutEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // reCAPTCHA renders once per element; a fresh host per mount survives React's remounts.
    const host = document.createElement('div');
    container.append(host);
    let current = true;
    loadRecaptcha(language).then(
      (grecaptcha) => {
        if (!current) return;
        const widgetId = grecaptcha.render(host, {
          sitekey: siteKey,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(''),
          'error-callback': () => onTokenRef.current(''),
          ...(language ? { hl: language } : {}),
        });
        handleRef.current = {
          reset: () => {
            grecaptcha.reset(widgetId);
            onTokenRef.current('');
          },
          focus: () => host.querySelector('iframe')?.focus(),
        };
      },
      (error: unknown) => {
        console.warn(error);
        if (current) onUnavailable();
      },
    );
    return () => {
      current = false;
      handleRef.current = null;
      host.remove();
    };
  }, [siteKey, language, handleRef, onUnavailable]);

  return <div ref={containerRef} className="captcha__recaptcha" />;
}
