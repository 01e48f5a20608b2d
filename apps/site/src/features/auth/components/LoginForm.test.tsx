import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedUser } from '@/test/users';
import type { LoginOutcome } from '../api/login';
import { login } from '../api/login';
import { REMEMBERED_USER_NAME_KEY } from '../remembered-account';
import { LoginForm } from './LoginForm';

// The ALTCHA element is not defined in jsdom: the tests play its part with its `statechange` event.
vi.mock('@/components/captcha/load-altcha', () => ({ loadAltcha: async () => {} }));

/** A challenge as the server signs them (contracts/proof-of-work.ts). */
const CHALLENGE = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256' as const,
    nonce: 'ab',
    salt: 'cd',
    cost: 5000,
    keyLength: 32,
    keyPrefix: 'ef',
    expiresAt: 1_900_000_000,
  },
  signature: '01',
};
const OWED_MESSAGE = 'Checking that this is not an automated request. This takes a few seconds.';

const renderForm = (signIn: (credentials: unknown) => Promise<LoginOutcome> = vi.fn()) => {
  const onSignedIn = vi.fn();
  render(<LoginForm onSignedIn={onSignedIn} signIn={signIn} />);
  return { onSignedIn, user: userEvent.setup() };
};

const userNameField = () => screen.getByRole('textbox', { name: 'Username' });
const passwordField = () => screen.getByLabelText(/^Password/);

describe('LoginForm', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the logo, the heading, the Remember Account box and the administrator contact', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Sign in to access your account' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ohmstead Power' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Remember Account' })).toBeTruthy();
    const contact = screen.getByRole('link', { name: 'Contact administrator' });
    expect(contact.getAttribute('href')).toBe('mailto:info@ohmsteadpower.com');
  });

  it('shows no message before a field is touched', () => {
    renderForm();
    expect(screen.queryByText('Username is required')).toBeNull();
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it("shows 'Username is required' once the empty field has been left", async () => {
    const { user } = renderForm();
    await user.click(userNameField());
    await user.tab();
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it('marks every field touched on submit and stops while any is invalid', async () => {
    const signIn = vi.fn();
    const { user } = renderForm(signIn);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the server message for wrong credentials and stops the spinner', async () => {
    const { user } = renderForm(async () => ({
      ok: false,
      message: 'The username or password is incorrect.',
    }));
    await user.type(userNameField(), 'admin');
    await user.type(passwordField(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The username or password is incorrect.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the spinner while the call is in flight', async () => {
    let finish: (outcome: LoginOutcome) => void = () => {};
    const { user } = renderForm(() => new Promise((resolve) => (finish = resolve)));
    await user.type(userNameField(), 'admin');
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.submit-button__spinner')).toBeTruthy();
    finish({ ok: false, message: 'x' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  });

  it('hands the answer on and remembers the user name when Remember Account is ticked', async () => {
    const answer = storedUser();
    const { user, onSignedIn } = renderForm(async () => ({ ok: true, user: answer }));
    await user.type(userNameField(), 'admin');
    await user.type(passwordField(), 'ohmstead-demo');
    await user.click(screen.getByRole('checkbox', { name: 'Remember Account' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(answer));
    expect(localStorage.getItem(REMEMBERED_USER_NAME_KEY)).toBe('admin');
  });

  it('offers the remembered user name next time, with the box ticked', () => {
    localStorage.setItem(REMEMBERED_USER_NAME_KEY, 'vendor');
    renderForm();
    expect((userNameField() as HTMLInputElement).value).toBe('vendor');
    expect((screen.getByRole('checkbox', { name: 'Remember Account' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

describe('LoginForm when the server asks a proof of work', () => {
  beforeEach(() => localStorage.clear());

  it('solves it at once, with no click, and signs in with the same credentials and the proof', async () => {
    const signIn = vi
      .fn<(credentials: unknown) => Promise<LoginOutcome>>()
      .mockResolvedValueOnce({ ok: false, message: OWED_MESSAGE, challenge: CHALLENGE })
      .mockResolvedValueOnce({ ok: true, user: storedUser() });
    const { onSignedIn, user } = renderForm(signIn);
    await user.type(userNameField(), 'admin');
    await user.type(passwordField(), 'ohmstead-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const field = await screen.findByRole('group', { name: 'Verification' });
    expect(field.textContent).toContain(OWED_MESSAGE);
    expect(screen.queryByRole('alert')).toBeNull();
    const widget = await waitFor(() => {
      const element = field.querySelector('altcha-widget');
      if (!element) throw new Error('no ALTCHA element yet');
      return element;
    });
    expect(widget.getAttribute('auto')).toBe('onload');
    expect(JSON.parse(widget.getAttribute('challenge')!)).toEqual(CHALLENGE);

    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved-proof' } }),
    );
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(signIn).toHaveBeenLastCalledWith({
      userName: 'admin',
      password: 'ohmstead-demo',
      proof: 'solved-proof',
    });
  });
});

describe('login (POST Auth/AuthTokenLogin)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status })),
    );

  it("turns a network failure into 'Something went wrong. Please try again later.'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await login({ userName: 'a', password: 'b' })).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('turns a server error into the same message', async () => {
    answer(500, { responseStatusCode: 500, message: 'Internal Server Error' });
    expect(await login({ userName: 'a', password: 'b' })).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again later.',
    });
  });

  it("passes on the server's message for 401 and 429", async () => {
    answer(401, { responseStatusCode: 401, message: 'The username or password is incorrect.' });
    expect(await login({ userName: 'a', password: 'b' })).toEqual({
      ok: false,
      message: 'The username or password is incorrect.',
    });
    answer(429, { responseStatusCode: 429, message: 'Too many failed sign-in attempts.' });
    expect(await login({ userName: 'a', password: 'b' })).toEqual({
      ok: false,
      message: 'Too many failed sign-in attempts.',
    });
  });

  it('hands over the challenge of a 428 with its message', async () => {
    answer(428, { responseStatusCode: 428, message: OWED_MESSAGE, challenge: CHALLENGE });
    expect(await login({ userName: 'a', password: 'b' })).toEqual({
      ok: false,
      message: OWED_MESSAGE,
      challenge: CHALLENGE,
    });
    // A 428 without a challenge it can solve is a failure like any other.
    answer(428, { responseStatusCode: 428, message: 'Precondition Required' });
    expect(await login({ userName: 'a', password: 'b' })).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('accepts an answer with responseStatusCode 200 and posts the credentials', async () => {
    const user = storedUser();
    answer(200, user);
    expect(await login({ userName: 'admin', password: 'pw' })).toEqual({ ok: true, user });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/Auth/AuthTokenLogin');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ userName: 'admin', password: 'pw' });
  });
});
