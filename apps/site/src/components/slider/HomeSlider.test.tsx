import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { video } from '@/lib/asset-paths';
import { HomeSlider } from './HomeSlider';

const items = [
  { title: 'Lower Risk', text: '<p>Isolated ports.</p>', video: video.differenceLowerRisk },
  { title: 'Lower Cost', text: '<p>One device.</p>', video: video.differenceLowerCost },
  { title: 'Lower Complexity', text: '<p>One platform.</p>', video: video.differenceLowerComplexity },
];

const currentPanel = () => screen.getByRole('group', { name: /of 3/ });

describe('HomeSlider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the title, the first slide and its HTML text', () => {
    render(<HomeSlider title="The Ohmstead Difference" items={items} />);
    expect(screen.getByRole('heading', { level: 2, name: 'The Ohmstead Difference' })).toBeTruthy();
    expect(currentPanel().getAttribute('aria-label')).toBe('1 of 3: Lower Risk');
    expect(screen.getByText('Isolated ports.').tagName).toBe('P');
  });

  it('moves text and video together with the previous and next buttons, wrapping around', () => {
    const { container } = render(<HomeSlider title="The Ohmstead Difference" items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentPanel().getAttribute('aria-label')).toBe('3 of 3: Lower Complexity');
    const currentVideo = container.querySelector('.home-slider__video.is-current video');
    expect(currentVideo?.getAttribute('aria-label')).toBe('Lower Complexity');
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentPanel().getAttribute('aria-label')).toBe('1 of 3: Lower Risk');
  });

  it('has a bullet per slide that marks the current one', () => {
    render(<HomeSlider title="The Ohmstead Difference" items={items} />);
    const bullet = screen.getByRole('button', { name: 'Show slide 2: Lower Cost' });
    fireEvent.click(bullet);
    expect(bullet.getAttribute('aria-current')).toBe('true');
    expect(currentPanel().getAttribute('aria-label')).toBe('2 of 3: Lower Cost');
  });

  it('autoplays and stops when the visitor pauses the slide show', () => {
    render(<HomeSlider title="The Ohmstead Difference" items={items} />);
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentPanel().getAttribute('aria-label')).toBe('2 of 3: Lower Cost');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show and videos' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(currentPanel().getAttribute('aria-label')).toBe('2 of 3: Lower Cost');
    expect(screen.getByRole('button', { name: 'Play slide show and videos' })).toBeTruthy();
  });

  it('announces slide changes only while not autoplaying', () => {
    const { container } = render(<HomeSlider title="The Ohmstead Difference" items={items} />);
    const panels = container.querySelector('.home-slider__panels');
    expect(panels?.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show and videos' }));
    expect(panels?.getAttribute('aria-live')).toBe('polite');
  });
});
