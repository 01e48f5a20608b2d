/** Google's script; only requested when the server is configured for reCAPTCHA. */
const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const ONLOAD_CALLBACK = '__ohmsteadRecaptchaLoaded';

export interface RecaptchaRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  hl?: string;
}

export interface Grecaptcha {
  render: (container: HTMLElement, options: RecaptchaRenderOptions) => number;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Partial<Grecaptcha>;
    [ONLOAD_CALLBACK]?: () => void;
  }
}

let loading: Promise<Grecaptcha> | undefined;

const ready = (candidate: Window['grecaptcha']): candidate is Grecaptcha =>
  typeof candidate?.render === 'function' && typeof candidate.reset === 'function';

/**
 * Loads reCAPTCHA on demand (docs/product.md §1.9): an onload callback, an optional language, and the
 * explicit render type so the widget is drawn where and when we ask. A failed load (offline,
 * blocked) rejects and is forgotten, so a later attempt tries again.
 */
export function loadRecaptcha(language?: string): Promise<Grecaptcha> {
  if (ready(window.grecaptcha)) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const params = new URLSearchParams({ onload: ONLOAD_CALLBACK, render: 'explicit' });
    if (language) params.set('hl', language);
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?${params}`;
    script.async = true;
    script.defer = true;
    window[ONLOAD_CALLBACK] = () => {
      if (ready(window.grecaptcha)) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA loaded without its API'));
    };
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('reCAPTCHA script could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
