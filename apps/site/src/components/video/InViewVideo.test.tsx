import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { video } from '@/lib/asset-paths';
import { InViewVideo } from './InViewVideo';

/** Places every video at `top` (400 px tall) in an 800 px viewport. */
let top = 0;
let playImpl: () => Promise<void>;

function mockMedia() {
  const state = new WeakMap<HTMLMediaElement, boolean>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return state.get(this) ?? true;
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    const result = playImpl();
    state.set(this, false);
    result.catch(() => state.set(this, true));
    return result;
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    state.set(this, true);
  });
  return { play, pause };
}

const scrollTo = async (newTop: number) => {
  top = newTop;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
};

describe('InViewVideo', () => {
  beforeEach(() => {
    top = 2000;
    playImpl = () => Promise.resolve();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top, height: 400, bottom: top + 400, left: 0, right: 0, width: 0, x: 0, y: top }) as DOMRect,
    );
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers mp4 and webm sources with a lazy poster and loads nothing up front', () => {
    mockMedia();
    const { container } = render(<InViewVideo name={video.vehicleSolutions} label="Fleet charging" />);
    const element = screen.getByLabelText('Fleet charging') as HTMLVideoElement;
    expect(element.getAttribute('preload')).toBe('none');
    expect(element.muted).toBe(true);
    expect(element.loop).toBe(true);
    const poster = container.querySelector('img');
    expect(poster?.getAttribute('src')).toBe('/assets/video/vehicle-solutions.jpg');
    expect(poster?.getAttribute('loading')).toBe('lazy');
    const sources = [...element.querySelectorAll('source')].map((source) => source.getAttribute('src'));
    expect(sources).toEqual(['/assets/video/vehicle-solutions.webm', '/assets/video/vehicle-solutions.mp4']);
  });

  it('plays when 70 % has scrolled into view and pauses when it leaves', async () => {
    const { play, pause } = mockMedia();
    render(<InViewVideo name={video.vehicleSolutions} label="Fleet charging" />);
    await scrollTo(2000);
    expect(play).not.toHaveBeenCalled();
    await scrollTo(500);
    expect(play).toHaveBeenCalledTimes(1);
    await scrollTo(-300);
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('logs a refused start and retries from two seconds earlier on the next scroll', async () => {
    const { play } = mockMedia();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    playImpl = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    render(<InViewVideo name={video.vehicleSolutions} label="Fleet charging" />);
    const element = screen.getByLabelText('Fleet charging') as HTMLVideoElement;
    element.currentTime = 5;
    await scrollTo(100);
    expect(warn).toHaveBeenCalled();
    playImpl = () => Promise.resolve();
    await scrollTo(90);
    expect(play).toHaveBeenCalledTimes(2);
    expect(element.currentTime).toBe(3);
  });

  it('loads the poster of a hero eagerly, at high priority', () => {
    mockMedia();
    const { container } = render(<InViewVideo name={video.homeHeroDesktop} priority />);
    const poster = container.querySelector('img');
    expect(poster?.getAttribute('loading')).toBe('eager');
    expect(poster?.getAttribute('fetchpriority')).toBe('high');
  });

  it('stays paused while inactive', async () => {
    const { play } = mockMedia();
    render(<InViewVideo name={video.vehicleSolutions} label="Fleet charging" active={false} />);
    await scrollTo(100);
    expect(play).not.toHaveBeenCalled();
  });

  it('lets the visitor pause it, and keeps it paused in view', async () => {
    const { play, pause } = mockMedia();
    render(<InViewVideo name={video.vehicleSolutions} label="Fleet charging" />);
    await scrollTo(100);
    expect(play).toHaveBeenCalledTimes(1);
    const element = screen.getByLabelText('Fleet charging');
    act(() => {
      element.dispatchEvent(new Event('play'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pause video: Fleet charging' }));
    expect(pause).toHaveBeenCalled();
    await scrollTo(120);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
