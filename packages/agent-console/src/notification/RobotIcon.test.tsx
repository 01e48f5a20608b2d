import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RobotIcon } from './RobotIcon';

const eyes = (container: HTMLElement) => container.querySelector('svg')?.getAttribute('data-eyes');

describe('the robot icon', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('closes its eye every 5000 ms for 200 ms', () => {
    const { container } = render(<RobotIcon />);
    expect(eyes(container)).toBe('open');
    act(() => vi.advanceTimersByTime(4_999));
    expect(eyes(container)).toBe('open');
    act(() => vi.advanceTimersByTime(1));
    expect(eyes(container)).toBe('closed');
    act(() => vi.advanceTimersByTime(199));
    expect(eyes(container)).toBe('closed');
    act(() => vi.advanceTimersByTime(1));
    expect(eyes(container)).toBe('open');
    act(() => vi.advanceTimersByTime(4_800));
    expect(eyes(container)).toBe('closed');
  });

  it('keeps its eye open for those who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const { container } = render(<RobotIcon />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(eyes(container)).toBe('open');
  });
});
