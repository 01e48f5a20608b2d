import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Captcha, type CaptchaHandle } from './Captcha';
import { forgetPublicConfig } from './useCaptchaConfig';

// The real widget needs Web Workers and crypto.subtle; the element itself is enough here. Its code arrives
// when the test says so: `altchaArrival` is settled by the test (or at once, by default).
let altchaArrival = arrival();
vi.mock('./load-altcha', () => ({ loadAltcha: () => altchaArrival.promise }));

function arrival() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

const config = (captcha: Record<string, string>) => ({
  responseStatusCode: 200,
  siteUrl: 'http://localhost',
  assetBase: '/assets',
  captcha,
  leadCapture: { action: '/api/Lead/WebToLead', oid: 'OID', retURL: '/thank-you', captchaField: 'captcha' },
});

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  altchaArrival = arrival();
  altchaArrival.resolve();
  forgetPublicConfig();
  // Failures are logged by design; keep the test output readable.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.grecaptcha;
});

describe('Captcha', () => {
  it('renders the self-hosted ALTCHA widget and reports its payload once verified', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(config({ provider: 'altcha', challengeUrl: '/api/Captcha/Challenge' }))),
    );
    const onChange = vi.fn();
    const { container } = render(<Captcha onChange={onChange} />);
    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());
    const widget = container.querySelector('altcha-widget')!;
    expect(widget.getAttribute('challenge')).toBe('/api/Captcha/Challenge');
    expect(screen.getByRole('group', { name: 'Verification' })).toBeTruthy();

    act(() => {
      widget.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'proof' } }),
      );
    });
    expect(onChange).toHaveBeenLastCalledWith('proof');

    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired', payload: null } }));
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('resets the ALTCHA widget through its handle, from the moment the widget is on screen', async () => {
    altchaArrival = arrival();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(config({ provider: 'altcha', challengeUrl: '/c' }))),
    );
    const onChange = vi.fn();
    const handle = createRef<CaptchaHandle>();
    const { container } = render(<Captcha ref={handle} onChange={onChange} />);
    // The configuration is there, the widget's code is not: a reset clears the token.
    await screen.findByText('Loading verification…');
    act(() => handle.current!.reset());
    expect(onChange).toHaveBeenLastCalledWith('');

    // The code arrives. The first thing that can see the element (a mutation observer, right after the
    // commit that inserts it) resets through the handle: the handle must already reach that element.
    const reset = vi.fn();
    let arrived: Element | null = null;
    const observer = new MutationObserver(() => {
      const element = container.querySelector('altcha-widget');
      if (!element || arrived) return;
      arrived = element;
      Object.assign(element, { reset });
      handle.current!.reset();
    });
    observer.observe(container, { childList: true, subtree: true });
    altchaArrival.resolve();
    await waitFor(() => expect(arrived).not.toBeNull());
    observer.disconnect();
    expect(reset).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith('');

    // And it still does later, on the same element.
    act(() => handle.current!.reset());
    expect(reset).toHaveBeenCalledTimes(2);
    expect(container.querySelector('altcha-widget')).toBe(arrived);
  });

  it('renders reCAPTCHA explicitly with the site key and reports its token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(config({ provider: 'recaptcha', siteKey: 'site-key' }))),
    );
    const render_ = vi.fn(
      (_host: HTMLElement, _options: { sitekey: string; callback: (t: string) => void }) => 7,
    );
    const reset = vi.fn();
    window.grecaptcha = { render: render_, reset };
    const onChange = vi.fn();
    const handle = createRef<CaptchaHandle>();
    render(<Captcha ref={handle} onChange={onChange} language="en" />);
    await waitFor(() => expect(render_).toHaveBeenCalled());
    const options = render_.mock.calls[0]![1];
    expect(options.sitekey).toBe('site-key');
    act(() => options.callback('google-token'));
    expect(onChange).toHaveBeenLastCalledWith('google-token');
    act(() => handle.current!.reset());
    expect(reset).toHaveBeenCalledWith(7);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('loads the reCAPTCHA script on demand with an onload callback and explicit rendering', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(config({ provider: 'recaptcha', siteKey: 'k' }))),
    );
    render(<Captcha onChange={vi.fn()} language="de" />);
    await waitFor(() => expect(document.head.querySelector('script[src*="recaptcha"]')).not.toBeNull());
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]')!;
    const url = new URL(script.src);
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(url.searchParams.get('hl')).toBe('de');
    expect(url.searchParams.get('onload')).toBeTruthy();
    // Offline: the script fails, and the field says so instead of breaking the page.
    act(() => script.dispatchEvent(new Event('error')));
    await screen.findByText(/The verification check could not be loaded/);
  });

  it('degrades to a clear message with a retry when the configuration cannot be loaded', async () => {
    const fetchMock = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    render(<Captcha onChange={vi.fn()} error="recaptcha is required" />);
    await screen.findByText(/The verification check could not be loaded/);
    expect(screen.getByRole('alert').textContent).toBe('recaptcha is required');

    fetchMock.mockImplementation(async () => answer(config({ provider: 'altcha', challengeUrl: '/c' })));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  });
});
