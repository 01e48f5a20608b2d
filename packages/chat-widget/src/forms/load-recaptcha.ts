/** Google's script; only requested when the website API is configured for reCAPTCHA. */
const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const ONLOAD_CALLBACK = '__chatWidgetRecaptchaLoaded';
/** A script that neither loads nor fails (a filtering proxy) counts as failed after this long. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000;

export interface Grecaptcha {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
}

type RecaptchaWindow = { grecaptcha?: Partial<Grecaptcha> } & Record<typeof ONLOAD_CALLBACK, unknown>;

const ready = (candidate: Partial<Grecaptcha> | undefined): candidate is Grecaptcha =>
  typeof candidate?.render === 'function' && typeof candidate.reset === 'function';

let loading: Promise<Grecaptcha> | undefined;

/**
 * reCAPTCHA v2, loaded on demand with explicit rendering; a page that already has it (the website) shares
 * it. Scripts only run from the document, so the <script> goes into document.head; the widget itself is
 * rendered into a container inside our shadow root. A failed load (offline, blocked) rejects and is
 * forgotten, so a later attempt tries again.
 */
export function loadRecaptcha(): Promise<Grecaptcha> {
  const page = window as unknown as RecaptchaWindow;
  if (ready(page.grecaptcha)) return Promise.resolve(page.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      loading = undefined;
      script.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('reCAPTCHA did not load in time'), RECAPTCHA_LOAD_TIMEOUT_MS);
    page[ONLOAD_CALLBACK] = () => {
      clearTimeout(timer);
      if (ready(page.grecaptcha)) resolve(page.grecaptcha);
      else fail('reCAPTCHA loaded without its API');
    };
    script.onerror = () => fail('the reCAPTCHA script could not be loaded');
    script.src = `${RECAPTCHA_SCRIPT_URL}?${new URLSearchParams({ onload: ONLOAD_CALLBACK, render: 'explicit' })}`;
    script.async = true;
    document.head.append(script);
  });
  return loading;
}
