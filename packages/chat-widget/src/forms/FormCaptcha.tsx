import type { ComponentChildren, RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type CaptchaSource, loadCaptchaSource } from './captcha-config';
import { adoptAltchaStyles, loadAltcha } from './load-altcha';
import { loadRecaptcha } from './load-recaptcha';

/** What a form hands its captcha. The form remounts the captcha for a fresh attempt. */
export interface CaptchaFieldProps {
  /** The website API the configuration and the challenge come from. */
  apiBase: string;
  /** The proof to send, or '' while there is none (unsolved, expired, failed). */
  onToken: (token: string) => void;
}
export type CaptchaRenderer = (props: CaptchaFieldProps) => ComponentChildren;

export const captchaTexts = {
  loading: 'Loading verification…',
  unavailable:
    'The verification check could not be loaded, so the form cannot be sent right now. Check your connection and try again.',
  retry: 'Try again',
} as const;

type SourceState = CaptchaSource | 'loading' | 'unavailable';

/** The captcha the website API is configured for (GET Config/Public): ALTCHA or reCAPTCHA. */
export function FormCaptcha({ apiBase, onToken }: CaptchaFieldProps) {
  const [source, setSource] = useState<SourceState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadCaptchaSource(apiBase).then(
      (loaded) => live && setSource(loaded),
      (error: unknown) => {
        console.error('ChatWidget: the captcha configuration could not be loaded', error);
        if (live) setSource('unavailable');
      },
    );
    return () => {
      live = false;
    };
  }, [apiBase, attempt]);

  const retry = () => {
    onToken('');
    setSource('loading');
    setAttempt((n) => n + 1);
  };
  const unavailable = () => setSource('unavailable');

  if (source === 'loading') return <p class="cw-form-captcha-status">{captchaTexts.loading}</p>;
  if (source === 'unavailable')
    return (
      <div class="cw-form-captcha-unavailable" role="alert">
        <p>{captchaTexts.unavailable}</p>
        <button type="button" class="cw-form-secondary" onClick={retry}>
          {captchaTexts.retry}
        </button>
      </div>
    );
  return source.provider === 'altcha' ? (
    <AltchaCaptcha challengeUrl={source.challengeUrl} onToken={onToken} onUnavailable={unavailable} />
  ) : (
    <RecaptchaCaptcha siteKey={source.siteKey} onToken={onToken} onUnavailable={unavailable} />
  );
}

/** Where a provider draws its widget, with the loading line until it has. */
function CaptchaSlot({ slot, loaded }: { slot: RefObject<HTMLDivElement | null>; loaded: boolean }) {
  return (
    <>
      {!loaded && <p class="cw-form-captcha-status">{captchaTexts.loading}</p>}
      <div ref={slot} class="cw-form-captcha-widget" />
    </>
  );
}

interface ProviderProps {
  onToken: (token: string) => void;
  /** The provider's code could not be loaded (offline, blocked). */
  onUnavailable: () => void;
}

/** The latest callback, for listeners registered once. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

interface AltchaDetail {
  state: string;
  payload: string | null;
}

/**
 * The self-hosted ALTCHA widget. Its element is made here rather than by Preact: it is a foreign element
 * whose attributes are set once, and whose `statechange` events carry the payload once 'verified'.
 */
function AltchaCaptcha({ challengeUrl, onToken, onUnavailable }: ProviderProps & { challengeUrl: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const latest = useLatest({ onToken, onUnavailable });

  useEffect(() => {
    const container = slot.current;
    if (!container) return;
    let live = true;
    let widget: HTMLElement | null = null;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaDetail>).detail;
      latest.current.onToken(state === 'verified' && payload ? payload : '');
    };
    loadAltcha().then(
      (css) => {
        if (!live) return;
        adoptAltchaStyles(container, css);
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', challengeUrl);
        widget.setAttribute('auto', 'off');
        widget.setAttribute('name', 'recaptcha');
        widget.addEventListener('statechange', onStateChange);
        container.append(widget);
        setLoaded(true);
      },
      (error: unknown) => {
        console.error('ChatWidget: the ALTCHA widget could not be loaded', error);
        if (live) latest.current.onUnavailable();
      },
    );
    return () => {
      live = false;
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
    };
  }, [challengeUrl, latest]);

  return <CaptchaSlot slot={slot} loaded={loaded} />;
}

/** Google reCAPTCHA v2, rendered explicitly into a fresh container inside our shadow root. */
function RecaptchaCaptcha({ siteKey, onToken, onUnavailable }: ProviderProps & { siteKey: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const latest = useLatest({ onToken, onUnavailable });

  useEffect(() => {
    const container = slot.current;
    if (!container) return;
    // reCAPTCHA renders once per element: a fresh one per mount.
    const target = document.createElement('div');
    container.append(target);
    let live = true;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (!live) return;
        grecaptcha.render(target, {
          sitekey: siteKey,
          callback: (token) => latest.current.onToken(token),
          'expired-callback': () => latest.current.onToken(''),
          'error-callback': () => latest.current.onToken(''),
        });
        setLoaded(true);
      },
      (error: unknown) => {
        console.error('ChatWidget: reCAPTCHA could not be loaded', error);
        if (live) latest.current.onUnavailable();
      },
    );
    return () => {
      live = false;
      target.remove();
    };
  }, [siteKey, latest]);

  return <CaptchaSlot slot={slot} loaded={loaded} />;
}

/** The production captcha, as a form's `captcha` render prop. */
export const renderFormCaptcha: CaptchaRenderer = (props) => <FormCaptcha {...props} />;
