import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeaserSection } from './TeaserSection';

let pause: ReturnType<typeof vi.spyOn>;
let play: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // jsdom has no media playback; the spies stand in for it and record the calls.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const openButton = () => screen.getByRole('button', { name: 'Play the Ohmstead Power teaser video' });
const teaserVideo = () => document.querySelector<HTMLVideoElement>('.teaser-overlay__video')!;

async function openAndWatch() {
  render(<TeaserSection />);
  await userEvent.click(openButton());
  const dialog = screen.getByRole('dialog', { name: 'Ohmstead Power teaser video' });
  teaserVideo().currentTime = 12;
  expect(teaserVideo().currentTime).toBe(12);
  return dialog;
}

describe('TeaserOverlay', () => {
  it('is inactive until the video button is pressed', () => {
    render(<TeaserSection />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens full screen as a modal dialog, plays, and moves focus into the overlay', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const dialog = await openAndWatch();
    // Modal: the browser keeps Tab inside it and the page behind inert.
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(play).toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close the video' }));
  });

  it('closes on Escape, pausing and rewinding the video, and returns focus to the button', async () => {
    await openAndWatch();
    pause.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pause).toHaveBeenCalled();
    expect(teaserVideo().currentTime).toBe(0);
    expect(document.activeElement).toBe(openButton());
  });

  it('closes with the close icon the same way', async () => {
    await openAndWatch();
    pause.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Close the video' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pause).toHaveBeenCalled();
    expect(teaserVideo().currentTime).toBe(0);
    expect(document.activeElement).toBe(openButton());
  });
});
