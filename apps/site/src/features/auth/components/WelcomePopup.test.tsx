import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveSession } from '@/lib/session';
import { storedUser } from '@/test/users';
import { dismissWelcomePopup } from '../api/dismissWelcomePopup';
import { WelcomePopup } from './WelcomePopup';

const renderPopup = () => {
  const dismiss = vi.fn(async () => {});
  const onClose = vi.fn();
  render(<WelcomePopup firstName="Alex" userId={7} onClose={onClose} dismiss={dismiss} />);
  return { dismiss, onClose, user: userEvent.setup() };
};

describe('WelcomePopup', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(storedUser());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('greets the user by first name with the spec texts', () => {
    renderPopup();
    expect(screen.getByRole('dialog', { name: 'Welcome, Alex!' })).toBeTruthy();
    expect(screen.getByText("Great to see you. Let's get started!")).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: "Don't show again" })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Let's Go!" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it("makes the dismissal call and hides it for good when 'Don't show again' is ticked", async () => {
    const { user, dismiss, onClose } = renderPopup();
    await user.click(screen.getByRole('checkbox', { name: "Don't show again" }));
    await user.click(screen.getByRole('button', { name: "Let's Go!" }));
    expect(dismiss).toHaveBeenCalledWith(7);
    expect(readSession()?.isWelcomePopupShown).toBe(true);
    expect(onClose).toHaveBeenCalled();
  });

  it('closes without a call when the box is not ticked', async () => {
    const { user, dismiss, onClose } = renderPopup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dismiss).not.toHaveBeenCalled();
    expect(readSession()?.isWelcomePopupShown).toBe(false);
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Escape, honouring the ticked box', async () => {
    const { user, dismiss, onClose } = renderPopup();
    await user.click(screen.getByRole('checkbox', { name: "Don't show again" }));
    await user.keyboard('{Escape}');
    expect(dismiss).toHaveBeenCalledWith(7);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('dismissWelcomePopup', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(storedUser({ token: 'abc' }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts true to Auth/DismissWelcomePopup?userId= with the bearer token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ responseStatusCode: 200, message: 'ok' })),
    );
    await dismissWelcomePopup(7);
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/Auth/DismissWelcomePopup?userId=7');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('true');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('ignores a failed answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(dismissWelcomePopup(7)).resolves.toBeUndefined();
  });
});
