import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchEachTest } from '@/test/stub-fetch';
import { SubscribeForm } from './SubscribeForm';

const serverMessage =
  'Thank you for your interest in Ohmstead Power! We will keep you updated with our latest news and updates.';

let answer: () => Promise<Response>;
const fetchMock = vi.fn((..._args: Parameters<typeof fetch>) => answer());

stubFetchEachTest(fetchMock, () => {
  answer = async () => new Response(JSON.stringify({ responseStatusCode: 200, message: serverMessage }));
});

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });

describe('SubscribeForm', () => {
  it('requires an address', async () => {
    render(<SubscribeForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an address outside the pattern', async () => {
    render(<SubscribeForm />);
    await userEvent.type(emailField(), 'Someone@Example.com{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('submits on Enter and shows the server’s thank-you message', async () => {
    let release: () => void = () => {};
    answer = () =>
      new Promise((resolve) => {
        release = () =>
          resolve(new Response(JSON.stringify({ responseStatusCode: 200, message: serverMessage })));
      });
    render(<SubscribeForm />);
    await userEvent.type(emailField(), 'visitor@example.com{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/Email/Subscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'visitor@example.com' });
    expect(screen.getByRole('button', { name: 'Subscribe' }).getAttribute('aria-busy')).toBe('true');

    release();
    await waitFor(() => expect(screen.getByText(serverMessage)).toBeTruthy());
    expect(screen.getByText(serverMessage).closest('[role="status"]')).not.toBeNull();
    expect((emailField() as HTMLInputElement).value).toBe('');
  });

  it('shows the failure alert when the server refuses, and the alert can be closed', async () => {
    answer = async () =>
      new Response(JSON.stringify({ responseStatusCode: 500, message: 'down' }), { status: 500 });
    render(<SubscribeForm />);
    await userEvent.type(emailField(), 'visitor@example.com{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats an answer without status 200 as a failure', async () => {
    answer = async () => new Response(JSON.stringify({ responseStatusCode: 409 }));
    render(<SubscribeForm />);
    await userEvent.type(emailField(), 'visitor@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong. Please try again later.',
    );
  });
});
