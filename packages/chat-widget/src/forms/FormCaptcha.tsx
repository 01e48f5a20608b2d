import type { ComponentChildren, RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type CaptchaSource, loadCaptchaSource } from './captcha-config';
import { adoptAltchaStyles, loadAltcha } from './load-altcha';
import { type Grecaptcha, loadRecaptcha } from './load-recaptcha';

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

interface ProviderWidgetProps<T> extends ProviderProps {
  /** What the widget is drawn for (the challenge URL, the site key): a new one draws it again. */
  drawnFor: string;
  /** The provider's name in the log when its code cannot be loaded. */
  what: string;
  load: () => Promise<T>;
  /** Puts the widget into the slot, and returns how to take it out. */
  draw: (code: T, slot: HTMLDivElement, onToken: (token: string) => void) => () => void;
}

/**
 * A provider's widget in its slot: its code is loaded once the slot is drawn, then the widget drawn into it.
 * A failed load is logged and reported unavailable.
 */
function ProviderWidget<T>({ drawnFor, what, load, draw, onToken, onUnavailable }: ProviderWidgetProps<T>) {
  const slot = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const latest = useLatest({ what, load, draw, onToken, onUnavailable });

  useEffect(() => {
    const container = slot.current;
    if (!container) return;
    let live = true;
    let remove = () => {};
    latest.current.load().then(
      (code) => {
        if (!live) return;
        remove = latest.current.draw(code, container, (token) => latest.current.onToken(token));
        setLoaded(true);
      },
      (error: unknown) => {
        console.error(`ChatWidget: ${latest.current.what} could not be loaded`, error);
        if (live) latest.current.onUnavailable();
      },
    );
    return () => {
      live = false;
      remove();
    };
  }, [drawnFor, latest]);

  return <CaptchaSlot slot={slot} loaded={loaded} />;
}

/**
 * The self-hosted ALTCHA widget. Its element is made here rather than by Preact: it is a foreign element
 * whose attributes are set once, and whose `statechange` events carry the payload once 'verified'.
 */
function AltchaCaptcha({ challengeUrl, ...props }: ProviderProps & { challengeUrl: string }) {
  const draw = (css: string, container: HTMLDivElement, onToken: (token: string) => void) => {
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaDetail>).detail;
      onToken(state === 'verified' && payload ? payload : '');
    };
    adoptAltchaStyles(container, css);
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('challenge', challengeUrl);
    widget.setAttribute('auto', 'off');
    widget.setAttribute('name', 'recaptcha');
    widget.addEventListener('statechange', onStateChange);
    container.append(widget);
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.remove();
    };
  };
  return (
    <ProviderWidget
      drawnFor={challengeUrl}
      what="the ALTCHA widget"
      load={loadAltcha}
      draw={draw}
      {...props}
    />
  );
}

/** Google reCAPTCHA v2, rendered explicitly into a fresh container inside our shadow root. */
function RecaptchaCaptcha({ siteKey, ...props }: ProviderProps & { siteKey: string }) {
  const draw = (grecaptcha: Grecaptcha, container: HTMLDivElement, onToken: (token: string) => void) => {
    // reCAPTCHA renders once per element: a fresh one per mount.
    const target = document.createElement('div');
    container.append(target);
    grecaptcha.render(target, {
      sitekey: siteKey,
      callback: (token) => onToken(token),
      'expired-callback': () => onToken(''),
      'error-callback': () => onToken(''),
    });
    return () => target.remove();
  };
  return <ProviderWidget drawnFor={siteKey} what="reCAPTCHA" load={loadRecaptcha} draw={draw} {...props} />;
}

/** The production captcha, as a form's `captcha` render prop. */
export const renderFormCaptcha: CaptchaRenderer = (props) => <FormCaptcha {...props} />;
