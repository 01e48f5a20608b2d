import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeHero } from '../content/home-content';
import { useHeroTexts } from './useHeroTexts';

function Hero() {
  const { beforeTitle, title, text } = useHeroTexts();
  return (
    <>
      <p>{beforeTitle}</p>
      <h1>{title}</h1>
      <p>{text}</p>
    </>
  );
}

describe('useHeroTexts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the built-in texts at once and swaps in the server texts when they differ', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          responseStatusCode: 200,
          beforeTitle: 'Now shipping',
          title: 'New title',
          text: 'New text',
        }),
      ),
    );
    render(<Hero />);
    expect(screen.getByRole('heading', { name: homeHero.title })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'New title' })).toBeTruthy());
    expect(screen.getByText('Now shipping')).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/HomeConfiguration/GetHero');
  });

  it('keeps the built-in texts when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'down' }, { status: 503 })),
    );
    render(<Hero />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: homeHero.title })).toBeTruthy();
  });
});
