import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchEachTest } from '@/test/stub-fetch';
import { UnsubscribePage } from './UnsubscribePage';

let status: number;
const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) =>
  status === 200
    ? new Response(JSON.stringify({ responseStatusCode: 200, message: 'Unsubscribed' }))
    : new Response(
        JSON.stringify({ responseStatusCode: status, message: 'This unsubscribe link is not valid.' }),
        {
          status,
        },
      ),
);

stubFetchEachTest(fetchMock, () => {
  status = 200;
});

// Every case uses its own token: the page sends a token once per page load.
const token = (n: number) => `tok_${String(n).padStart(24, '0')}`;

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <UnsubscribePage />
    </MemoryRouter>,
  );

describe('UnsubscribePage', () => {
  it('says it is working, then confirms the unsubscription', async () => {
    renderAt(`/unsubscribe?token=${token(1)}`);
    expect(screen.getByRole('status').textContent).toBe('Unsubscribing you from our newsletter…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribed!' })).toBeTruthy();
    expect(screen.getByText('You have successfully unsubscribed.')).toBeTruthy();
    expect(screen.getByText(/sorry to see you go\. You can subscribe again/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/Email/Unsubscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ token: token(1) });
  });

  it('refuses a missing token without asking the server', async () => {
    renderAt('/unsubscribe');
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is not valid.' })).toBeTruthy();
    expect(
      screen.getByText(/use the unsubscribe link in the latest newsletter e-mail/).textContent,
    ).toContain('or write to us at info@ohmsteadpower.com');
    expect(screen.getByRole('link', { name: 'info@ohmsteadpower.com' }).getAttribute('href')).toBe(
      'mailto:info@ohmsteadpower.com',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so honestly when the server does not know the token', async () => {
    status = 404;
    renderAt(`/unsubscribe?token=${token(2)}`);
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is not valid.' })).toBeTruthy();
    expect(screen.queryByText('Unsubscribed!')).toBeNull();
  });

  it('offers a retry when the server cannot be reached', async () => {
    status = 503;
    renderAt(`/unsubscribe?token=${token(3)}`);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong. Please try again later.' }),
    ).toBeTruthy();
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Unsubscribed!' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
