import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visiblePages } from '@/components/feeds/Pagination';
import { YOUTUBE_API_URL } from '../youtube-player';
import { Tabs } from './Tabs';
import { YouTubeVideo } from './YouTubeVideo';

afterEach(() => vi.restoreAllMocks());

describe('visiblePages', () => {
  it('shows every page when there are few, and gaps around the current page otherwise', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });
});

describe('Tabs', () => {
  it('selects with the arrow keys, Home and End, keeping one tab stop', () => {
    render(
      <Tabs
        label="News"
        items={[
          { id: 'recent', label: 'Recent', render: () => <p>recent panel</p> },
          { id: 'social', label: 'Social Media', render: (selected) => <p>social {String(selected)}</p> },
        ]}
      />,
    );
    const [recent, social] = screen.getAllByRole('tab');
    expect(recent!.getAttribute('aria-selected')).toBe('true');
    expect(social!.tabIndex).toBe(-1);
    expect(screen.getByText('social false').closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(true);
    fireEvent.keyDown(recent!, { key: 'ArrowRight' });
    expect(social!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(social);
    expect(screen.getByText('social true')).toBeTruthy();
    fireEvent.keyDown(social!, { key: 'Home' });
    expect(recent!.getAttribute('aria-selected')).toBe('true');
  });
});

describe('YouTubeVideo', () => {
  it('loads the player script only on a click and falls back to a link when it cannot load', async () => {
    render(<YouTubeVideo videoId="dQw4w9WgXcQ" title="Walkthrough" link="https://youtu.be/dQw4w9WgXcQ" />);
    const script = () => document.head.querySelector<HTMLScriptElement>(`script[src="${YOUTUBE_API_URL}"]`);
    expect(script()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Walkthrough' }));
    expect(script()).not.toBeNull();
    await act(async () => script()!.dispatchEvent(new Event('error')));
    const link = await screen.findByRole('link', { name: /Watch on YouTube/ });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers only a link when the id is not 11 characters', () => {
    render(<YouTubeVideo videoId={undefined} title="Odd" link="https://youtu.be/short" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: /Watch on YouTube/ }).getAttribute('href')).toBe(
      'https://youtu.be/short',
    );
  });
});
