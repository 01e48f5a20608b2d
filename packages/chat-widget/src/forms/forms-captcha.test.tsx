import { waitFor, within } from '@testing-library/dom';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import {
  addFormMessage,
  container,
  fetchMock,
  json,
  makeStore,
  mount,
  setUpFormTests,
  submitButton,
  type,
} from '../../testing/forms-fixtures';
import { ChatFormMessage } from './ChatFormMessage';
import { type CaptchaRenderer, FormCaptcha } from './FormCaptcha';

// The real widget needs Web Workers and crypto.subtle; the element alone is enough in jsdom.
vi.mock('./altcha-chunk', () => ({ ALTCHA_CSS: '' }));

setUpFormTests();

describe('FormCaptcha inside the form', () => {
  const captcha: CaptchaRenderer = (props) => <FormCaptcha {...props} />;

  it('says so and keeps Submit disabled when the configuration cannot be loaded', async () => {
    const store = makeStore(
      null,
      vi.fn<typeof fetch>(async (url) => {
        if (String(url).endsWith('/Config/Public')) throw new TypeError('Failed to fetch');
        return json({});
      }),
    );
    mount(store, 'contact', captcha);
    await waitFor(() =>
      expect(within(container).getByText(/The verification check could not be loaded/)).toBeTruthy(),
    );
    expect(fetchMock).toHaveBeenCalledWith('http://localhost/api/Config/Public');
    type(/^First name/, 'Ada');
    type(/^Last name/, 'Lovelace');
    type(/^Email/, 'ada@example.com');
    type(/^Message/, 'Hello');
    expect(submitButton().disabled).toBe(true);
    expect(within(container).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('renders ALTCHA with an absolute challenge address and takes its verified payload', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async (url) =>
      url === 'http://widget-api.test/api/Config/Public'
        ? json({ captcha: { provider: 'altcha', challengeUrl: '/api/Captcha/Challenge' } })
        : json({}),
    );
    const store = makeStore(null, fetchImpl);
    // Another API than the other tests: the configuration is kept per API.
    const config = { ...store.config, apiBase: 'http://widget-api.test/api' };
    const message = addFormMessage(store, 'contact');
    act(() =>
      render(
        <ChatFormMessage store={{ ...store, config }} message={message} kind="contact" captcha={captcha} />,
        container,
      ),
    );
    const widget = await waitFor(() => {
      const element = container.querySelector('altcha-widget');
      if (!element) throw new Error('no widget yet');
      return element;
    });
    expect(widget.getAttribute('challenge')).toBe('http://widget-api.test/api/Captcha/Challenge');
    expect(widget.getAttribute('auto')).toBe('off');

    type(/^First name/, 'Ada');
    type(/^Last name/, 'Lovelace');
    type(/^Email/, 'ada@example.com');
    type(/^Message/, 'Hello');
    expect(submitButton().disabled).toBe(true);
    await act(async () => {
      widget.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'altcha-proof' } }),
      );
    });
    expect(submitButton().disabled).toBe(false);
    await act(async () => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired', payload: null } }));
    });
    expect(submitButton().disabled).toBe(true);
  });

  it('loads reCAPTCHA only when configured, and degrades with a message when it cannot load', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      json({ captcha: { provider: 'recaptcha', siteKey: 'site-key' } }),
    );
    const store = makeStore(null, fetchImpl);
    const message = addFormMessage(store, 'contact');
    const config = { ...store.config, apiBase: 'http://recaptcha-api.test/api' };
    act(() =>
      render(
        <ChatFormMessage store={{ ...store, config }} message={message} kind="contact" captcha={captcha} />,
        container,
      ),
    );
    const script = await waitFor(() => {
      const element = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha/api.js"]');
      if (!element) throw new Error('no script yet');
      return element;
    });
    expect(new URL(script.src).searchParams.get('render')).toBe('explicit');
    // Offline: the script fails.
    await act(async () => {
      script.dispatchEvent(new Event('error'));
    });
    await waitFor(() =>
      expect(within(container).getByText(/The verification check could not be loaded/)).toBeTruthy(),
    );
    expect(document.head.querySelector('script[src*="recaptcha/api.js"]')).toBeNull();
  });
});
